// A PostgreSQL cluster of the test's own (initdb into a temp folder, its own port and socket folder,
// trust authentication), to stop and start under load. The machine's main cluster is never touched.
// PostgreSQL refuses to run as root: as root, the commands run as the postgres user.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '#tests/support/free-port.ts';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  url: string;
  port: number;
  /** `pg_ctl stop -m immediate`: like a crash, open connections are cut. */
  stopImmediate(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'echtcheck-faults-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]) : run(path.join(BIN, tool), args);
  const data = path.join(dir, 'data');
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const start = async () => {
    await pg('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off`,
      'start',
    ]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    async stopImmediate() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    async remove() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
