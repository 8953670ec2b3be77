// `npm run staff` beside a real server process on embedded PGlite (which admits one process): the
// command goes through the server's DATA_DIR/staff.sock, and after the server stopped it opens the
// folder itself. The cases without a server and on PostgreSQL: tests/integration/staff-cli.db.test.ts.
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { exitOf, startServerProcess } from '#tests/support/server-process.ts';
import { createStaffViaCli, runStaffCli } from '#tests/support/staff-account.ts';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Fensterbank-Zitronen-Wolke-17';
const FIRST_ACCOUNT_HINT =
  'no active staff account: create the first with `npm run staff -- create name@example.org --role inhaber`';
const NO_ADMIN_HINT = 'no active admin account (Inhaber)';

test('the staff command works while the server runs on the same data folder', async () => {
  test.setTimeout(240_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-staff-e2e-'));
  const env = { DATA_DIR: dataDir };
  const socket = path.join(dataDir, 'staff.sock');
  try {
    const server = await startServerProcess({}, { dataDir, keepData: true });
    try {
      expect(server.output()).toContain(FIRST_ACCOUNT_HINT);
      expect(server.output()).toContain('staff control socket listening');
      expect(statSync(socket).mode & 0o777).toBe(0o600);

      await createStaffViaCli({
        env,
        email: 'Team@Echtcheck.test',
        password: PASSWORD,
        name: 'Team Echtcheck',
        role: 'pruefer',
      });
      const weak = await runStaffCli(['reset-password', 'team@echtcheck.test'], { env, input: 'passwort1234\n' });
      expect(weak.code).toBe(1);
      const disabled = await runStaffCli(['disable', 'team@echtcheck.test'], { env });
      expect(disabled).toMatchObject({
        code: 0,
        stdout: 'Konto gesperrt: team@echtcheck.test (0 Sitzungen beendet).\n',
      });
      const enabled = await runStaffCli(['enable', 'team@echtcheck.test'], { env });
      expect(enabled).toMatchObject({ code: 0, stdout: 'Konto wieder freigegeben: team@echtcheck.test.\n' });
      const promoted = await runStaffCli(['role', 'team@echtcheck.test', 'inhaber'], { env });
      expect(promoted).toMatchObject({ code: 0, stdout: expect.stringContaining('ist jetzt Inhaber (vorher Prüfer)') });
      // The only admin cannot step down.
      const last = await runStaffCli(['role', 'team@echtcheck.test', 'pruefer'], { env });
      expect(last.code).toBe(1);
      expect(last.stderr).toContain('Das ist das letzte aktive Konto mit der Rolle Inhaber.');
      const list = await runStaffCli(['list'], { env });
      expect(list.code).toBe(0);
      expect(list.stdout).toMatch(/team@echtcheck\.test\s+Team Echtcheck\s+Inhaber\s+nein\s+aktiv/);

      // The server ran each of them (and stayed up): the command did not open the database itself.
      expect(server.output().match(/staff command \(socket\)/g)).toHaveLength(6);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200);

      server.child.kill('SIGTERM');
      expect(await exitOf(server.child)).toBe(0);
      expect(server.output()).toContain('stopped cleanly');
      expect(existsSync(socket)).toBe(false);
    } finally {
      await server.stop();
    }

    // No server now: the command opens the folder itself and finds what the server stored.
    const after = await runStaffCli(['list'], { env });
    expect(after.code).toBe(0);
    expect(after.stdout).toContain('team@echtcheck.test');

    // With an active account the server no longer asks for the first one.
    const again = await startServerProcess({}, { dataDir, keepData: true });
    try {
      expect((await fetch(`${again.base}/readyz`)).status).toBe(200);
      expect(again.output()).not.toContain(FIRST_ACCOUNT_HINT);
      expect(again.output()).not.toContain(NO_ADMIN_HINT);
    } finally {
      await again.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
