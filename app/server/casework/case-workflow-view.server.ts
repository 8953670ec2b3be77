// The case handling part of the case page (issue "Case handling"): timestamps, what staff may do
// next (the case-state module decides), the report, the voucher, the internal notes and the case's
// audit history with the names of the staff members.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { groupHistory } from '#app/lib/case-history.ts';
import { canTransition, isOverdue } from '#app/lib/case-state.ts';
import type { CaseRefund, CaseWorkflow } from '#app/lib/case-view-data.ts';
import { conversationActionLabels } from '#app/lib/conversation.ts';
import { type DeclineReason, declineReasonLabels, isDeclineReason } from '#app/lib/decline-reasons.ts';
import { type IdentifierKind, identifierKindLabels } from '#app/lib/identifiers.ts';
import { isReverseSearchEngine, reverseSearchEngineNames } from '#app/lib/reverse-image-search.ts';
import { reviewActionLabels } from '#app/lib/review.ts';
import { formatVoucherCode } from '#app/lib/voucher-code.ts';
import type { Db } from '../db/db.server.ts';
import {
  auditLog,
  cancellationInvoices,
  caseNotes,
  cases,
  refunds,
  staffUsers,
  vouchers,
} from '../db/schema.server.ts';
import { isReturnedRefund } from '../refunds/provider-updates.server.ts';
import { refundBalance, refundDueBy } from '../refunds/refunds.server.ts';
import { withdrawalRefundSuggestion } from '../withdrawals/refund-suggestion.server.ts';
import { latestDocument, latestReport } from './report-upload.server.ts';

const HISTORY_LIMIT = 200;

/**
 * What each audit action means, as staff read it in the case history: every action the code writes
 * (case-workflow-view.server.test.ts collects them from the sources), also those of other entities
 * (staff, client, mail, export), and the old ones older entries still carry.
 */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  'order.placed': 'Bestellung abgeschickt',
  'order.updated': 'Bestellung erneut abgeschickt',
  'case.paid': 'Zahlung bestätigt',
  'payment.pending': 'Zahlung eingeleitet, die Bank hat sie noch nicht bestätigt (Zahlung in Prüfung)',
  'payment.failed': 'Zahlung fehlgeschlagen',
  'payment.mismatch': 'Zahlungsereignis passte nicht zum Auftrag',
  'payment.after-paid': 'Zahlung eingegangen, obwohl der Auftrag schon bezahlt war: bitte erstatten',
  'payment.debit-failed': 'Lastschrift von der Bank zurückgegeben, Auftrag wieder offen zur Zahlung',
  'payment.retry': 'Kunde hat die Zahlung erneut begonnen',
  'case.withdrawal-received': 'Widerruf eingegangen',
  'case.declined': 'Auftrag abgelehnt',
  // Rückfragen to the customer (issue 39).
  ...conversationActionLabels,
  // The review before sending and the team's settings (issue 39).
  ...reviewActionLabels,
  'case.details.viewed': 'Details angesehen',
  'case.file.opened': 'Datei geöffnet',
  'case.file.downloaded': 'Datei heruntergeladen',
  'case.file.clean-copy': 'Kopie ohne Metadaten heruntergeladen',
  'case.started': 'Bearbeitung begonnen',
  'case.assigned': 'Zugewiesen',
  'case.unassigned': 'Zuweisung aufgehoben',
  'case.note.added': 'Notiz hinzugefügt',
  'case.report.uploaded': 'Ergebnisbericht hochgeladen',
  'case.report.generated': 'Ergebnisbericht aus den Befunden erzeugt',
  'case.report.appendix-added': 'Anlage zum Ergebnisbericht hinzugefügt',
  'case.report.previewed': 'Vorschau des Ergebnisberichts angesehen',
  'case.report.approved': 'Ergebnisbericht freigegeben',
  'case.screenshot.uploaded': 'Bildschirmfoto hochgeladen',
  'case.screenshot.removed': 'Bildschirmfoto entfernt',
  'case.findings.saved': 'Befunde gespeichert',
  'case.image.confirmed': 'Bild als gestohlen oder gefälscht bestätigt',
  'case.image.unconfirmed': 'Bestätigung eines Bildes aufgehoben',
  'case.identifier.confirmed': 'Angabe bestätigt: in einem Fall mit Betrugsverdacht verwendet',
  'case.identifier.unconfirmed': 'Bestätigung einer Angabe (mit Betrugsverdacht verwendet) aufgehoben',
  'case.image.reverse-search': 'Bildrückwärtssuche geöffnet',
  'case.completed': 'Abgeschlossen, Ergebnis an den Kunden gesendet',
  'case.data.purged': 'Falldaten gelöscht',
  'case.deleted': 'Auftrag mit allen Angaben gelöscht',
  'status.report.downloaded': 'Kunde hat den Ergebnisbericht heruntergeladen',
  'status.evidence.downloaded': 'Kunde hat die Beweismappe heruntergeladen',
  'status.appendix.downloaded': 'Kunde hat die Anlage zum Ergebnisbericht heruntergeladen',
  'status.invoice.downloaded': 'Kunde hat die Rechnung heruntergeladen',
  'status.cancellation.downloaded': 'Kunde hat die Stornorechnung heruntergeladen',
  'case.refund.requested': 'Erstattung veranlasst',
  'case.refund.succeeded': 'Erstattung vom Zahlungsanbieter angenommen, Stornorechnung an den Kunden gesendet',
  'case.refund.failed': 'Erstattung fehlgeschlagen, wird erneut versucht',
  'case.refund.returned': 'Erstattung vom Zahlungsanbieter zurückgewiesen, Kunde um Kontoverbindung gebeten',
  'case.refund.provider-status': 'Neuer Stand der Erstattung vom Zahlungsanbieter gemeldet',
  'client.anonymised': 'Kundendaten anonymisiert',
  'client.erased': 'Kundendaten auf Antrag gelöscht',
  'mail.test-sent': 'Test-E-Mail in den Versand gegeben',
  'mail.test-failed': 'Test-E-Mail konnte nicht gesendet werden',
  'cases.exported': 'Fälle als CSV exportiert',
  'revenue.exported': 'Umsatz als CSV exportiert',
  'analytics.exported': 'Statistik als CSV exportiert',
  'staff.sign-in': 'Angemeldet',
  'staff.sign-in.password-ok': 'Passwort richtig, zweiter Faktor angefordert',
  'staff.sign-in.failed': 'Anmeldung fehlgeschlagen',
  'staff.sign-in.throttled': 'Anmeldung wegen zu vieler Versuche vorübergehend gesperrt',
  'staff.sign-in.repeated-failures': 'Anmeldung wiederholt fehlgeschlagen',
  'staff.second-factor.failed': 'Anmeldung mit dem zweiten Faktor fehlgeschlagen',
  'staff.two-factor.enrolment-started': 'Einrichtung der Zwei-Faktor-Anmeldung begonnen',
  'staff.two-factor.enabled': 'Zwei-Faktor-Anmeldung eingeschaltet',
  'staff.two-factor.disabled': 'Zwei-Faktor-Anmeldung abgeschaltet',
  'staff.two-factor.confirm-failed': 'Code zur Einrichtung der Zwei-Faktor-Anmeldung falsch',
  'staff.two-factor.password-failed': 'Passwort bei der Zwei-Faktor-Anmeldung falsch',
  'staff.two-factor.throttled': 'Zwei-Faktor-Anmeldung wegen zu vieler Versuche vorübergehend gesperrt',
  'staff.two-factor.required': 'Zwei-Faktor-Anmeldung für alle Mitarbeiter vorgeschrieben',
  'staff.two-factor.optional': 'Zwei-Faktor-Anmeldung für alle Mitarbeiter freigestellt',
  'staff.account.created': 'Mitarbeiterkonto angelegt',
  'staff.account.password-reset': 'Neues Passwort für ein Mitarbeiterkonto gesetzt',
  'staff.account.disabled': 'Mitarbeiterkonto gesperrt',
  'staff.account.enabled': 'Mitarbeiterkonto wieder freigegeben',
  'staff.account.role-changed': 'Rolle eines Mitarbeiterkontos geändert',
};

/** The line for an action without a label (one written before its label existed): never the key itself. */
export const UNKNOWN_ACTION_LABEL = 'Sonstige Aktion';

/** The German line of an audit entry in the case history, with what its details add. */
export function actionLabel(action: string, details: unknown): string {
  const label = ACTION_LABELS[action] ?? UNKNOWN_ACTION_LABEL;
  const fileName = (details as { fileName?: unknown } | null)?.fileName;
  if (typeof fileName === 'string' && action.startsWith('case.file.')) return `${label}: ${fileName}`;
  // Which kind of identifier (the value itself is not kept in the audit log).
  const kind = (details as { kind?: unknown } | null)?.kind;
  if (action.startsWith('case.identifier.') && typeof kind === 'string' && kind in identifierKindLabels)
    return `${label}: ${identifierKindLabels[kind as IdentifierKind]}`;
  const engine = (details as { engine?: unknown } | null)?.engine;
  if (action === 'case.image.reverse-search' && isReverseSearchEngine(engine))
    return `${label}: ${reverseSearchEngineNames[engine]}${typeof fileName === 'string' ? `, ${fileName}` : ''}`;
  const assigneeName = (details as { assigneeName?: unknown } | null)?.assigneeName;
  if (action === 'case.assigned' && typeof assigneeName === 'string' && assigneeName)
    return `Zugewiesen an ${assigneeName}`;
  const outcome = (details as { outcome?: unknown } | null)?.outcome;
  if (action === 'case.completed' && outcome === 'completed-no-findings')
    return 'Abgeschlossen: keine Treffer, Ergebnisbericht, Beweismappe und Gutschein an den Kunden gesendet';
  if (action === 'case.completed')
    return 'Abgeschlossen: mit Treffern, Ergebnisbericht und Beweismappe an den Kunden gesendet';
  const comment = (details as { comment?: unknown } | null)?.comment;
  if (action === 'case.review.returned' && typeof comment === 'string') return `${label}: „${comment}“`;
  const reason = (details as { reason?: unknown } | null)?.reason;
  if (action === 'case.declined' && typeof reason === 'string' && isDeclineReason(reason))
    return `Auftrag abgelehnt: ${declineReasonLabels[reason]}; volle Erstattung veranlasst, Kunde per E-Mail informiert`;
  return label;
}

/** The refund part of the case view: only for a withdrawn or declined case that was paid with money. */
async function loadRefund(db: Db, row: typeof cases.$inferSelect): Promise<CaseRefund | null> {
  if (row.status !== 'withdrawn' && row.status !== 'declined') return null;
  const declined = row.status === 'declined';
  const balance = await refundBalance(db, row.id);
  if (!balance.invoice || balance.paidCents <= 0) return null;
  const items = await db
    .select({
      refund: refunds,
      staffName: staffUsers.name,
      staffEmail: staffUsers.email,
      number: cancellationInvoices.number,
    })
    .from(refunds)
    .leftJoin(staffUsers, eq(staffUsers.id, refunds.requestedBy))
    .leftJoin(cancellationInvoices, eq(cancellationInvoices.refundId, refunds.id))
    .where(eq(refunds.caseId, row.id))
    .orderBy(asc(refunds.createdAt));
  const closedAt = declined ? row.declinedAt : row.withdrawnAt;
  return {
    cause: declined ? 'decline' : 'withdrawal',
    paidCents: balance.paidCents,
    committedCents: balance.committedCents,
    refundableCents: balance.refundableCents,
    dueBy: closedAt ? refundDueBy(closedAt).toISOString() : null,
    workBegun: row.startedAt !== null,
    suggestion: row.startedAt === null || declined ? null : await withdrawalRefundSuggestion(db, row.id),
    requestKey: randomUUID(),
    items: items.map(({ refund, staffName, staffEmail, number }) => ({
      id: refund.id,
      kind: refund.kind,
      amountCents: refund.amountCents,
      reason: refund.reason,
      status: refund.status,
      attempts: refund.attempts,
      lastError: refund.lastError,
      nextAttemptAt: refund.status === 'succeeded' ? null : refund.nextAttemptAt.toISOString(),
      createdAt: refund.createdAt.toISOString(),
      succeededAt: refund.succeededAt?.toISOString() ?? null,
      providerRefundId: refund.providerRefundId,
      returned: isReturnedRefund(refund.providerStatus),
      requestedBy: refund.requestedBy ? staffName || staffEmail || 'Mitarbeiter (gelöscht)' : null,
      cancellationNumber: number,
    })),
  };
}

function actorLabel(type: string, name: string | null, email: string | null): string {
  if (type === 'staff') return name || email || 'Mitarbeiter (gelöscht)';
  if (type === 'customer') return 'Kunde';
  return 'System';
}

/**
 * The case's notes with their authors, newest first. Returned unexecuted, like the other queries of
 * loadCaseWorkflow's Promise.all, so that they run in the order listed there.
 */
function notesQuery(db: Db, caseId: string) {
  return db
    .select({
      id: caseNotes.id,
      body: caseNotes.body,
      createdAt: caseNotes.createdAt,
      name: staffUsers.name,
      email: staffUsers.email,
    })
    .from(caseNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, caseNotes.authorId))
    .where(eq(caseNotes.caseId, caseId))
    .orderBy(desc(caseNotes.createdAt));
}

/** The case's audit entries with their staff, newest first, at most HISTORY_LIMIT (unexecuted: see notesQuery). */
function historyQuery(db: Db, caseId: string) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorType: auditLog.actorType,
      actorId: auditLog.actorId,
      action: auditLog.action,
      details: auditLog.details,
      requestId: auditLog.requestId,
      name: staffUsers.name,
      email: staffUsers.email,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, 'case'), eq(auditLog.entityId, caseId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
}

/** Who declined the case, when and why; null unless it is declined. */
function declinedView(
  row: typeof cases.$inferSelect,
  decliner: { name: string; email: string } | undefined,
): CaseWorkflow['declined'] {
  if (row.status !== 'declined') return null;
  return {
    at: (row.declinedAt ?? row.updatedAt).toISOString(),
    reasonLabel: isDeclineReason(row.declineReason ?? '')
      ? declineReasonLabels[row.declineReason as DeclineReason]
      : 'ohne Angabe',
    note: row.declineNote,
    by: decliner ? decliner.name || decliner.email : 'Mitarbeiter (gelöscht)',
  };
}

/** The case's audit history for display: consecutive views by one person become one line (app/lib/case-history.ts). */
function historyView(history: Awaited<ReturnType<typeof historyQuery>>): CaseWorkflow['history'] {
  return groupHistory(
    history.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      action: entry.action,
      label: actionLabel(entry.action, entry.details),
      actor: actorLabel(entry.actorType, entry.name, entry.email),
      actorKey: `${entry.actorType}:${entry.actorId ?? ''}`,
      requestId: entry.requestId,
    })),
  );
}

export async function loadCaseWorkflow(
  db: Db,
  caseId: string,
  reportLink: (documentId: string) => string,
  now = new Date(),
): Promise<CaseWorkflow | null> {
  const [row] = await db.select().from(cases).where(eq(cases.id, caseId));
  if (!row) return null;
  const [report, evidencePack, voucherRows, notes, history, refund, assignee, decliner] = await Promise.all([
    latestReport(db, caseId),
    latestDocument(db, caseId, 'evidence'),
    db.select().from(vouchers).where(eq(vouchers.issuedForCaseId, caseId)),
    notesQuery(db, caseId),
    historyQuery(db, caseId),
    loadRefund(db, row),
    row.assignedTo
      ? db
          .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
          .from(staffUsers)
          .where(eq(staffUsers.id, row.assignedTo))
      : Promise.resolve([]),
    row.declinedBy
      ? db
          .select({ name: staffUsers.name, email: staffUsers.email })
          .from(staffUsers)
          .where(eq(staffUsers.id, row.declinedBy))
      : Promise.resolve([]),
  ]);
  const assigned = assignee[0];
  const voucher = voucherRows[0];
  return {
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    dataPurgedAt: row.dataPurgedAt?.toISOString() ?? null,
    overdue: isOverdue(row.status, row.dueAt, now),
    canStart: row.status === 'paid',
    assignee: assigned ? { id: assigned.id, name: assigned.name || assigned.email } : null,
    assignedAt: assigned ? (row.assignedAt?.toISOString() ?? null) : null,
    canFinish: row.status === 'in-progress' && row.dataPurgedAt === null,
    canDecline: canTransition(row.status, 'declined'),
    declined: declinedView(row, decliner[0]),
    resultMessage: row.resultMessage,
    report: report
      ? {
          id: report.id,
          fileName: report.fileName,
          fileSize: report.fileSize,
          uploadedAt: report.uploadTimestamp.toISOString(),
          downloadUrl: reportLink(report.id),
        }
      : null,
    evidencePack: evidencePack
      ? { fileName: evidencePack.fileName, fileSize: evidencePack.fileSize, downloadUrl: reportLink(evidencePack.id) }
      : null,
    voucher: voucher
      ? {
          code: formatVoucherCode(voucher.code),
          expiresAt: voucher.expiresAt.toISOString(),
          redeemedAt: voucher.redeemedAt?.toISOString() ?? null,
        }
      : null,
    notes: notes.map((note) => ({
      id: note.id,
      authorName: note.name || note.email || 'Mitarbeiter (gelöscht)',
      body: note.body,
      createdAt: note.createdAt.toISOString(),
    })),
    history: historyView(history),
    refund,
  };
}
