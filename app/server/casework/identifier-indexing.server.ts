// Writing a case's identifiers into the index across cases (case_identifiers; decision record 034):
// the rows made exactly the case's identifiers, written only when they changed and never for a case
// whose data was deleted; and, for retention, removed with the case data.
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../dashboard/search-and-paging.server.ts';
import type { Db, DbOrTx, Tx } from '../db/db.server.ts';
import { caseIdentifiers, cases, confirmedIdentifiers } from '../db/schema.server.ts';
import { distinct, type IndexedIdentifier, keyOf } from './indexed-identifier.server.ts';

/**
 * Makes the case's rows in case_identifiers exactly these identifiers (idempotent). Cheap when
 * nothing changed: the stored rows are read and compared first, and only a difference writes. Nothing
 * is stored for a case whose data was deleted (or that does not exist): the case row is read under a
 * share lock, so a deletion running at the same time (which locks it for update) comes first or after.
 * Returns whether anything was written.
 */
export async function indexCaseIdentifiers(
  db: Db,
  caseId: string,
  identifiers: readonly { kind: string; value: string }[],
): Promise<boolean> {
  if (!isUuid(caseId)) return false;
  const wanted = distinct(identifiers);
  const stored = await storedIdentifiers(db, caseId);
  const wantedKeys = new Set(wanted.map(keyOf));
  const storedKeys = new Set(stored.map(keyOf));
  if (wantedKeys.size === storedKeys.size && [...wantedKeys].every((key) => storedKeys.has(key))) return false;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ createdAt: cases.createdAt, dataPurgedAt: cases.dataPurgedAt })
      .from(cases)
      .where(eq(cases.id, caseId))
      .for('share');
    if (!current || current.dataPurgedAt) return false;
    const rows = await storedIdentifiers(tx, caseId);
    const gone = rows.filter((row) => !wantedKeys.has(keyOf(row)));
    for (const row of gone) {
      await tx
        .delete(caseIdentifiers)
        .where(
          and(
            eq(caseIdentifiers.caseId, caseId),
            eq(caseIdentifiers.kind, row.kind),
            eq(caseIdentifiers.value, row.value),
          ),
        );
    }
    const have = new Set(rows.map(keyOf));
    const added = wanted.filter((identifier) => !have.has(keyOf(identifier)));
    if (added.length > 0) {
      await tx
        .insert(caseIdentifiers)
        .values(added.map((identifier) => ({ caseId, ...identifier, caseCreatedAt: current.createdAt })))
        // Another request indexing the same case at the same time.
        .onConflictDoNothing();
    }
    return gone.length > 0 || added.length > 0;
  });
}

async function storedIdentifiers(db: DbOrTx, caseId: string): Promise<IndexedIdentifier[]> {
  return db
    .select({ kind: caseIdentifiers.kind, value: caseIdentifiers.value })
    .from(caseIdentifiers)
    .where(eq(caseIdentifiers.caseId, caseId));
}

/** Retention: a case's identifiers go with its data; a confirmation keeps only its hash (no link to the case). */
export async function deleteCaseIdentifiers(tx: Tx, caseId: string): Promise<number> {
  const removed = await tx
    .delete(caseIdentifiers)
    .where(eq(caseIdentifiers.caseId, caseId))
    .returning({ caseId: caseIdentifiers.caseId });
  await tx.update(confirmedIdentifiers).set({ caseId: null }).where(eq(confirmedIdentifiers.caseId, caseId));
  return removed.length;
}
