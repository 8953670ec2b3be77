// Point 1 of the security issue: DATA_DIR belongs to the server alone. An unprivileged local account
// once read the sign-in secret and a live session token out of PGlite's write-ahead log (0666 in a
// 0755 folder), built the staff cookie and got staff data. Here a server of its own runs on embedded
// PGlite (the default) in a data folder left the way earlier versions left it (folders 0755, an old
// mail 0644), below a parent that every account may enter, so that only the server's own modes can
// keep the account `nobody` out. After orders with uploads, their mails and invoices, and a staff
// sign-in, `nobody` tries to list every folder and read every file under DATA_DIR: nothing may
// succeed. Needs root (to become `nobody` with setpriv); otherwise the test says loudly it skipped.
import { spawnSync } from 'node:child_process';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { fixture } from '#tests/support/order-fixtures.ts';
import { type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';
import { createStaff } from '#tests/support/staff-account.ts';
import { call, signIn } from './support/http.ts';
import { AUTH_SECRET } from './support/suite-server.ts';

const AS_NOBODY = ['--reuid=nobody', '--regid=nogroup', '--clear-groups'];
const canSwitchUser =
  process.getuid?.() === 0 && spawnSync('setpriv', [...AS_NOBODY, 'true'], { stdio: 'ignore' }).status === 0;
if (!canSwitchUser) {
  console.warn(
    '\n!!! SKIPPED tests/security/data-dir-modes.test.ts: DATA_DIR was NOT checked against another local account. ' +
      'It needs root and setpriv to act as the user nobody; run the security suite as root. !!!\n',
  );
}

const staff = { email: 'olga.ordner@echtcheck.test', password: 'Fensterbank-Kieselstein-Nebelhorn-58' };

let parent: string;
let dataDir: string;
let server: ServerProcess | undefined;

/** Every path under `dir` (itself included), found as root. */
async function everything(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return [dir, ...entries.map((entry) => path.join(entry.parentPath, entry.name))];
}

/** Polls until `check` holds; throws with `what` after the deadline. */
async function until(what: string, check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile());

/**
 * As `nobody`: lists each folder and reads the first byte of each file; prints what succeeded.
 * A plain shell, because nobody cannot run the node binary of the test machine's root account.
 */
function probeAsNobody(paths: string[]): { opened: string[]; output: string } {
  const script =
    'while IFS= read -r p; do ' +
    'if [ -d "$p" ]; then ls -a "$p" >/dev/null 2>&1 && echo "LISTED $p"; ' +
    'else head -c 1 "$p" >/dev/null 2>&1 && echo "READ $p"; fi; ' +
    'done; echo PROBE-DONE';
  const result = spawnSync('setpriv', [...AS_NOBODY, '/bin/sh', '-c', script], {
    input: `${paths.join('\n')}\n`,
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  if (!result.stdout.includes('PROBE-DONE')) throw new Error(`the probe as nobody did not run: ${output}`);
  return { opened: result.stdout.split('\n').filter((line) => /^(LISTED|READ) /.test(line)), output };
}

describe.runIf(canSwitchUser)('DATA_DIR against another local account', () => {
  beforeAll(async () => {
    // A parent every account may enter: what keeps nobody out must be DATA_DIR's own modes.
    parent = await mkdtemp(path.join(tmpdir(), 'echtcheck-modes-'));
    await chmod(parent, 0o755);
    await writeFile(path.join(parent, 'control.txt'), 'readable by anyone', { mode: 0o644 });
    await chmod(path.join(parent, 'control.txt'), 0o644);
    // As an earlier version left it.
    dataDir = path.join(parent, 'data');
    await mkdir(path.join(dataDir, 'mails'), { recursive: true });
    await chmod(dataDir, 0o755);
    await chmod(path.join(dataDir, 'mails'), 0o755);
    await writeFile(path.join(dataDir, 'mails', '2026-01-01-old.eml'), 'Subject: alt\n\nvon früher', { mode: 0o644 });
    await chmod(path.join(dataDir, 'mails', '2026-01-01-old.eml'), 0o644);

    server = await startServerProcess(
      { AUTH_SECRET, TRUST_PROXY: 'true', MAIL_POLL_SECONDS: '1' },
      { dataDir, keepData: true },
    );
    if (server.child.exitCode !== null) throw new Error(`the server did not start:\n${server.output()}`);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    if (parent) await rm(parent, { recursive: true, force: true });
  });

  it('the start log says what it tightened', () => {
    const output = server?.output() ?? '';
    expect(output).toContain('DATA_DIR tightened');
    expect(output).toContain('mails/2026-01-01-old.eml 0644 -> 0600');
  });

  it('after orders, uploads, mails, invoices and a staff sign-in, nobody can read anything in it', async () => {
    const base = server?.base ?? '';
    await createStaff({ env: { DATA_DIR: dataDir, DATABASE_URL: '' }, ...staff });
    for (const name of ['Eins', 'Zwei']) {
      await placeOrder(base, {
        customer: { firstName: 'Rosa', lastName: `Ordner${name}`, email: `rosa.${name.toLowerCase()}@example.de` },
        files: [
          { fileName: `beweis-${name}.png`, bytes: await fixture('profilbild.png') },
          { fileName: `verlauf-${name}.pdf`, bytes: await fixture('chatverlauf.pdf') },
        ],
      });
    }
    const cookie = await signIn(base, staff.email, staff.password);
    expect((await call(base, '/conan/dashboard', { headers: { cookie } })).status).toBe(200);
    // The mail worker writes the order mails, payment writes the invoices.
    await until('the order mails', async () => (await filesUnder(path.join(dataDir, 'mails'))).length >= 3);
    await until('the invoices', async () => (await filesUnder(path.join(dataDir, 'files', 'invoices'))).length >= 2);

    const paths = await everything(dataDir);
    const uploads = paths.filter((file) => file.includes(`${path.sep}case-files${path.sep}`));
    expect(uploads.length, paths.join('\n')).toBeGreaterThan(0);
    expect(paths.some((file) => file.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
    expect(paths).toContain(path.join(dataDir, 'staff.sock'));

    // The probe itself works: a file every account may read is read.
    const control = probeAsNobody([path.join(parent, 'control.txt')]);
    expect(control.opened, control.output).toEqual([`READ ${path.join(parent, 'control.txt')}`]);

    const probe = probeAsNobody(paths);
    expect(probe.opened, `nobody could open ${probe.opened.length} of ${paths.length} entries`).toEqual([]);

    // Not only the top folder: each entry is owner-only on its own.
    const loose: string[] = [];
    for (const file of paths) {
      const info = await lstat(file);
      const allowed = info.isDirectory() ? 0o700 : 0o600;
      if ((info.mode & 0o7777 & ~allowed) !== 0) {
        loose.push(`${path.relative(dataDir, file) || '.'} ${(info.mode & 0o7777).toString(8)}`);
      }
    }
    expect(loose, `${loose.length} of ${paths.length} entries are open to group or others`).toEqual([]);
  });
});
