// Reads one case with its client, details, documents and consents: what mails and pages show.
import { and, asc, eq } from 'drizzle-orm';
import { isPaidWith, type PaidWith } from '#app/lib/payment-methods.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { caseCustomerOf } from '../db/case-customer.server.ts';
import type { Db } from '../db/db.server.ts';
import { caseDetails, cases, clients, consentRecords, uploadedDocuments } from '../db/schema.server.ts';

// The order as the customer placed it: what the confirmation mail, the staff notification and the
// staff pages show.
export interface OrderDocument {
  fileName: string;
  /** Bytes. */
  fileSize: number;
  /** MIME type detected from the content. */
  fileType: string;
  uploadedAt: Date;
}

export interface OrderConsent {
  kind: 'berechtigtes-interesse' | 'agb' | 'datenschutz' | 'age-18' | 'early-start';
  /** Exact checkbox text the customer confirmed; may contain [label](/path) links. */
  text: string;
  version: string;
  givenAt: Date;
}

export interface OrderSummary {
  caseId: string;
  /** Reference number shown to customers: the first 8 characters of the case id. */
  reference: string;
  /** e.g. "Dating-App-Check" or "Allgemeine Prüfung". */
  serviceName: string;
  amountCents: number;
  /** The guarantee voucher that paid for this order (amount 0, payment id `voucher:{code}`), else null. */
  voucherCode: string | null;
  /** Key of the customer's status page /auftrag/{token}; null only for cases older than the page. */
  statusToken: string | null;
  createdAt: Date;
  paidAt: Date;
  /** How the customer paid (cases.payment_method); null for a voucher, or when unknown (older cases). */
  paymentMethod: PaidWith | null;
  customer: { firstName: string; lastName: string; email: string; phone: string | null };
  target: {
    name: string;
    username: string | null;
    email: string | null;
    phone: string | null;
    profileUrl: string | null;
    platforms: string[];
  };
  /** Ticked permitted purposes and the 150–300 character description (berechtigtes Interesse). */
  legitimateInterest: { purposes: string[]; description: string };
  suspicionReason: string | null;
  chatContent: string | null;
  documents: OrderDocument[];
  consents: OrderConsent[];
}

/** Payment id of an order paid with a guarantee voucher: `voucher:{code}` (app/server/vouchers/vouchers.server.ts). */
export const VOUCHER_PAYMENT_PREFIX = 'voucher:';

export function voucherCodeOf(paymentId: string | null): string | null {
  return paymentId?.startsWith(VOUCHER_PAYMENT_PREFIX) ? paymentId.slice(VOUCHER_PAYMENT_PREFIX.length) : null;
}

/** The customer's status page (app/routes/case-status.tsx). */
export function statusPageUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/auftrag/${token}`;
}

export async function loadOrderSummary(db: Db, caseId: string): Promise<OrderSummary | undefined> {
  const [row] = await db
    .select({ case: cases, client: clients })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .where(eq(cases.id, caseId));
  if (!row) return undefined;
  const [detail] = await db.select().from(caseDetails).where(eq(caseDetails.caseId, caseId)).limit(1);
  // The customer's own uploads only: the staff's files of the case (report, screenshots, …) are not
  // part of the order the mails confirm.
  const documents = await db
    .select()
    .from(uploadedDocuments)
    .where(and(eq(uploadedDocuments.caseId, caseId), eq(uploadedDocuments.kind, 'customer')))
    .orderBy(asc(uploadedDocuments.uploadTimestamp));
  const consents = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.caseId, caseId))
    .orderBy(asc(consentRecords.givenAt));
  // Re-orders of a pending case add new consent rows: the latest of each kind counts.
  const latest = new Map<string, (typeof consents)[number]>();
  for (const consent of consents) latest.set(consent.kind, consent);
  const interest = latest.get('berechtigtes-interesse')?.details as {
    purposes?: string[];
    description?: string;
  } | null;
  return {
    caseId,
    reference: caseReference(caseId),
    serviceName: serviceName(row.case.caseType),
    amountCents: row.case.amountCents,
    voucherCode: voucherCodeOf(row.case.paymentId),
    statusToken: row.case.statusToken,
    createdAt: row.case.createdAt,
    paidAt: row.case.paidAt ?? row.case.createdAt,
    paymentMethod: isPaidWith(row.case.paymentMethod) ? row.case.paymentMethod : null,
    // As typed with this order; the client may have ordered before under another spelling.
    customer: caseCustomerOf(row.case, row.client),
    target: {
      name: detail?.targetName ?? 'Unbekannt',
      username: detail?.targetUsername ?? null,
      email: detail?.targetEmail ?? null,
      phone: detail?.targetPhone ?? null,
      profileUrl: detail?.targetProfileUrl ?? null,
      platforms: detail?.targetPlatforms ?? [],
    },
    legitimateInterest: { purposes: interest?.purposes ?? [], description: interest?.description ?? '' },
    suspicionReason: detail?.suspicionReason ?? null,
    chatContent: detail?.chatContent ?? null,
    documents: documents.map((document) => ({
      fileName: document.fileName,
      fileSize: document.fileSize,
      fileType: document.fileType,
      uploadedAt: document.uploadTimestamp,
    })),
    consents: [...latest.values()].map((consent) => ({
      kind: consent.kind as OrderConsent['kind'],
      text: consent.text,
      version: consent.version,
      givenAt: consent.givenAt,
    })),
  };
}
