// The order's client (decision record 028): one client per person, found by the e-mail address
// trimmed and lower-cased, or created. Race-safe: the unique index clients_email_key_idx arbitrates
// two orders of one person at the same moment, and the row stays locked until the order commits.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/db.server.ts';
import { selectRows } from '../db/rows.server.ts';

export interface ClientContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/**
 * The id of the client with this address that is not anonymised, or of a new one with this contact
 * data. An existing client keeps the contact data of its first order; the order's own copy goes on
 * its case (cases.customer_*).
 *
 * One statement: `insert … on conflict do update` returns the existing row as well as a new one,
 * and takes the row's lock, so the retention job can neither delete nor anonymise the client
 * before this order's case is committed (it locks the client and looks for cases after that). A
 * client anonymised meanwhile has left the index: the order then makes a new client.
 */
export async function findOrCreateClient(tx: DbOrTx, contact: ClientContact): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    tx,
    sql`insert into clients (first_name, last_name, email, phone)
        values (${contact.firstName}, ${contact.lastName}, ${contact.email}, ${contact.phone})
        on conflict (lower(btrim(email))) where anonymised_at is null
        do update set email = clients.email
        returning id`,
  );
  if (!row) throw new Error('client not written');
  return row.id;
}
