// `npm run staff` as the operator runs it: `node scripts/staff.ts` in a process of its own, the
// password on standard input. On PGlite (project db:pglite): a data folder without a server (the
// command opens it itself) and one whose "server" answers on DATA_DIR/staff.sock (the real server
// process: tests/e2e/staff-cli.spec.ts). On PostgreSQL (project db:postgres): a database of its own.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#app/server/db/db.server.ts';
import { auditLog, staffUsers } from '#app/server/db/schema.server.ts';
import { LAST_ADMIN_MESSAGE } from '#app/server/staff/accounts.server.ts';
import { createStaffAuth } from '#app/server/staff/auth.server.ts';
import { startStaffControlSocket } from '#app/server/staff/control-socket.server.ts';
import { PASSWORD_TOO_COMMON_MESSAGE } from '#app/server/staff/password-policy.server.ts';
import { executeStaffCommand } from '#app/server/staff/staff-command.server.ts';
import { createScratchDatabase, type ScratchDatabase } from '#tests/support/scratch-database.ts';
import { createStaffViaCli, runStaffCli } from '#tests/support/staff-account.ts';
import { testDatabaseKind } from '#tests/support/test-database.ts';

const PASSWORD = 'Fensterbank-Zitronen-Wolke-17';
const NEW_PASSWORD = 'Leuchtturm-Kastanie-Geige-42';
const kind = testDatabaseKind();
// Each command is a process of its own that loads the database layer (and, on PGlite without a
// server, opens the folder): seconds each on a busy machine.
const SLOW = 120_000;

/** Can `password` sign in to `email` on this database (better-auth's own check)? */
async function canSignIn(database: Database, email: string, password: string): Promise<boolean> {
  const auth = await createStaffAuth({
    db: database.db,
    secret: 'test-secret-for-the-staff-cli-0123456789',
    siteUrl: 'http://localhost:3000',
    idleMinutes: 120,
  });
  return auth.api.signInEmail({ body: { email, password } }).then(
    () => true,
    () => false,
  );
}

describe.runIf(kind === 'pglite')('usage', { timeout: SLOW }, () => {
  it('--help prints the usage and exits 0', async () => {
    const result = await runStaffCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Aufruf: npm run staff -- <Befehl> [Argumente]');
    expect(result.stdout).toContain('create <E-Mail> --role inhaber|pruefer');
    expect(result.stdout).toContain('role <E-Mail> inhaber|pruefer');
    expect(result.stdout).toContain('require-2fa on|off');
  });

  it('usage errors exit 2 with a German message', async () => {
    const cases: [string[], string][] = [
      [[], 'Kein Befehl angegeben.'],
      [['löschen', 'a@b.de'], 'Unbekannter Befehl: löschen'],
      [['create'], 'create: Bitte die E-Mail-Adresse des Kontos angeben.'],
      [['disable', 'a@b.de', 'c@d.de'], 'disable: zu viele Argumente (c@d.de).'],
      [['require-2fa', 'vielleicht'], 'require-2fa: on oder off angeben.'],
      [['list', '--alle'], 'Unbekannte Option: --alle'],
      // The role is always named at create, and only as one of the two.
      [['create', 'a@b.de'], 'create: Bitte die Rolle angeben: inhaber'],
      [['create', 'a@b.de', '--role'], '--role braucht einen Wert'],
      [['create', 'a@b.de', '--role', 'chef'], 'create: Unbekannte Rolle „chef“. Möglich: inhaber'],
      [
        ['create', 'a@b.de', 'pruefer'],
        'create: Die Rolle wird mit --role angegeben, z. B. create a@b.de --role pruefer.',
      ],
      [['role'], 'role: Bitte die E-Mail-Adresse des Kontos und die Rolle angeben'],
      [['role', 'a@b.de'], 'role: Bitte die Rolle angeben'],
      [['role', 'a@b.de', 'staff'], 'role: Unbekannte Rolle „staff“'],
      [['role', 'a@b.de', 'pruefer', 'inhaber'], 'role: zu viele Argumente (inhaber).'],
      [['role', 'a@b.de', '--role', 'pruefer'], 'role: Die Rolle steht ohne --role nach der E-Mail-Adresse'],
      [['disable', 'a@b.de', '--role=inhaber'], '--role gibt es nur bei create'],
    ];
    const results = await Promise.all(cases.map(([args]) => runStaffCli(args)));
    for (const [index, [args, message]] of cases.entries()) {
      const result = results[index];
      expect(result?.code, args.join(' ')).toBe(2);
      expect(result?.stderr, args.join(' ')).toContain(message);
      expect(result?.stderr).toContain('Hilfe: npm run staff -- --help');
    }
  });
});

describe.runIf(kind === 'pglite')('on a PGlite data folder without a server', { timeout: SLOW }, () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-staff-cli-'));
  });
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a password on the command line (exit 2) and creates nothing', async () => {
    for (const args of [
      ['create', 'anna@echtcheck.de', PASSWORD],
      ['create', 'anna@echtcheck.de', `--password=${PASSWORD}`],
      ['reset-password', 'anna@echtcheck.de', PASSWORD],
    ]) {
      const result = await runStaffCli(args, { env: env(), input: `${PASSWORD}\n` });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Das Passwort wird nie auf der Befehlszeile angegeben');
    }
    // Refused before the database was touched: the folder is still empty.
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('creates an account with the password from standard input (fresh folder: migrated first)', async () => {
    await createStaffViaCli({ env: env(), email: 'Anna@Echtcheck.de', password: PASSWORD, name: 'Anna Schmidt' });
    const list = await runStaffCli(['list'], { env: env() });
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('1 Mitarbeiterkonto.');
    expect(list.stdout).toMatch(/anna@echtcheck\.de\s+Anna Schmidt\s+Inhaber\s+nein\s+aktiv/);
    // The command released the folder and left no socket behind.
    expect(existsSync(path.join(dataDir, 'staff.sock'))).toBe(false);
  });

  it('says what it did, and refuses a duplicate, a weak password and a missing one (exit 1)', async () => {
    // The German name with its umlaut and the stored name work alike, in any case.
    const created = await runStaffCli(['create', 'bernd@echtcheck.de', '--role', 'Prüfer'], {
      env: env(),
      input: `${PASSWORD}\r\n`,
    });
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toBe(
      'Konto angelegt: bernd@echtcheck.de (Name: bernd, Rolle: Prüfer).\nAnmeldung: http://localhost:3000/conan\n',
    );

    const duplicate = await runStaffCli(['create', 'BERND@echtcheck.de', '--role=specialist'], {
      env: env(),
      input: `${PASSWORD}\n`,
    });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toBe('Für bernd@echtcheck.de gibt es bereits ein Mitarbeiterkonto.\n');

    const weak = await runStaffCli(['create', 'carla@echtcheck.de', '--role', 'admin'], {
      env: env(),
      input: 'passwort1234\n',
    });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toBe(`${PASSWORD_TOO_COMMON_MESSAGE}\n`);

    const missing = await runStaffCli(['reset-password', 'bernd@echtcheck.de'], { env: env(), input: '' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Kein Passwort erhalten');

    const unknown = await runStaffCli(['disable', 'niemand@echtcheck.de'], { env: env() });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Es gibt kein Mitarbeiterkonto mit der E-Mail-Adresse niemand@echtcheck.de.');
  });

  it('resets a password, disables, changes roles (never the last admin) and requires the second factor', async () => {
    const reset = await runStaffCli(['reset-password', 'bernd@echtcheck.de'], {
      env: env(),
      input: `${NEW_PASSWORD}\n`,
    });
    expect(reset.stdout).toBe('Passwort geändert: bernd@echtcheck.de (0 Sitzungen beendet).\n');
    expect((await runStaffCli(['disable', 'bernd@echtcheck.de'], { env: env() })).stdout).toBe(
      'Konto gesperrt: bernd@echtcheck.de (0 Sitzungen beendet).\n',
    );
    const listed = await runStaffCli(['list'], { env: env() });
    expect(listed.stdout).toMatch(/bernd@echtcheck\.de\s+bernd\s+Prüfer\s+nein\s+gesperrt seit \d\d\.\d\d\.\d{4}/);
    expect((await runStaffCli(['require-2fa', 'on'], { env: env() })).code).toBe(0);

    // Anna is the only active admin (Bernd is disabled): she stays one and stays active.
    for (const args of [
      ['role', 'anna@echtcheck.de', 'pruefer'],
      ['disable', 'anna@echtcheck.de'],
    ]) {
      const refused = await runStaffCli(args, { env: env() });
      expect(refused, args.join(' ')).toMatchObject({ code: 1, stdout: '', stderr: `${LAST_ADMIN_MESSAGE}\n` });
    }
    const promoted = await runStaffCli(['role', 'Bernd@echtcheck.de', 'INHABER'], { env: env() });
    expect(promoted).toMatchObject({
      code: 0,
      stdout:
        'Rolle geändert: bernd@echtcheck.de ist jetzt Inhaber (vorher Prüfer). Das gilt ab der nächsten Anfrage des Kontos.\n',
    });

    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    try {
      expect(await canSignIn(database, 'bernd@echtcheck.de', NEW_PASSWORD)).toBe(false); // disabled
      await database.db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.email, 'bernd@echtcheck.de'));
      expect(await canSignIn(database, 'bernd@echtcheck.de', PASSWORD)).toBe(false);
      expect(await canSignIn(database, 'bernd@echtcheck.de', NEW_PASSWORD)).toBe(true);
      expect(await canSignIn(database, 'anna@echtcheck.de', PASSWORD)).toBe(true);
      const actions = (await database.db.select().from(auditLog)).map((row) => row.action);
      expect(actions).toEqual([
        'staff.account.created',
        'staff.account.created',
        'staff.account.password-reset',
        'staff.account.disabled',
        'staff.two-factor.required',
        'staff.account.role-changed',
      ]);
      const [anna] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, 'anna@echtcheck.de'));
      expect(anna).toMatchObject({ role: 'admin', disabledAt: null });
    } finally {
      await database.close();
    }
  });
});

describe.runIf(kind === 'pglite')(
  'on a PGlite data folder whose server answers on staff.sock',
  { timeout: SLOW },
  () => {
    let dataDir: string;
    let database: Database;
    let socket: Awaited<ReturnType<typeof startStaffControlSocket>>;
    const requests: unknown[] = [];

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-staff-socket-'));
      // What the server does at start (main.server.ts), in this process.
      database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
      await database.migrate();
      const auth = await createStaffAuth({
        db: database.db,
        secret: 'test-secret-for-the-staff-cli-0123456789',
        siteUrl: 'http://localhost:3000',
        idleMinutes: 120,
      });
      socket = await startStaffControlSocket({
        dataDir,
        logger: { info() {}, warn() {}, error() {} },
        handle: async (request) => {
          requests.push(request);
          return executeStaffCommand({ db: database.db, auth: async () => auth }, request);
        },
      });
    });
    afterAll(async () => {
      await socket?.close();
      await database?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('sends the request to the server instead of opening the folder a second time', async () => {
      await createStaffViaCli({ env: { DATA_DIR: dataDir }, email: 'ops@echtcheck.de', password: PASSWORD });
      expect(requests).toEqual([{ command: 'create', email: 'ops@echtcheck.de', password: PASSWORD, role: 'admin' }]);
      expect(await canSignIn(database, 'ops@echtcheck.de', PASSWORD)).toBe(true);

      // The password policy refuses before the server is asked; the server's own refusals come back.
      const weak = await runStaffCli(['reset-password', 'ops@echtcheck.de'], {
        env: { DATA_DIR: dataDir },
        input: 'qwertzuiop123\n',
      });
      expect(weak.code).toBe(1);
      expect(weak.stderr).toBe(`${PASSWORD_TOO_COMMON_MESSAGE}\n`);
      const unknown = await runStaffCli(['disable', 'niemand@echtcheck.de'], { env: { DATA_DIR: dataDir } });
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toBe('Es gibt kein Mitarbeiterkonto mit der E-Mail-Adresse niemand@echtcheck.de.\n');
      const list = await runStaffCli(['list'], { env: { DATA_DIR: dataDir } });
      expect(list.code).toBe(0);
      expect(list.stdout).toContain('ops@echtcheck.de');
      expect(requests.map((request) => (request as { command: string }).command)).toEqual([
        'create',
        'disable',
        'list',
      ]);
    });

    it('createStaffViaCli throws with the command output when the command refuses', async () => {
      await expect(
        createStaffViaCli({ env: { DATA_DIR: dataDir }, email: 'ops@echtcheck.de', password: PASSWORD }),
      ).rejects.toThrow(/exited with 1:\nFür ops@echtcheck\.de gibt es bereits ein Mitarbeiterkonto\./);
    });
  },
);

describe.runIf(kind === 'postgres')('on PostgreSQL', { timeout: SLOW }, () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const names = [`echtcheck_staff_cli_${process.pid}`, `echtcheck_staff_cli_empty_${process.pid}`];
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  let database: Database;
  let dataDir: string;
  const env = (name = names[0] as string) => ({ DATABASE_URL: urlOf(name), DATA_DIR: dataDir });

  const scratches: ScratchDatabase[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-staff-pg-'));
    for (const name of names) scratches.push(await createScratchDatabase(adminUrl, { fixed: name }));
    database = await openDatabase({ kind: 'postgres', url: urlOf(names[0] as string), poolSize: 2 });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    for (const scratch of scratches) await scratch.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('works on the database directly', async () => {
    await createStaffViaCli({ env: env(), email: 'pg@echtcheck.de', password: PASSWORD });
    expect(await canSignIn(database, 'pg@echtcheck.de', PASSWORD)).toBe(true);
    // No server is asked and no socket is created: the data folder stays empty.
    expect(existsSync(path.join(dataDir, 'staff.sock'))).toBe(false);

    const reset = await runStaffCli(['reset-password', 'pg@echtcheck.de'], { env: env(), input: `${NEW_PASSWORD}\n` });
    expect(reset.code).toBe(0);
    expect(await canSignIn(database, 'pg@echtcheck.de', NEW_PASSWORD)).toBe(true);

    const weak = await runStaffCli(['create', 'schwach@echtcheck.de', '--role', 'pruefer'], {
      env: env(),
      input: 'passwort1234\n',
    });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toBe(`${PASSWORD_TOO_COMMON_MESSAGE}\n`);

    const last = await runStaffCli(['role', 'pg@echtcheck.de', 'pruefer'], { env: env() });
    expect(last).toMatchObject({ code: 1, stderr: `${LAST_ADMIN_MESSAGE}\n` });

    const list = await runStaffCli(['list'], { env: env() });
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/pg@echtcheck\.de\s+pg\s+Inhaber/);
    expect(list.stdout).not.toContain('schwach@');
  });

  it('refuses a database without the tables instead of creating them', async () => {
    const result = await runStaffCli(['list'], { env: env(names[1]) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('npm run db:migrate');
    const check = new pg.Client({ connectionString: urlOf(names[1] as string) });
    await check.connect();
    try {
      const { rows } = await check.query("select to_regclass('public.staff_users') as name");
      expect(rows[0]?.name).toBeNull();
    } finally {
      await check.end();
    }
  });

  it('says so when the database cannot be reached', async () => {
    const url = new URL(adminUrl);
    url.port = '1';
    const result = await runStaffCli(['list'], { env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Die Datenbank ist nicht erreichbar');
  });
});
