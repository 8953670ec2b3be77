// The database of a benchmark server, and the count check after it: every paid order has exactly one
// paid case, one invoice and its two sent mails, and the invoice numbers have no gaps. Shared by
// bench:load and bench:checkout.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../app/server/db/db.server.ts';
import { cases, invoices, mailOutbox } from '../app/server/db/schema.server.ts';
import { createScratchDatabase } from '../tests/support/scratch-database.ts';

export interface BenchDatabase {
  label: 'PostgreSQL' | 'PGlite';
  /** Settings for the server process. */
  env: Record<string, string>;
  /** Settings for `npm run staff` against this database. */
  staffCliEnv(dataDir: string): Record<string, string>;
  /** Opens the database for the check (PGlite: after the server has stopped, from its data folder). */
  open(dataDir: string): ReturnType<typeof openDatabase>;
  /** Drops a PostgreSQL database made for the run. */
  drop(): Promise<void>;
}

/** A fresh PostgreSQL database on BENCH_DATABASE_URL's server (default the local one), or PGlite. */
export async function benchDatabase(kind: 'postgres' | 'pglite'): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    return {
      label: 'PGlite',
      env: { DATABASE_URL: '' },
      staffCliEnv: (dataDir) => ({ DATA_DIR: dataDir, DATABASE_URL: '' }),
      open: (dataDir) => openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') }),
      drop: async () => {},
    };
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await createScratchDatabase(adminUrl, { fixed: `echtcheck_bench_${process.pid}` });
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: scratch.url },
    staffCliEnv: () => ({ DATABASE_URL: scratch.url }),
    open: () => openDatabase({ kind: 'postgres', url: scratch.url }),
    drop: scratch.drop,
  };
}

/** Waits until the mail worker has written `expected` .eml files (the default file transport). */
export async function waitForMails(dataDir: string, expected: number, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let written = 0;
  while (Date.now() < deadline) {
    written = (await readdir(path.join(dataDir, 'mails')).catch(() => [])).length;
    if (written >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return written;
}

/** Problems found; empty when every paid order is complete and nothing else is in the database. */
export async function checkPaidOrders(database: BenchDatabase, dataDir: string, paid: string[]): Promise<string[]> {
  const opened = await database.open(dataDir);
  const problems: string[] = [];
  try {
    const db = opened.db;
    const allCases = await db.select({ id: cases.id, status: cases.status }).from(cases);
    const paidIds = new Set(paid);
    const paidCases = allCases.filter((row) => row.status === 'paid');
    if (paidCases.length !== paid.length)
      problems.push(`${paidCases.length} paid cases for ${paid.length} paid orders`);
    const missing = paid.filter((id) => !allCases.some((row) => row.id === id && row.status === 'paid'));
    if (missing.length > 0) problems.push(`${missing.length} paid orders without a paid case`);
    const extra = paidCases.filter((row) => !paidIds.has(row.id));
    if (extra.length > 0) problems.push(`${extra.length} paid cases nobody saw paid`);
    const [{ value: invoiceCount } = { value: 0 }] = await db.select({ value: count() }).from(invoices);
    if (invoiceCount !== paidCases.length) problems.push(`${invoiceCount} invoices for ${paidCases.length} paid cases`);
    const sequences = (await db.select({ sequence: invoices.sequence }).from(invoices))
      .map((row) => row.sequence)
      .sort((a, b) => a - b);
    if (sequences.some((value, index) => value !== index + 1)) problems.push('invoice numbers have gaps');
    for (let i = 0; i < paid.length; i += 500) {
      const slice = paid.slice(i, i + 500);
      const mails = await db
        .select({ caseId: mailOutbox.caseId, kind: mailOutbox.kind, status: mailOutbox.status })
        .from(mailOutbox)
        .where(inArray(mailOutbox.caseId, slice));
      const perCase = new Map<string, string[]>();
      for (const mail of mails) {
        perCase.set(mail.caseId ?? '', [...(perCase.get(mail.caseId ?? '') ?? []), `${mail.kind}:${mail.status}`]);
      }
      for (const id of slice) {
        const list = (perCase.get(id) ?? []).sort().join(',');
        if (list !== 'order-confirmation:sent,staff-notification:sent')
          problems.push(`case ${id}: ${list || 'no mails'}`);
      }
    }
    const [{ value: pending } = { value: 0 }] = await db
      .select({ value: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    if (pending > 0) problems.push(`${pending} mails still pending`);
  } finally {
    await opened.close();
  }
  return problems;
}
