// Art. 17 DSGVO: staff erase a client's data on request (the staff area's "Daten löschen"), by the
// same rules as the retention job (case-removal.server.ts).
import { asc, eq } from 'drizzle-orm';
import { caseStatuses, isOpenForWork, isPaymentInReview } from '#app/lib/case-state.ts';
import type { Db } from '../db/db.server.ts';
import { auditLog, cases, clients, consentRecords } from '../db/schema.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { anonymiseClient, auditActor, deleteUnpaidCase, purgeCaseData } from './case-removal.server.ts';

/** Shown to staff when a client's data cannot be erased yet. */
export const OPEN_CASE_MESSAGE =
  'Dieser Kunde hat einen offenen Auftrag. Schließen Sie ihn zuerst ab, dann können Sie die Daten löschen.';
/** A SEPA debit in review may still bring money (decision record 025): the case must stay until the bank answers. */
export const PAYMENT_REVIEW_MESSAGE =
  'Bei diesem Kunden prüft die Bank noch eine Lastschrift. Sobald sie eingelöst oder zurückgegeben ist, in der Regel nach wenigen Bankarbeitstagen, können Sie die Daten löschen.';
export const UNKNOWN_CLIENT_MESSAGE = 'Diesen Kunden gibt es nicht (mehr). Bitte laden Sie die Seite neu.';

const openStatuses = caseStatuses.filter(isOpenForWork);

export type EraseResult =
  | { ok: true; purged: number; deleted: number }
  | { ok: false; reason: 'unknown-client' | 'open-case'; error: string };

export interface EraseRequest {
  db: Db;
  storage: FileStorage;
  clientId: string;
  staffId: string;
  requestId?: string;
  now?: Date;
}

/**
 * Art. 17 DSGVO, by staff on the client's request: refused while a case is open (paid or in
 * progress) or its SEPA debit is in review (the bank may still confirm it); otherwise every case of the client loses its data as the retention job would delete it
 * (never-paid orders entirely, the others purged, also before their 30 days are over), and the client
 * is anonymised, or deleted when no case is left. Invoices, vouchers and the consent evidence stay.
 */
export async function eraseClientData({
  db,
  storage,
  clientId,
  staffId,
  requestId,
  now = new Date(),
}: EraseRequest): Promise<EraseResult> {
  const staff = { staffId, requestId };
  return db.transaction(async (tx) => {
    // The cases first, then the client: the order the retention job locks them in.
    const owned = await tx
      .select({ id: cases.id, status: cases.status })
      .from(cases)
      .where(eq(cases.clientId, clientId))
      .orderBy(asc(cases.id))
      .for('update');
    const [client] = await tx
      .select({ id: clients.id, anonymisedAt: clients.anonymisedAt })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('update');
    if (!client) return { ok: false, reason: 'unknown-client', error: UNKNOWN_CLIENT_MESSAGE };
    if (owned.some((row) => openStatuses.includes(row.status)))
      return { ok: false, reason: 'open-case', error: OPEN_CASE_MESSAGE };
    if (owned.some((row) => isPaymentInReview(row.status)))
      return { ok: false, reason: 'open-case', error: PAYMENT_REVIEW_MESSAGE };

    let purged = 0;
    let deleted = 0;
    for (const row of owned) {
      const removed = await deleteUnpaidCase(tx, storage, row.id, { now, staff, keepClient: true });
      if (removed.deleted) deleted++;
      else if (await purgeCaseData(tx, storage, row.id, { now, reason: 'erasure-request', staff })) purged++;
    }
    const [left] = await tx.select({ id: cases.id }).from(cases).where(eq(cases.clientId, clientId)).limit(1);
    if (left) await anonymiseClient(tx, clientId, now, staff);
    else {
      await tx.delete(consentRecords).where(eq(consentRecords.clientId, clientId));
      await tx.delete(clients).where(eq(clients.id, clientId));
    }
    await tx.insert(auditLog).values({
      ...auditActor(staff),
      at: now,
      action: 'client.erased',
      entityType: 'client',
      entityId: clientId,
      details: { purged, deleted, clientDeleted: !left, alreadyAnonymised: Boolean(client.anonymisedAt) },
    });
    return { ok: true, purged, deleted };
  });
}
