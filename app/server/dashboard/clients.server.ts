// The clients tab ("Kunden", spec §2, §7 calls 6–7): clients with at least one paid case, newest
// first, 25 per page, searchable by name and e-mail. A client is one person: every order from one
// e-mail address (decision record 028); each row carries the client's paid orders.
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { ClientOrder, ClientRow } from '#app/lib/dashboard-data.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import type { Db } from '../db/db.server.ts';
import { paidCase, paidWithVoucher } from '../db/paid-case.server.ts';
import { num, selectRows } from '../db/rows.server.ts';
import { cases, clients } from '../db/schema.server.ts';
import {
  clientHaystack,
  containsText,
  PAGE_SIZE,
  type Page,
  pageNumber,
  pageOf,
  searchText,
} from './search-and-paging.server.ts';

export type { ClientOrder, ClientRow };

/** spec §7 call 6: the client has a case with a payment id whose status is not pending. */
const hasPaidCase = sql`exists (select 1 from ${cases} where ${cases.clientId} = ${clients.id} and ${paidCase})`;

export async function clientsPage(db: Db, options: { search?: string; page?: number }): Promise<Page<ClientRow>> {
  const page = pageNumber(options.page);
  const text = searchText(options.search);
  if (text) return searchedPage(db, text, page);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: clients.id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
        createdAt: clients.createdAt,
        dataDeletedAt: clients.anonymisedAt,
      })
      .from(clients)
      .where(hasPaidCase)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    // The distinct clients of the paid cases, from the partial index alone (a semi-join of all
    // clients costs several times as much).
    selectRows<{ total: unknown }>(
      db,
      sql`select count(*) as total
          from (select ${cases.clientId} from ${cases} where ${paidCase} group by ${cases.clientId}) as paying`,
    ),
  ]);
  const orders = await paidOrders(
    db,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      dataDeletedAt: row.dataDeletedAt?.toISOString() ?? null,
      orders: orders.get(row.id) ?? [],
    })),
    num(counted?.total),
    page,
  );
}

/**
 * The paid orders (voucher orders included) of the page's clients, newest first, by client: one
 * statement over the cases' client index.
 */
async function paidOrders(db: Db, clientIds: string[]): Promise<Map<string, ClientOrder[]>> {
  const byClient = new Map<string, ClientOrder[]>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .select({
      id: cases.id,
      clientId: cases.clientId,
      createdAt: cases.createdAt,
      caseType: cases.caseType,
      amountCents: cases.amountCents,
      paidWithVoucher: sql<boolean>`${paidWithVoucher}`,
      status: cases.status,
    })
    .from(cases)
    .where(and(inArray(cases.clientId, clientIds), paidCase))
    .orderBy(desc(cases.createdAt), desc(cases.id));
  for (const row of rows) {
    const list = byClient.get(row.clientId) ?? [];
    list.push({
      id: row.id,
      reference: caseReference(row.id),
      createdAt: row.createdAt.toISOString(),
      serviceName: serviceName(row.caseType),
      amountCents: row.amountCents,
      paidWithVoucher: row.paidWithVoucher,
      status: row.status,
    });
    byClient.set(row.clientId, list);
  }
  return byClient;
}

/**
 * A searched page in one statement: the clients are scanned once, the hits counted and the page's
 * 25 returned. Always answers one row at least (the total), with null columns when the page is empty.
 */
async function searchedPage(db: Db, text: string, page: number): Promise<Page<ClientRow>> {
  const rows = await selectRows<{
    total: unknown;
    id: string | null;
    first_name: string;
    last_name: string;
    email: string;
    created_ms: unknown;
    anonymised_ms: unknown;
  }>(
    db,
    sql`with hits as materialized (
        select ${clients.id} as id, ${clients.firstName} as first_name, ${clients.lastName} as last_name,
          ${clients.email} as email, ${clients.createdAt} as created_at, ${clients.anonymisedAt} as anonymised_at
        from ${clients} where ${containsText(clientHaystack(clients), text)} and ${hasPaidCase}),
      page as (
        select * from hits order by created_at desc, id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE})
      select (select count(*) from hits) as total, page.id, page.first_name, page.last_name, page.email,
        extract(epoch from page.created_at) * 1000 as created_ms,
        extract(epoch from page.anonymised_at) * 1000 as anonymised_ms
      from (select 1) as one left join page on true
      order by page.created_at desc, page.id desc`,
  );
  const orders = await paidOrders(
    db,
    rows.flatMap((row) => (row.id ? [row.id] : [])),
  );
  const found = rows.flatMap((row) =>
    row.id
      ? [
          {
            id: row.id,
            firstName: row.first_name,
            lastName: row.last_name,
            email: row.email,
            createdAt: new Date(num(row.created_ms)).toISOString(),
            dataDeletedAt: row.anonymised_ms == null ? null : new Date(num(row.anonymised_ms)).toISOString(),
            orders: orders.get(row.id) ?? [],
          },
        ]
      : [],
  );
  return pageOf(found, num(rows[0]?.total), page);
}
