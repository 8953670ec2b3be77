// Issue 27 point 7: the deletion wording of pages, mails and status page names the periods the code
// keeps, and no page promises that all data goes after 30 days.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_DATA_DAYS as jobDays } from '#app/server/privacy/case-retention.server.ts';
import {
  ACCOUNTING_YEARS as accountingYears,
  EVIDENCE_YEARS as evidenceYears,
} from '#app/server/privacy/record-expiry.server.ts';
import { ACCOUNTING_YEARS, CASE_DATA_DAYS, EVIDENCE_YEARS, retentionKept } from './retention.ts';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(root, dir, name));
}

describe('retention wording', () => {
  it('uses the periods of the deletion jobs', () => {
    expect(CASE_DATA_DAYS).toBe(jobDays);
    expect(EVIDENCE_YEARS).toBe(evidenceYears);
    expect(ACCOUNTING_YEARS).toBe(accountingYears);
    expect(retentionKept).toContain(`${EVIDENCE_YEARS} Jahre`);
    expect(retentionKept).toContain(`Rechnung ${ACCOUNTING_YEARS} Jahre`);
  });

  it('no page, mail or status page promises that everything goes', () => {
    const absolute = [
      /Sämtliche Falldaten/,
      /Alle Falldaten .*löschen wir/,
      /Erhalten bleiben nur/,
      /löschen wir alle Falldaten/,
    ];
    const hits: string[] = [];
    for (const file of [
      ...sources('app/content'),
      ...sources('app/server/mail/templates'),
      ...sources('app/components/case-status'),
    ]) {
      if (file.endsWith('legal.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const pattern of absolute) if (pattern.test(text)) hits.push(`${file}: ${pattern}`);
    }
    expect(hits).toEqual([]);
  });
});
