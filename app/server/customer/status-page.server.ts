// The customer's status page /auftrag/{token} (app/routes/case-status.tsx) and its two downloads,
// the report and the invoice. The token (status-token.server.ts) is the only key: whoever holds the
// link sees this one order, nothing else. Paid cases have the full page; an order whose SEPA debit is
// in review, or that was reopened after the bank returned it, has a short one (loadStatusPageState,
// decision record 025). A malformed, unknown or other unpaid token gets the same "not found", so the
// answer tells nothing about which tokens exist.
import { Readable } from 'node:stream';
import { addHours } from 'date-fns/addHours';
import { and, eq } from 'drizzle-orm';
import { noHitsLimits, outcomeDefinitions, verdictDefinitions } from '#app/content/result-terms.ts';
import { canTransition, caseStatusLabels, hasBeenPaid, isCompleted, isOpenForWork } from '#app/lib/case-state.ts';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { type DeclineReason, declineCustomerTexts, isDeclineReason } from '#app/lib/decline-reasons.ts';
import { outcomeLabels, type Verdict, verdictLabels } from '#app/lib/findings.ts';
import { formatEuro } from '#app/lib/format.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import type { StatusPageView, UnpaidStatusView } from '#app/lib/status-page-view.ts';
import { formatVoucherCode } from '#app/lib/voucher-code.ts';
import { latestDocument, latestReport } from '../casework/report-upload.server.ts';
import type { Db } from '../db/db.server.ts';
import { auditLog, cancellationInvoices, cases, invoices, vouchers } from '../db/schema.server.ts';
import { cancellationDocument } from '../invoices/cancellation-invoice.server.ts';
import { type InvoiceDeps, invoiceDocument } from '../invoices/issue-invoice.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { voucherCodeOf } from './order-summary.server.ts';
import { caseByToken, unpaidOrderState } from './pay-again.server.ts';
import { refundRows, refundView } from './status-refund.server.ts';
import { CUSTOMER_STATUS_LABELS, statusTimeline } from './status-timeline.server.ts';
import { isStatusToken } from './status-token.server.ts';

/** What we tell every customer (docs/product.md §6): the result usually 24–48 hours after payment. */
export const DELIVERY_HOURS = { from: 24, to: 48 } as const;

type CaseRow = typeof cases.$inferSelect;

/** The paid case behind a token, or undefined (malformed tokens never reach the database). */
async function paidCaseByToken(db: Db, token: string): Promise<CaseRow | undefined> {
  if (!isStatusToken(token)) return undefined;
  const [row] = await db.select().from(cases).where(eq(cases.statusToken, token));
  return row && hasBeenPaid(row.status) ? row : undefined;
}

/** Result, report and message belong to the customer once the work is done, until the data is deleted. */
function resultReleased(row: CaseRow): boolean {
  return isCompleted(row.status) && row.dataPurgedAt === null;
}

function paidWithVoucher(row: CaseRow): boolean {
  return row.amountCents === 0 && voucherCodeOf(row.paymentId) !== null;
}

/** The verdict and the outcome of a completed case with their definitions (app/content/result-terms.ts). */
function resultOf(row: CaseRow): StatusPageView['result'] {
  if (!isCompleted(row.status)) return null;
  const outcome = row.status === 'completed-no-findings' ? 'no-hits' : 'hits';
  const verdict = row.verdict && row.verdict in verdictLabels ? (row.verdict as Verdict) : null;
  return {
    verdict: verdict ? { label: verdictLabels[verdict], definition: verdictDefinitions[verdict] } : null,
    outcome: { key: outcome, label: outcomeLabels[outcome], definition: outcomeDefinitions[outcome] },
    noHitsLimits: outcome === 'no-hits' ? noHitsLimits : [],
  };
}

/** The status page of a paid case, or null (malformed, unknown or unpaid token: the same answer). */
export async function loadStatusPage(db: Db, token: string, now = new Date()): Promise<StatusPageView | null> {
  const row = await paidCaseByToken(db, token);
  if (!row) return null;
  const released = resultReleased(row);
  const [report, evidencePack, appendix, [invoice], [voucher], refundList] = await Promise.all([
    released ? latestReport(db, row.id) : undefined,
    released ? latestDocument(db, row.id, 'evidence') : undefined,
    released ? latestDocument(db, row.id, 'report-appendix') : undefined,
    db
      .select({ documentKey: invoices.documentKey, grossCents: invoices.grossCents })
      .from(invoices)
      .where(eq(invoices.caseId, row.id)),
    db.select().from(vouchers).where(eq(vouchers.issuedForCaseId, row.id)),
    refundRows(db, row.id),
  ]);
  const paidAt = row.paidAt ?? row.createdAt;
  const byVoucher = paidWithVoucher(row);
  // The time the case waited for her answers does not count (issue 39): the window moves on by it.
  const clockStart = new Date(paidAt.getTime() + row.pausedSeconds * 1000);
  const deliveryEnd = addHours(clockStart, DELIVERY_HOURS.to);
  return {
    reference: caseReference(row.id),
    serviceName: serviceName(row.caseType),
    status: row.status,
    statusLabel: CUSTOMER_STATUS_LABELS[row.status] ?? caseStatusLabels[row.status],
    timeline: statusTimeline({ ...row, paidAt }),
    paidAt,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    withdrawnAt: row.withdrawnAt,
    declined:
      row.status === 'declined' && isDeclineReason(row.declineReason ?? '')
        ? { at: row.declinedAt ?? row.updatedAt, text: declineCustomerTexts[row.declineReason as DeclineReason] }
        : null,
    // While a Rückfrage waits for her, the clock is paused: no window (the question section says so).
    expectedDelivery:
      isOpenForWork(row.status) && row.status !== 'awaiting-customer'
        ? { from: addHours(clockStart, DELIVERY_HOURS.from), to: deliveryEnd, overdue: now > deliveryEnd }
        : null,
    resultMessage: released ? (row.resultMessage?.trim() ?? '') || null : null,
    result: released ? resultOf(row) : null,
    hasReport: report !== undefined,
    hasEvidencePack: evidencePack !== undefined,
    appendixName: appendix?.fileName ?? null,
    invoice: byVoucher ? 'none' : invoice?.documentKey ? 'available' : 'pending',
    paidWithVoucher: byVoucher,
    guaranteeVoucher: voucher
      ? {
          code: formatVoucherCode(voucher.code),
          expiresAt: voucher.expiresAt,
          expired: now >= voucher.expiresAt,
          redeemedAt: voucher.redeemedAt,
        }
      : null,
    canWithdraw: canTransition(row.status, 'withdrawn'),
    dataPurgedAt: row.dataPurgedAt,
    refund: refundView(row, invoice?.grossCents ?? 0, refundList, `/auftrag/${token}`),
  };
}

export type StatusPageState = { kind: 'paid'; view: StatusPageView } | { kind: 'unpaid'; view: UnpaidStatusView };

/** What /auftrag/{token} shows: the paid case's page, an unpaid order's short page, or null (404). */
export async function loadStatusPageState(db: Db, token: string, now = new Date()): Promise<StatusPageState | null> {
  const paid = await loadStatusPage(db, token, now);
  if (paid) return { kind: 'paid', view: paid };
  const row = await caseByToken(db, token);
  if (!row) return null;
  const state = await unpaidOrderState(db, row);
  if (!state) return null;
  return {
    kind: 'unpaid',
    view: {
      state,
      reference: caseReference(row.id),
      serviceName: serviceName(row.caseType),
      amount: formatEuro(row.amountCents),
      orderedAt: row.createdAt,
      since: row.updatedAt,
      canWithdraw: state === 'review' && row.withdrawnAt === null,
    },
  };
}

/** A file for the customer to download. */
export interface StatusDownload {
  caseId: string;
  /** Plain ASCII: it goes into Content-Disposition as is. */
  fileName: string;
  contentType: 'application/pdf';
  content: Readable | Buffer;
  size: number;
}

/** The delivered report (the newest of the case), or null before completion, after deletion, or for an unknown token. */
export function openStatusReport(db: Db, storage: FileStorage, token: string): Promise<StatusDownload | null> {
  return openStatusDocument(db, storage, token, 'report');
}

const DOWNLOAD_NAMES = {
  report: 'Echtcheck-Ergebnisbericht',
  evidence: 'Echtcheck-Beweismappe',
  'report-appendix': 'Echtcheck-Anlage-zum-Ergebnisbericht',
} as const;

/**
 * A delivered document of the case — the report, the evidence pack or the admin's appendix — or
 * null before completion, after deletion, or for an unknown token.
 */
export async function openStatusDocument(
  db: Db,
  storage: FileStorage,
  token: string,
  kind: 'report' | 'evidence' | 'report-appendix',
): Promise<StatusDownload | null> {
  const row = await paidCaseByToken(db, token);
  if (!row || !resultReleased(row)) return null;
  const report = kind === 'report' ? await latestReport(db, row.id) : await latestDocument(db, row.id, kind);
  if (!report) return null;
  // A missing file surfaces only when a stream is read; ask for its size first.
  const size = await storage.size(report.filePath);
  if (size === undefined) return null;
  return {
    caseId: row.id,
    fileName: `${DOWNLOAD_NAMES[kind]}-${caseReference(row.id)}.pdf`,
    contentType: 'application/pdf',
    content: await storage.read(report.filePath),
    size,
  };
}

/**
 * The invoice PDF as it was sent (the stored file, checked against its checksum), or null when
 * there is none yet, none at all (voucher order), or the token is unknown.
 */
export async function openStatusInvoice(db: Db, deps: InvoiceDeps, token: string): Promise<StatusDownload | null> {
  const row = await paidCaseByToken(db, token);
  if (!row || paidWithVoucher(row)) return null;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.caseId, row.id));
  if (!invoice?.documentKey) return null;
  const { content } = await invoiceDocument(db, deps, invoice.id);
  return {
    caseId: row.id,
    // "EC-2026-000123.pdf": the invoice number is ASCII by construction.
    fileName: `${invoice.invoiceNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`,
    contentType: 'application/pdf',
    content,
    size: content.byteLength,
  };
}

/**
 * A cancellation invoice of the case as it was sent, or null (another case's id, none issued yet,
 * unknown token).
 */
export async function openStatusCancellation(
  db: Db,
  deps: InvoiceDeps,
  token: string,
  cancellationId: string,
): Promise<StatusDownload | null> {
  const row = await paidCaseByToken(db, token);
  if (!row || !isUuid(cancellationId)) return null;
  const [cancellation] = await db
    .select({ id: cancellationInvoices.id, number: cancellationInvoices.number })
    .from(cancellationInvoices)
    .where(and(eq(cancellationInvoices.id, cancellationId), eq(cancellationInvoices.caseId, row.id)));
  if (!cancellation) return null;
  const { content } = await cancellationDocument(db, deps, cancellation.id);
  return {
    caseId: row.id,
    // "ST-2026-000001.pdf": ASCII by construction.
    fileName: `${cancellation.number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`,
    contentType: 'application/pdf',
    content,
    size: content.byteLength,
  };
}

/** Every status-page response: never cached, never indexed, and its secret URL never sent on as a referrer. */
export const STATUS_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/**
 * The HTTP answer for a download: the file as an attachment, audited; or 404 in German when there is
 * nothing to download. A HEAD request gets the headers only and is not recorded as a download.
 */
export async function statusDownloadResponse(
  db: Db,
  download: StatusDownload | null,
  request: {
    method: string;
    requestId: string;
    action:
      | 'status.report.downloaded'
      | 'status.evidence.downloaded'
      | 'status.appendix.downloaded'
      | 'status.invoice.downloaded'
      | 'status.cancellation.downloaded';
  },
): Promise<Response> {
  if (!download) {
    return new Response(
      'Diese Datei ist nicht (mehr) verfügbar. Bitte öffnen Sie die Statusseite über den Link aus Ihrer Bestätigungsmail.',
      { status: 404, headers: { ...STATUS_PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } },
    );
  }
  const headers = new Headers({
    ...STATUS_PAGE_HEADERS,
    'Content-Type': download.contentType,
    'Content-Disposition': `attachment; filename="${download.fileName}"`,
    'Content-Length': String(download.size),
    'X-Content-Type-Options': 'nosniff',
    // Never rendered by us: a PDF viewer that opens it anyway gets no scripts and no requests.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (request.method === 'HEAD') {
    if (!Buffer.isBuffer(download.content)) download.content.destroy();
    return new Response(null, { status: 200, headers });
  }
  await db.insert(auditLog).values({
    actorType: 'customer',
    action: request.action,
    entityType: 'case',
    entityId: download.caseId,
    requestId: request.requestId,
  });
  const body = Buffer.isBuffer(download.content)
    ? new Uint8Array(download.content)
    : (Readable.toWeb(download.content) as ReadableStream<Uint8Array>);
  return new Response(body, { status: 200, headers });
}
