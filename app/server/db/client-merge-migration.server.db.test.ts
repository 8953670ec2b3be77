// The migration that makes one client per person (decision record 028) on data written before it:
// a database migrated up to the migration before, seeded with duplicate clients (the address in
// other case and with spaces), an anonymised client and rows in every table that refers to a client,
// then migrated to the end. The oldest client of each address stays, every reference points to it,
// each case keeps the contact data it was ordered with, and nothing else changes.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useScratchFolder } from '#tests/support/database-fixture.ts';
import { createScratchDatabase, type ScratchDatabase } from '#tests/support/scratch-database.ts';
import { testDatabaseKind } from '#tests/support/test-database.ts';
import { findOrCreateClient } from '../checkout/client.server.ts';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from './db.server.ts';
import { selectRows } from './rows.server.ts';

const MIGRATION = /_one_client_per_person$/;
const folder = useScratchFolder('echtcheck-merge-migration-');
let database: Database;
let scratch: ScratchDatabase | undefined;

/** A copy of drizzle/ that ends with the migration before this one. */
async function migrationsBefore(): Promise<string> {
  const target = path.join(folder.path, 'drizzle');
  await mkdir(path.join(target, 'meta'), { recursive: true });
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => MIGRATION.test(entry.tag));
  if (index < 0) throw new Error('the migration is not in the journal');
  const entries = journal.entries.slice(0, index);
  for (const entry of entries) {
    await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`));
  }
  await writeFile(path.join(target, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return target;
}

/** The rest of the committed migrations, this one included. */
async function migrateToTheEnd(): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } else {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

const run = (query: SQL) => database.db.execute(query);
const rows = <Row>(query: SQL) => selectRows<Row>(database.db, query);
/** A table's rows as JSON text, in a fixed order, for comparing before and after. */
const table = (name: string, order: string) =>
  rows<{ row: string }>(sql.raw(`select row_to_json(t)::text as row from "${name}" t order by ${order}`)).then((list) =>
    list.map((item) => JSON.parse(item.row) as Record<string, unknown>),
  );

// Clients: three of one address (the oldest first), one of another, two anonymised (both '').
const ids = {
  // The oldest has the largest id of the three: created_at decides, not the id.
  max1: '00000000-0000-4000-8000-000000000003',
  max2: '00000000-0000-4000-8000-000000000002',
  max3: '00000000-0000-4000-8000-000000000001',
  other: '00000000-0000-4000-8000-000000000004',
  gone1: '00000000-0000-4000-8000-000000000005',
  gone2: '00000000-0000-4000-8000-000000000006',
};
// Cases: one per client; max3's was purged.
const caseOf = (client: string) => `10000000-0000-4000-8000-${client.slice(-12)}`;

async function seed() {
  const client = (id: string, first: string, email: string, created: string, anonymised = false) =>
    run(sql`insert into clients (id, first_name, last_name, email, phone, created_at, anonymised_at)
      values (${id}, ${first}, ${anonymised ? 'Gelöscht' : 'Muster'}, ${email}, ${anonymised ? null : `+49 ${first}`},
        ${created}::timestamptz, ${anonymised ? created : null}::timestamptz)`);
  await client(ids.max2, 'Maximilian', ' max.muster@example.de ', '2026-02-01T10:00:00Z');
  await client(ids.max1, 'Max', 'Max.Muster@Example.de', '2026-01-01T10:00:00Z');
  await client(ids.max3, 'MAX', 'MAX.MUSTER@EXAMPLE.DE', '2026-03-01T10:00:00Z');
  await client(ids.other, 'Moritz', 'moritz@example.de', '2026-01-15T10:00:00Z');
  await client(ids.gone1, 'Gelöscht', '', '2025-12-01T10:00:00Z', true);
  await client(ids.gone2, 'Gelöscht', '', '2025-12-02T10:00:00Z', true);
  for (const [key, id] of Object.entries(ids)) {
    const purged = key === 'max3' || key.startsWith('gone');
    await run(sql`insert into cases (id, client_id, status, case_type, amount_cents, payment_provider, payment_id,
        paid_at, completed_at, data_purged_at, created_at)
      values (${caseOf(id)}, ${id}, 'completed', 'dating-app', 3900, 'simulated', ${`pi_${key}`},
        '2026-03-02T10:00:00Z', '2026-03-03T10:00:00Z', ${purged ? '2026-04-03T10:00:00Z' : null}::timestamptz,
        '2026-03-02T09:00:00Z')`);
    await run(sql`insert into consent_records (case_id, client_id, kind, text, version)
      values (${caseOf(id)}, ${id}, 'agb', 'Ich akzeptiere die AGB.', '2026-01')`);
    await run(sql`insert into invoices (case_id, year, sequence, invoice_number, service_name, customer_name,
        customer_email, net_cents, vat_cents, gross_cents, vat_rate_basis_points)
      values (${caseOf(id)}, 2026, ${Object.keys(ids).indexOf(key) + 1}, ${`EC-2026-00000${Object.keys(ids).indexOf(key) + 1}`},
        'Dating-App-Check', ${`${key} Muster`}, ${`${key}@example.de`}, 3277, 623, 3900, 1900)`);
    await run(sql`insert into mail_outbox (kind, dedupe_key, case_id, to_address, subject, html, text)
      values ('order-confirmation', ${`order:${key}`}, ${caseOf(id)}, ${`${key}@example.de`}, 'Ihre Bestellung', '', '')`);
  }
  await run(sql`insert into vouchers (code, email, issued_for_case_id, expires_at)
    values ('7KQ4M2XD9RTB', 'max.muster@example.de', ${caseOf(ids.max2)}, '2029-03-03T10:00:00Z')`);
  // The audit log names clients by their id as text.
  await run(sql`insert into audit_log (actor_type, actor_id, action, entity_type, entity_id, details)
    values ('staff', 'staff-1', 'client.viewed', 'client', ${ids.max3}, '{"note":"x"}'::jsonb),
      ('staff', 'staff-1', 'client.viewed', 'client', ${ids.max2}, null),
      ('staff', 'staff-1', 'case.viewed', 'case', ${caseOf(ids.max2)}, null),
      ('system', null, 'client.anonymised', 'client', ${ids.gone1}, null)`);
}

describe(`the one-client migration on ${testDatabaseKind()}`, () => {
  const before: Record<string, Record<string, unknown>[]> = {};

  beforeAll(async () => {
    const migrationsFolder = await migrationsBefore();
    if (testDatabaseKind() === 'pglite') {
      database = await openDatabase({ kind: 'pglite' }, migrationsFolder);
    } else {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
      scratch = await createScratchDatabase(adminUrl, 'echtcheck_merge');
      database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 }, migrationsFolder);
    }
    await database.migrate();
    await seed();
    for (const [name, order] of [
      ['clients', 'id'],
      ['cases', 'id'],
      ['consent_records', 'case_id'],
      ['invoices', 'id'],
      ['mail_outbox', 'dedupe_key'],
      ['vouchers', 'code'],
      ['audit_log', 'id'],
    ] as const) {
      before[name] = await table(name, order);
    }
    await migrateToTheEnd();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('keeps the oldest client of each address and deletes the others; anonymised clients stay apart', async () => {
    const after = await table('clients', 'id');
    expect(after.map((row) => row.id)).toEqual([ids.max1, ids.other, ids.gone1, ids.gone2]);
    // The kept rows are unchanged.
    expect(after).toEqual(before.clients?.filter((row) => row.id !== ids.max2 && row.id !== ids.max3));
  });

  it('points every case and consent of the duplicates to the kept client and changes nothing else', async () => {
    const cases = await table('cases', 'id');
    const clientOf = Object.fromEntries(cases.map((row) => [row.id, row.client_id]));
    expect(clientOf).toEqual({
      [caseOf(ids.max1)]: ids.max1,
      [caseOf(ids.max2)]: ids.max1,
      [caseOf(ids.max3)]: ids.max1,
      [caseOf(ids.other)]: ids.other,
      [caseOf(ids.gone1)]: ids.gone1,
      [caseOf(ids.gone2)]: ids.gone2,
    });
    const withoutMerge = (row: Record<string, unknown>) => {
      const {
        client_id: _client,
        customer_first_name: _first,
        customer_last_name: _last,
        customer_email: _email,
        customer_phone: _phone,
        ...rest
      } = row;
      return rest;
    };
    // Columns later migrations add (the assignee of 0018) are not part of the comparison.
    const earlierColumns = new Set(Object.keys(before.cases?.[0] ?? {}));
    const asBefore = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(withoutMerge(row)).filter(([column]) => earlierColumns.has(column)));
    expect(cases.map(asBefore)).toEqual(before.cases?.map(withoutMerge));
    const consents = await table('consent_records', 'case_id');
    expect(consents.map((row) => row.client_id)).toEqual([
      ids.max1,
      ids.max1,
      ids.max1,
      ids.other,
      ids.gone1,
      ids.gone2,
    ]);
    expect(consents.map(withoutMerge)).toEqual(before.consent_records?.map(withoutMerge));
  });

  it('keeps on each case the contact data its order was placed with, where the case still has data', async () => {
    const copies = await rows<{ id: string; first: string | null; email: string | null; phone: string | null }>(
      sql`select id, customer_first_name as first, customer_email as email, customer_phone as phone from cases`,
    );
    expect(Object.fromEntries(copies.map(({ id, ...copy }) => [id, copy]))).toEqual({
      [caseOf(ids.max1)]: { first: 'Max', email: 'Max.Muster@Example.de', phone: '+49 Max' },
      [caseOf(ids.max2)]: { first: 'Maximilian', email: ' max.muster@example.de ', phone: '+49 Maximilian' },
      // Purged: nothing to keep (it shows the client's data, anonymised in its turn).
      [caseOf(ids.max3)]: { first: null, email: null, phone: null },
      [caseOf(ids.other)]: { first: 'Moritz', email: 'moritz@example.de', phone: '+49 Moritz' },
      [caseOf(ids.gone1)]: { first: null, email: null, phone: null },
      [caseOf(ids.gone2)]: { first: null, email: null, phone: null },
    });
  });

  it('leaves invoices, mails and vouchers as they were', async () => {
    expect(await table('invoices', 'id')).toEqual(before.invoices);
    expect(await table('mail_outbox', 'dedupe_key')).toEqual(before.mail_outbox);
    expect(await table('vouchers', 'code')).toEqual(before.vouchers);
  });

  it('re-points the audit entries of the duplicates, noting their old id, and records the merge', async () => {
    const audit = await table('audit_log', 'id');
    expect(audit.slice(0, before.audit_log?.length)).toEqual([
      { ...before.audit_log?.[0], entity_id: ids.max1, details: { note: 'x', mergedFrom: ids.max3 } },
      { ...before.audit_log?.[1], entity_id: ids.max1, details: { mergedFrom: ids.max2 } },
      before.audit_log?.[2],
      before.audit_log?.[3],
    ]);
    expect(audit.slice(before.audit_log?.length)).toMatchObject([
      {
        actor_type: 'system',
        action: 'client.merged',
        entity_type: 'client',
        entity_id: ids.max1,
        details: { reason: 'same-email', merged: [ids.max3, ids.max2] },
      },
    ]);
  });

  it('leaves one client per address for good: a new order finds the kept client', async () => {
    expect(
      await findOrCreateClient(database.db, {
        firstName: 'Max',
        lastName: 'Muster',
        email: 'max.MUSTER@example.de',
        phone: null,
      }),
    ).toBe(ids.max1);
    const direct = run(
      sql`insert into clients (first_name, last_name, email) values ('M', 'M', ' MAX.muster@example.de')`,
    );
    await expect(direct).rejects.toThrow();
    // Anonymised clients (all with '') are outside the index.
    await run(
      sql`insert into clients (first_name, last_name, email, anonymised_at) values ('Gelöscht', 'Gelöscht', '', now())`,
    );
  });
});
