// The customer of a case: the contact data typed with its order (cases.customer_*, decision record
// 028), or its client's where the case has no copy (deleted with the case data, or never written).
// One client may have several orders with differently typed names; each case shows its own.
import { sql } from 'drizzle-orm';
import { cases, clients } from './schema.server.ts';

export interface CaseCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

type CaseCopy = Pick<
  typeof cases.$inferSelect,
  'customerFirstName' | 'customerLastName' | 'customerEmail' | 'customerPhone'
>;

/** The copy is all or nothing: the e-mail tells whether the case has one. */
export function caseCustomerOf(row: CaseCopy, client: CaseCustomer): CaseCustomer {
  if (row.customerEmail === null) return client;
  return {
    firstName: row.customerFirstName ?? '',
    lastName: row.customerLastName ?? '',
    email: row.customerEmail,
    phone: row.customerPhone,
  };
}

/** The same as columns of a select that joins the case's client. */
export const caseCustomer = {
  firstName: sql<string>`coalesce(${cases.customerFirstName}, ${clients.firstName})`,
  lastName: sql<string>`coalesce(${cases.customerLastName}, ${clients.lastName})`,
  email: sql<string>`coalesce(${cases.customerEmail}, ${clients.email})`,
  phone: sql<
    string | null
  >`case when ${cases.customerEmail} is null then ${clients.phone} else ${cases.customerPhone} end`,
};
