// The cases tab ("Bezahlte Fälle", spec §2, §7 call 8): the paid cases page by page with search, one
// case with its details and files for the "Details" dialog, all matching cases for the CSV export,
// and the look-up behind the staff's file links. Only paid cases (`paidCase`, app/server/db/paid-case.server.ts).
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CaseStatus } from '#app/lib/case-state.ts';
import type { PaidCaseDetail, PaidCaseRow } from '#app/lib/dashboard-data.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { caseCustomer } from '../db/case-customer.server.ts';
import type { Db } from '../db/db.server.ts';
import { paidCase, paidWithVoucher } from '../db/paid-case.server.ts';
import { num, selectRows } from '../db/rows.server.ts';
import { caseDetails, cases, clients, uploadedDocuments } from '../db/schema.server.ts';
import {
  clientHaystack,
  containsText,
  idPrefixRange,
  isUuid,
  PAGE_SIZE,
  type Page,
  pageNumber,
  pageOf,
  searchText,
} from './search-and-paging.server.ts';

export type { PaidCaseDetail, PaidCaseRow };

export interface PaidDocument {
  id: string;
  caseId: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  /** Storage key; for the server's download route only, never sent to the browser. */
  filePath: string;
}

/** Rows read per statement by the CSV export. */
const EXPORT_CHUNK = 1000;

/** The customer as typed with the order (db/case-customer.server.ts), not the client's first spelling. */
const rowColumns = {
  id: cases.id,
  firstName: caseCustomer.firstName,
  lastName: caseCustomer.lastName,
  email: caseCustomer.email,
  caseType: cases.caseType,
  amountCents: cases.amountCents,
  paidWithVoucher: sql<boolean>`${paidWithVoucher}`,
  createdAt: cases.createdAt,
  status: cases.status,
  dataPurgedAt: cases.dataPurgedAt,
};

/** A list row as read: the case with its customer's name and e-mail. */
type ListRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  caseType: string;
  amountCents: number;
  paidWithVoucher: boolean;
  createdAt: Date;
  status: CaseStatus;
  dataPurgedAt: Date | null;
};

function toRow(row: ListRow): PaidCaseRow {
  return {
    id: row.id,
    reference: caseReference(row.id),
    clientName: `${row.firstName} ${row.lastName}`.trim(),
    clientEmail: row.email,
    serviceName: serviceName(row.caseType),
    amountCents: row.amountCents,
    paidWithVoucher: row.paidWithVoucher,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    dataPurgedAt: row.dataPurgedAt?.toISOString() ?? null,
  };
}

const matching = alias(clients, 'matching');

/**
 * The paid cases a search finds (id, created_at): the client's first name, last name, full name or
 * e-mail contains the text (case-insensitive, wildcards literal), or the case id starts with it (the
 * reference number). The clients are scanned once; the id prefix is a primary-key range.
 */
function caseHits(text: string): SQL {
  const byClient = sql`select ${cases.id} as id, ${cases.createdAt} as created_at from ${cases}
    where ${paidCase} and ${cases.clientId} in (
      select ${matching.id} from ${clients} as matching where ${containsText(clientHaystack(matching), text)})`;
  const ids = idPrefixRange(text);
  if (!ids) return byClient;
  return sql`${byClient}
    union
    select ${cases.id}, ${cases.createdAt} from ${cases}
    where ${paidCase} and ${cases.id} between ${ids.low}::uuid and ${ids.high}::uuid`;
}

/** Newest first (created_at, then id), 25 per page. */
export async function paidCasesPage(db: Db, options: { search?: string; page?: number }): Promise<Page<PaidCaseRow>> {
  const page = pageNumber(options.page);
  const text = searchText(options.search);
  if (text) return searchedPage(db, text, page);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(cases)
      .innerJoin(clients, eq(clients.id, cases.clientId))
      .where(paidCase)
      .orderBy(desc(cases.createdAt), desc(cases.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    // Counts the partial index alone.
    db.select({ total: count() }).from(cases).where(paidCase),
  ]);
  return pageOf(rows.map(toRow), counted?.total ?? 0, page);
}

/**
 * A searched page in one statement: the search (a scan of all clients) runs once, its hits are
 * counted, and only the page's 25 cases are read with their clients. Always answers one row at
 * least (the total), with null columns when the page is empty.
 */
async function searchedPage(db: Db, text: string, page: number): Promise<Page<PaidCaseRow>> {
  const rows = await selectRows<
    Omit<ListRow, 'id' | 'amountCents' | 'createdAt' | 'dataPurgedAt' | 'paidWithVoucher'> & {
      total: unknown;
      id: string | null;
      amountCents: unknown;
      voucher: unknown;
      createdMs: unknown;
      purgedMs: unknown;
    }
  >(
    db,
    sql`with hits as materialized (${caseHits(text)}),
      page as (
        select id, created_at from hits order by created_at desc, id desc
        limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE})
      select (select count(*) from hits) as total, c.id,
        coalesce(c.customer_first_name, cl.first_name) as "firstName",
        coalesce(c.customer_last_name, cl.last_name) as "lastName",
        coalesce(c.customer_email, cl.email) as email,
        c.case_type as "caseType", c.amount_cents as "amountCents", c.status,
        c.payment_id like 'voucher:%' as voucher,
        extract(epoch from c.created_at) * 1000 as "createdMs",
        extract(epoch from c.data_purged_at) * 1000 as "purgedMs"
      from (select 1) as one
        left join page on true
        left join ${cases} as c on c.id = page.id
        left join ${clients} as cl on cl.id = c.client_id
      order by page.created_at desc, page.id desc`,
  );
  const found = rows.flatMap(({ total, id, amountCents, voucher, createdMs, purgedMs, ...rest }) =>
    id
      ? [
          toRow({
            ...rest,
            id,
            amountCents: num(amountCents),
            paidWithVoucher: voucher === true,
            createdAt: new Date(num(createdMs)),
            dataPurgedAt: purgedMs == null ? null : new Date(num(purgedMs)),
          }),
        ]
      : [],
  );
  return pageOf(found, num(rows[0]?.total), page);
}

/**
 * Every paid case matching the search, newest first, for the CSV export: read in keyset-paginated
 * chunks of 1,000 rows, so the export never holds more than one chunk.
 */
export async function* paidCasesForExport(db: Db, search?: string): AsyncGenerator<PaidCaseRow> {
  const text = searchText(search);
  let after: string | undefined;
  for (;;) {
    // The cursor is the last row's id; its created_at is read back in the database at full
    // (microsecond) precision, which a JavaScript Date would cut to milliseconds.
    const cursor = after
      ? sql`(${cases.createdAt}, ${cases.id}) < (select c2.created_at, c2.id from ${cases} c2 where c2.id = ${after})`
      : undefined;
    const chunk = await db
      .select(rowColumns)
      .from(cases)
      .innerJoin(clients, eq(clients.id, cases.clientId))
      .where(and(paidCase, text ? sql`${cases.id} in (select id from (${caseHits(text)}) as hits)` : undefined, cursor))
      .orderBy(desc(cases.createdAt), desc(cases.id))
      .limit(EXPORT_CHUNK);
    for (const row of chunk) yield toRow(row);
    const last = chunk.at(-1);
    if (!last || chunk.length < EXPORT_CHUNK) return;
    after = last.id;
  }
}

/** The "Details" dialog: null unless the id names a paid case. */
export async function paidCaseDetail(db: Db, caseId: string): Promise<PaidCaseDetail | null> {
  if (!isUuid(caseId)) return null;
  const [row] = await db
    .select({
      id: cases.id,
      caseType: cases.caseType,
      amountCents: cases.amountCents,
      createdAt: cases.createdAt,
      paidAt: cases.paidAt,
      status: cases.status,
      paidWithVoucher: sql<boolean>`${paidWithVoucher}`,
      ...caseCustomer,
    })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .where(and(eq(cases.id, caseId), paidCase));
  if (!row) return null;
  const [details, documents] = await Promise.all([
    db
      .select({
        id: caseDetails.id,
        targetName: caseDetails.targetName,
        targetUsername: caseDetails.targetUsername,
        targetEmail: caseDetails.targetEmail,
        targetPhone: caseDetails.targetPhone,
        targetProfileUrl: caseDetails.targetProfileUrl,
        targetPlatforms: caseDetails.targetPlatforms,
        suspicionReason: caseDetails.suspicionReason,
        chatContent: caseDetails.chatContent,
      })
      .from(caseDetails)
      .where(eq(caseDetails.caseId, caseId))
      .orderBy(asc(caseDetails.createdAt), asc(caseDetails.id)),
    db
      .select({
        id: uploadedDocuments.id,
        fileName: uploadedDocuments.fileName,
        fileSize: uploadedDocuments.fileSize,
        fileType: uploadedDocuments.fileType,
        uploadedAt: uploadedDocuments.uploadTimestamp,
      })
      .from(uploadedDocuments)
      // The customer's uploads; the staff's report is part of the case handling (case-view.server.ts).
      .where(
        and(
          eq(uploadedDocuments.caseId, caseId),
          eq(uploadedDocuments.state, 'stored'),
          eq(uploadedDocuments.kind, 'customer'),
        ),
      )
      .orderBy(asc(uploadedDocuments.uploadTimestamp), asc(uploadedDocuments.id)),
  ]);
  return {
    id: row.id,
    reference: caseReference(row.id),
    caseType: row.caseType,
    serviceName: serviceName(row.caseType),
    amountCents: row.amountCents,
    paidWithVoucher: row.paidWithVoucher,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    status: row.status,
    client: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone },
    details,
    documents: documents.map((document) => ({ ...document, uploadedAt: document.uploadedAt.toISOString() })),
  };
}

/** A stored file of a paid case, for the staff's open and download links; null otherwise. */
export async function paidDocument(db: Db, documentId: string): Promise<PaidDocument | null> {
  if (!isUuid(documentId)) return null;
  const [row] = await db
    .select({
      id: uploadedDocuments.id,
      caseId: cases.id,
      fileName: uploadedDocuments.fileName,
      fileType: uploadedDocuments.fileType,
      fileSize: uploadedDocuments.fileSize,
      filePath: uploadedDocuments.filePath,
    })
    .from(uploadedDocuments)
    .innerJoin(cases, eq(cases.id, uploadedDocuments.caseId))
    .where(and(eq(uploadedDocuments.id, documentId), eq(uploadedDocuments.state, 'stored'), paidCase));
  return row ?? null;
}
