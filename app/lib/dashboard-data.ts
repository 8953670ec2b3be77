// The shapes of the dashboard's data as the server sends them and the staff pages show them (spec §2
// "Admin dashboard"): filled from SQL by app/server/dashboard/, rendered by app/components/staff/.
// Types only; instants are ISO 8601 strings.

import type { CaseStatus } from './case-state.ts';

export interface Page<Row> {
  rows: Row[];
  /** Matching rows over all pages. */
  total: number;
  /** 1-based; a page past the last one is answered with no rows. */
  page: number;
  pageSize: number;
  /** At least 1, so that an empty list still reads "page 1 of 1". */
  pageCount: number;
}

export interface DashboardCards {
  /** Sum of the amounts of all paid cases. */
  revenueCents: number;
  /** Distinct clients (persons, one per e-mail address) with at least one case paid with money (above 0 €). */
  payingCustomers: number;
  /** Cases paid with money: a voucher order (0 €) is not counted. */
  paidCases: number;
  /** All-time visitors: distinct visitors per Berlin day, summed (see analytics.server.ts). */
  visitors: number;
  /** Paid more than 48 hours ago and not finished (case-state.ts isOverdue). */
  overdueCases: number;
}

export interface RevenueRow {
  label: string;
  revenueCents: number;
  /** Cases paid with money in the bucket (voucher orders are not counted). */
  caseCount: number;
}

export interface RevenueTotals {
  revenueCents: number;
  caseCount: number;
}

export interface PaidCaseRow {
  id: string;
  /** First 8 characters of the id (spec §9). */
  reference: string;
  clientName: string;
  clientEmail: string;
  serviceName: string;
  amountCents: number;
  /** Paid with a guarantee voucher (0 €): shown as "Gutschein" instead of an amount. */
  paidWithVoucher: boolean;
  /** ISO 8601. */
  createdAt: string;
  status: CaseStatus;
  /** ISO 8601: when the case data was deleted (30 days after completion, or on the client's request). */
  dataPurgedAt: string | null;
}

export interface PaidCaseDetail {
  id: string;
  reference: string;
  /** The service key (app/lib/services.ts); the workbench's lists depend on it. */
  caseType: string;
  serviceName: string;
  amountCents: number;
  /** Paid with a guarantee voucher (0 €): shown as "Gutschein". */
  paidWithVoucher: boolean;
  createdAt: string;
  paidAt: string | null;
  status: CaseStatus;
  /** The customer as typed with this order (the client may have ordered under another spelling). */
  client: { firstName: string; lastName: string; email: string; phone: string | null };
  details: {
    id: string;
    targetName: string;
    targetUsername: string | null;
    targetEmail: string | null;
    targetPhone: string | null;
    targetProfileUrl: string | null;
    targetPlatforms: string[];
    suspicionReason: string | null;
    chatContent: string | null;
  }[];
  /** Complete uploads only; the storage path stays on the server (see paidDocument). */
  documents: { id: string; fileName: string; fileSize: number; fileType: string; uploadedAt: string }[];
}

/** One paid order of a client in the clients tab. */
export interface ClientOrder {
  id: string;
  /** First 8 characters of the id (spec §9). */
  reference: string;
  /** ISO 8601: when it was ordered. */
  createdAt: string;
  serviceName: string;
  amountCents: number;
  /** Paid with a guarantee voucher (0 €): shown as "Gutschein". */
  paidWithVoucher: boolean;
  status: CaseStatus;
}

/** A client: one person, all orders from one e-mail address (trimmed, case-insensitive). */
export interface ClientRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** ISO 8601: the registration date the tab shows (the first order). */
  createdAt: string;
  /** ISO 8601: when the personal data was deleted (clients.anonymised_at: retention job or erasure on request). */
  dataDeletedAt: string | null;
  /** The client's paid orders (voucher orders included), newest first. */
  orders: ClientOrder[];
}

/** The answer of the erasure endpoint (/conan/api/kunden/:clientId/loeschen). */
export type EraseClientResponse = { ok: true } | { error: string };

/** The workbench's figures on the cases tab (app/server/dashboard/workbench-figures.server.ts). */
export interface WorkbenchFigures {
  /** The last 12 Berlin ISO weeks, oldest first: delivered cases and the median hours from payment to delivery. */
  weeks: { weekStart: string; delivered: number; medianHours: number | null }[];
  /** Each verdict's share of the delivered cases, and those completed with an own report only. */
  verdicts: { label: string; count: number; percent: number }[];
  deliveredTotal: number;
  /** Cases whose images matched an image of an earlier case; of those, a confirmed stolen or fake one. */
  matchedCases: number;
  matchedConfirmedCases: number;
}
