// Reads what the app left in its database and storage after the faults, and checks it against what
// the clients were told and what the SMTP server accepted.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#app/server/db/db.server.ts';
import type { OrderOutcome } from './resilient-orders.ts';
import type { RecordedMail } from './smtp-recorder.ts';

export interface StoredState {
  cases: { id: string; status: string; email: string }[];
  invoices: { caseId: string; year: number; sequence: number; documentKey: string | null }[];
  documents: { id: string; caseId: string | null; filePath: string; sha256: string | null; state: string }[];
  outbox: { id: string; kind: string; caseId: string | null; status: string; attempts: number }[];
}

/** The embedded database of a stopped app (PGlite admits one process), or a PostgreSQL URL. */
export async function readState(target: { dataDir: string } | { url: string }): Promise<StoredState> {
  const database = await openDatabase(
    'url' in target ? { kind: 'postgres', url: target.url } : { kind: 'pglite', dir: path.join(target.dataDir, 'db') },
  );
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) => {
      const result = (await database.db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    };
    return {
      cases: await rows(sql`select c.id, c.status, cl.email from cases c join clients cl on cl.id = c.client_id`),
      invoices: await rows(
        sql`select case_id as "caseId", year, sequence, document_key as "documentKey" from invoices order by year, sequence`,
      ),
      documents: await rows(
        sql`select id, case_id as "caseId", file_path as "filePath", sha256, state from uploaded_documents`,
      ),
      outbox: await rows(sql`select id, kind, case_id as "caseId", status, attempts from mail_outbox`),
    };
  } finally {
    await database.close();
  }
}

/** What does not hold, as readable lines (empty: consistent). */
export async function inconsistencies(
  state: StoredState,
  outcomes: OrderOutcome[],
  mails: RecordedMail[],
  options: { filesDir: string; kills: number[]; duplicateWindowMs?: number },
): Promise<{ problems: string[]; duplicatesInWindow: string[] }> {
  const problems: string[] = [];
  const cases = new Map(state.cases.map((row) => [row.id, row]));
  const paidStatuses = new Set(['paid', 'in_progress', 'completed']);
  for (const outcome of outcomes) {
    const stored = cases.get(outcome.caseId);
    if (outcome.placed && !stored) problems.push(`order ${outcome.caseId} was confirmed but is lost`);
    if (outcome.paid && !paidStatuses.has(stored?.status ?? '')) {
      problems.push(`order ${outcome.caseId} was paid but is ${stored?.status ?? 'missing'}`);
    }
    for (const document of outcome.paid ? outcome.documents : []) {
      const row = state.documents.find((candidate) => candidate.id === document.id);
      if (row?.caseId !== outcome.caseId || row.state !== 'stored') {
        problems.push(`file ${document.fileName} of ${outcome.caseId} is not stored with its case`);
        continue;
      }
      const bytes = await readFile(path.join(options.filesDir, ...row.filePath.split('/'))).catch(() => undefined);
      const sha = bytes && createHash('sha256').update(bytes).digest('hex');
      if (sha !== createHash('sha256').update(document.bytes).digest('hex') || sha !== row.sha256) {
        problems.push(`file ${row.filePath} differs from what the client uploaded`);
      }
    }
  }
  // One case per customer (each order has its own address): nothing doubled.
  const perEmail = new Map<string, number>();
  for (const row of state.cases) perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + 1);
  for (const [email, count] of perEmail) if (count > 1) problems.push(`${count} cases for ${email}`);

  const paidCases = state.cases.filter((row) => paidStatuses.has(row.status));
  const invoicesPerCase = new Map<string, number>();
  for (const invoice of state.invoices)
    invoicesPerCase.set(invoice.caseId, (invoicesPerCase.get(invoice.caseId) ?? 0) + 1);
  for (const row of paidCases) {
    if (invoicesPerCase.get(row.id) !== 1)
      problems.push(`case ${row.id}: ${invoicesPerCase.get(row.id) ?? 0} invoices`);
  }
  if (state.invoices.length !== paidCases.length) {
    problems.push(`${state.invoices.length} invoices for ${paidCases.length} paid cases`);
  }
  const sequences = state.invoices.map((invoice) => invoice.sequence);
  const expected = sequences.map((_, index) => index + 1);
  if (sequences.join() !== expected.join()) problems.push(`invoice numbers not gapless: ${sequences.join(', ')}`);

  // Mails: two per paid case, every row sent, every row accepted by SMTP once.
  for (const row of paidCases) {
    const kinds = state.outbox.filter((mail) => mail.caseId === row.id).map((mail) => mail.kind);
    if (kinds.sort().join() !== 'order-confirmation,staff-notification') {
      problems.push(`case ${row.id} has the mails [${kinds.join(', ')}]`);
    }
  }
  for (const row of state.outbox)
    if (row.status !== 'sent') problems.push(`mail ${row.id} (${row.kind}) is ${row.status}`);
  const outboxIds = new Set(state.outbox.map((row) => row.id));
  const received = new Map<string, RecordedMail[]>();
  for (const mail of mails) received.set(mail.outboxId, [...(received.get(mail.outboxId) ?? []), mail]);
  for (const id of outboxIds) if (!received.has(id)) problems.push(`mail ${id} never reached SMTP`);
  for (const id of received.keys())
    if (!outboxIds.has(id)) problems.push(`SMTP got mail ${id} that is not in the outbox`);
  // The one window where a repeat is the chosen behaviour (decision record 019): the process was
  // killed between the SMTP server taking the mail and the outbox recording it (or while the 250 was
  // on its way); the restarted instance sends it again. So every repeat must follow a kill that came
  // at most `window` after (or, the 250 in flight, 2 s before) the copy before it; a repeat within
  // one life of the process is a failure.
  const window = options.duplicateWindowMs ?? 5000;
  const duplicatesInWindow: string[] = [];
  const killBetween = (before: number, after: number) =>
    options.kills.find((kill) => kill >= before - 2000 && kill - before <= window && kill <= after);
  for (const [id, copies] of received) {
    if (copies.length === 1) continue;
    const kills = copies.slice(1).map((copy, index) => killBetween(copies[index]?.acceptedAt ?? 0, copy.acceptedAt));
    const gaps = kills.map((kill, index) =>
      kill === undefined
        ? 'no kill between'
        : `killed ${kill - (copies[index]?.acceptedAt ?? 0)} ms after SMTP took it`,
    );
    if (kills.every((kill) => kill !== undefined)) duplicatesInWindow.push(`${id} (${gaps.join(', ')})`);
    else problems.push(`mail ${id} (${copies[0]?.kind}) reached SMTP ${copies.length} times: ${gaps.join(', ')}`);
  }
  return { problems, duplicatesInWindow };
}
