// The result mail (issue 29): the verdict with its definition, "keine Treffer" in the one wording of
// app/content/result-terms.ts with what it does not mean, the team's summary, the voucher.
import { describe, expect, it } from 'vitest';
import { testProvider } from '#tests/support/provider.ts';
import {
  hitDefinition,
  noHitsDefinition,
  noHitsGuarantee,
  noHitsLimits,
  verdictDefinitions,
} from '../../../content/result-terms.ts';
import { verdictLabels } from '../../../lib/findings.ts';
import { type CaseResultMailInput, caseResultMail } from './case-result.server.ts';

const SITE = 'https://echtcheck.de';

function input(overrides: Partial<CaseResultMailInput> = {}): CaseResultMailInput {
  return {
    reference: '3F2A9C1B',
    serviceName: 'Romance-Scam-Check',
    customerName: 'Jürgen Weiß',
    outcome: 'completed',
    verdict: { label: verdictLabels['likely-fake'], definition: verdictDefinitions['likely-fake'] },
    summary: 'Die Profilfotos gehören einem Zahnarzt aus Kanada, der unter eigenem Namen auftritt.',
    // 21.11.2026 is in CET (UTC+1): 13:05 UTC is 14:05 Uhr in Berlin.
    completedAt: new Date('2026-11-21T13:05:00Z'),
    deletionDate: new Date('2026-12-21T13:05:00Z'),
    statusUrl: `${SITE}/auftrag/q3Jx8vN2kT5wR7yB4mC6dF9gH1jK0lP_`,
    voucher: null,
    ...overrides,
  };
}

/** The mail's plain text with line breaks as spaces, so sentences wrapped over lines still match. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const noHitsInput = () =>
  input({
    outcome: 'completed-no-findings',
    verdict: { label: verdictLabels.unclear, definition: verdictDefinitions.unclear },
    summary: 'Zu Namen, Fotos und Telefonnummer fanden sich in den durchsuchten Quellen keine Fundstellen.',
    voucher: { code: 'ABCD2345EFGH', expiresAt: new Date('2029-11-21T13:05:00Z') },
  });

describe('the result mail', () => {
  it('shows the verdict with its definition, the outcome and the summary', () => {
    const mail = caseResultMail(input(), testProvider, SITE);
    expect(mail.subject).toBe('Ihr Ergebnis liegt vor – Auftragsnummer 3F2A9C1B');
    for (const body of [mail.html, flat(mail.text)]) {
      expect(body).toContain('Guten Tag Jürgen Weiß,');
      expect(body).toContain('wahrscheinlich gefälscht');
      expect(body).toContain(verdictDefinitions['likely-fake']);
      expect(body).toContain('mit Treffern');
      expect(body).toContain('Recherche');
      expect(body).toContain('Die Profilfotos gehören einem Zahnarzt aus Kanada');
      expect(body).toContain('21.11.2026, 14:05 Uhr');
      expect(body).toContain('q3Jx8vN2kT5wR7yB4mC6dF9gH1jK0lP_');
    }
    expect(flat(mail.text)).toContain(flat(hitDefinition));
    expect(mail.text).not.toContain('keine Treffer');
    expect(mail.text).not.toContain('Gutscheincode');
  });

  it('says what "keine Treffer" means and what it does not mean, in the words of the definitions', () => {
    const text = flat(caseResultMail(noHitsInput(), testProvider, SITE).text);
    expect(text).toContain('Die Prüfung ist ohne Treffer geblieben.');
    expect(text).toContain(noHitsDefinition);
    expect(text).toContain(noHitsLimits[0]);
    expect(text).toContain(noHitsLimits[1]);
    expect(text).toContain('unklar');
    expect(text).toContain(verdictDefinitions.unclear);
    expect(text).toContain('keine Treffer');
    expect(text).not.toContain('mit Treffern');
  });

  it('carries the voucher with the guarantee text for a check without hits', () => {
    const mail = caseResultMail(noHitsInput(), testProvider, SITE);
    for (const body of [mail.html, flat(mail.text)]) {
      expect(body).toContain('§ 11 unserer AGB');
      expect(body).toContain('EC-ABCD-2345-EFGH');
      expect(body).toContain('21.11.2029');
    }
    expect(flat(mail.text)).toContain(noHitsGuarantee);
  });

  it("keeps the customer's summary as text, never as markup", () => {
    const mail = caseResultMail(input({ summary: 'Fotos <b>gestohlen</b> & weiterverwendet' }), testProvider, SITE);
    expect(mail.html).not.toContain('<b>gestohlen</b>');
    expect(mail.html).toContain('&lt;b&gt;gestohlen&lt;/b&gt; &amp; weiterverwendet');
  });
});
