// An empty database of its own on the PostgreSQL server at an admin URL (a database there that the
// user may create databases from, e.g. postgres://postgres@127.0.0.1:5432/postgres), dropped
// afterwards. Used by the database tests, the security and fault suites, and the benchmarks.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  /** The admin URL with this database in its path. */
  url: string;
  /** Drops the database (its connections are ended: `with (force)`). */
  drop(): Promise<void>;
}

async function runAdmin(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates the database (empty, or a copy of `options.template`). `prefix` gives a new name, `${prefix}_<pid>_<8 hex digits>`; `{ fixed }` the
 * name as it is, dropped first if an earlier run that was killed left it behind.
 */
export async function createScratchDatabase(
  adminUrl: string,
  naming: string | { fixed: string },
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = typeof naming === 'string' ? `${naming}_${process.pid}_${randomBytes(4).toString('hex')}` : naming.fixed;
  const dropStatement = `drop database if exists "${name}" with (force)`;
  // With a template (tests/support/database-templates.ts): a copy of a migrated database.
  const create = `create database "${name}"${options.template ? ` template "${options.template}"` : ''}`;
  await runAdmin(adminUrl, typeof naming === 'string' ? [create] : [dropStatement, create]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => runAdmin(adminUrl, [dropStatement]) };
}
