// The clients tab ("Kunden", spec §2, §7 calls 6–7): clients with at least one paid case, newest
// first, 25 per page, searchable by name and e-mail.
import { and, count, desc, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { cases, clients } from '../db/schema.server.ts';
import { containsPattern, PAGE_SIZE, type Page, pageNumber, pageOf, paidCase, searchText } from './shared.server.ts';

export interface ClientRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** ISO 8601: the registration date the tab shows. */
  createdAt: string;
}

/** spec §7 call 6: the client has a case with a payment id whose status is not pending. */
const hasPaidCase = sql`exists (select 1 from ${cases} where ${cases.clientId} = ${clients.id} and ${paidCase})`;

function clientSearch(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  return or(
    sql`${clients.firstName} ilike ${pattern}`,
    sql`${clients.lastName} ilike ${pattern}`,
    sql`(${clients.firstName} || ' ' || ${clients.lastName}) ilike ${pattern}`,
    sql`${clients.email} ilike ${pattern}`,
  );
}

export async function clientsPage(db: Db, options: { search?: string; page?: number }): Promise<Page<ClientRow>> {
  const page = pageNumber(options.page);
  const text = searchText(options.search);
  const where = and(hasPaidCase, text ? clientSearch(text) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: clients.id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
        createdAt: clients.createdAt,
      })
      .from(clients)
      .where(where)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    counted?.total ?? 0,
    page,
  );
}
