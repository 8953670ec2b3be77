// `npm run staff`: staff accounts for the operator (there is no public sign-up). Create an account,
// set a new password, disable and enable, list, and require a second factor for everyone.
// The password is never an argument (shell history, process list): it is asked for twice at a hidden
// prompt, or read from the first line of standard input when that is not a terminal.
// Which database: the server's configuration (.env, DATA_DIR, DATABASE_URL). On PostgreSQL the command
// works on the database directly. On embedded PGlite, which admits one process, it asks the server
// running on DATA_DIR through DATA_DIR/staff.sock; when none runs it opens the folder itself.
// Exit codes: 0 done, 1 refused (German message on stderr), 2 wrong usage.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../app/server/config/config.server.ts';
import type { Database } from '../app/server/db/db.server.ts';
import type { StaffAuth } from '../app/server/staff/auth.server.ts';
import type {
  StaffAccountListing,
  StaffCommand,
  StaffCommandAnswer,
} from '../app/server/staff/staff-command.server.ts';

// The application modules are imported when needed: the database layer takes a few seconds to load,
// which neither --help and usage errors nor a request to a running server should wait for.

const USAGE = `Mitarbeiterkonten verwalten (es gibt keine öffentliche Registrierung).

Aufruf: npm run staff -- <Befehl> [Argumente]

Befehle:
  create <E-Mail> [--name <Name>]  Konto anlegen (fragt zweimal nach dem Passwort)
  reset-password <E-Mail>          neues Passwort setzen; beendet alle Sitzungen des Kontos
  disable <E-Mail>                 Konto sperren; beendet alle Sitzungen des Kontos
  enable <E-Mail>                  gesperrtes Konto wieder freigeben
  list                             alle Konten mit Status, zweitem Faktor und letzter Anmeldung
  require-2fa on|off               zweiten Faktor (Authenticator-App) für alle verlangen oder freistellen
  --help                           diese Hilfe

Das Passwort steht nie auf der Befehlszeile. Es wird verdeckt abgefragt (zweimal) oder, wenn die
Standardeingabe kein Terminal ist, aus ihrer ersten Zeile gelesen, z. B. in einem Skript:
  printf '%s\\n' "$PASSWORT" | npm run staff -- create name@example.org
Passwörter: mindestens 12 Zeichen, nicht verbreitet oder leicht zu erraten (z. B. mehrere zufällige Wörter).

Datenbank: dieselbe wie die des Servers (.env, DATA_DIR, DATABASE_URL). Mit der eingebetteten
Datenbank führt ein laufender Server den Befehl aus (über DATA_DIR/staff.sock); läuft keiner, öffnet
der Befehl die Datenbank selbst. Mit PostgreSQL arbeitet er direkt auf der Datenbank.

Exit-Codes: 0 erledigt, 1 abgelehnt (Meldung auf der Fehlerausgabe), 2 falscher Aufruf.`;

const PASSWORD_ARGUMENT_MESSAGE =
  'Das Passwort wird nie auf der Befehlszeile angegeben (es stünde sonst in der Shell-Historie und in der Prozessliste). ' +
  'Der Befehl fragt danach; in Skripten steht es in der ersten Zeile der Standardeingabe.';

/** The sign-in page of the staff area (app/routes.ts). */
const SIGN_IN_PATH = '/conan';

class Refusal extends Error {
  readonly exitCode: 1 | 2;
  constructor(message: string, exitCode: 1 | 2 = 1) {
    super(message);
    this.name = 'Refusal';
    this.exitCode = exitCode;
  }
}

const usageError = (message: string) => new Refusal(`${message}\nHilfe: npm run staff -- --help`, 2);

interface Invocation {
  request: StaffCommand;
  /** For create and reset-password: whose password is asked for. */
  passwordFor?: string;
}

/** Reads the arguments into a request; the password is filled in later. */
function parseArguments(args: string[]): Invocation | 'help' {
  if (args.includes('--help') || args.includes('-h') || args[0] === 'help') return 'help';
  if (args.some((arg) => /^(--password|--passwort|-p)(=|$)/i.test(arg)))
    throw new Refusal(PASSWORD_ARGUMENT_MESSAGE, 2);
  const [command, ...rest] = args;
  if (!command) throw usageError('Kein Befehl angegeben.');
  let name: string | undefined;
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg === '--name') {
      name = rest[++i];
      if (name === undefined) throw usageError('--name braucht einen Wert, z. B. --name "Anna Schmidt".');
    } else if (arg.startsWith('--name=')) {
      name = arg.slice('--name='.length);
    } else if (arg.startsWith('-') && arg.length > 1) {
      throw usageError(`Unbekannte Option: ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  if (name !== undefined && command !== 'create') throw usageError('--name gibt es nur bei create.');
  const needEmail = (): string => {
    const [email, ...extra] = positional;
    if (!email) throw usageError(`${command}: Bitte die E-Mail-Adresse des Kontos angeben.`);
    if (extra.length > 0) {
      // Most likely a password after the address: refuse rather than take or ignore it silently.
      if (command === 'create' || command === 'reset-password') throw new Refusal(PASSWORD_ARGUMENT_MESSAGE, 2);
      throw usageError(`${command}: zu viele Argumente (${extra.join(' ')}).`);
    }
    return email;
  };
  switch (command) {
    case 'create': {
      const email = needEmail();
      return { request: { command, email, password: '', name }, passwordFor: email };
    }
    case 'reset-password': {
      const email = needEmail();
      return { request: { command, email, password: '' }, passwordFor: email };
    }
    case 'disable':
    case 'enable':
      return { request: { command, email: needEmail() } };
    case 'list':
      if (positional.length > 0) throw usageError(`list: zu viele Argumente (${positional.join(' ')}).`);
      return { request: { command } };
    case 'require-2fa': {
      const [value, ...extra] = positional;
      if ((value !== 'on' && value !== 'off') || extra.length > 0)
        throw usageError('require-2fa: on oder off angeben.');
      return { request: { command, value } };
    }
    default:
      throw usageError(`Unbekannter Befehl: ${command}`);
  }
}

// --- Password input -----------------------------------------------------------------------------

/** Reads one line from the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      // Arrow and function keys arrive as escape sequences: not part of a password.
      if (chunk.startsWith('\u001b')) return;
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || (char === '\u0004' && value === '')) {
          finish();
          reject(new Refusal('Abgebrochen.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char === '\u0015') value = '';
        else if (char >= ' ') value += char;
      }
    };
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The first line of standard input (scripts and tests); at most 8 KB are read. */
async function firstLineOfStdin(): Promise<string> {
  let data = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) {
    data += chunk as string;
    if (data.includes('\n') || data.length > 8192) break;
  }
  return (data.split('\n')[0] ?? '').replace(/\r$/, '');
}

/** The password for `email`, checked against the policy here already (the accounts module checks again). */
async function readPassword(email: string): Promise<string> {
  const { checkPassword } = await import('../app/server/staff/password-policy.server.ts');
  if (!process.stdin.isTTY) {
    const password = await firstLineOfStdin();
    if (!password) {
      throw new Refusal('Kein Passwort erhalten: Die erste Zeile der Standardeingabe muss das Passwort enthalten.');
    }
    const check = checkPassword(password, { email });
    if (!check.ok) throw new Refusal(check.message);
    return password;
  }
  for (let attempt = 1; ; attempt++) {
    const password = await askHidden(`Neues Passwort für ${email}: `);
    const check = checkPassword(password, { email });
    if (!check.ok) {
      if (attempt === 3) throw new Refusal(check.message);
      process.stderr.write(`${check.message}\n`);
      continue;
    }
    if ((await askHidden('Passwort wiederholen: ')) === password) return password;
    if (attempt === 3) throw new Refusal('Die beiden Eingaben stimmen nicht überein.');
    process.stderr.write('Die beiden Eingaben stimmen nicht überein. Bitte noch einmal.\n');
  }
}

// --- Running the command ------------------------------------------------------------------------

/** On PostgreSQL the command does not migrate: the server (or `npm run db:migrate`) does that. */
async function assertMigrated(database: Database, where: string): Promise<void> {
  await database.ping().catch((error: unknown) => {
    throw new Refusal(`Die Datenbank ist nicht erreichbar (${where}): ${(error as Error).message}`);
  });
  const { MIGRATIONS_FOLDER } = await import('../app/server/db/db.server.ts');
  const { sql } = await import('drizzle-orm');
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  let applied = 0;
  try {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    applied = result.rows[0]?.n ?? 0;
  } catch {
    // No migrations table: nothing has been set up yet.
  }
  if (applied < journal.entries.length) {
    throw new Refusal(
      'Die Datenbank ist noch nicht eingerichtet oder nicht auf dem Stand dieser Version. ' +
        'Starten Sie den Server einmal (er richtet sie beim Start ein) oder führen Sie `npm run db:migrate` aus.',
    );
  }
}

async function runDirectly(config: AppConfig, request: StaffCommand): Promise<StaffCommandAnswer> {
  const [{ redactUrl }, { openDatabase }, { createStaffAuth, resolveAuthSecret }, { executeStaffCommand }] =
    await Promise.all([
      import('../app/server/config/config.server.ts'),
      import('../app/server/db/db.server.ts'),
      import('../app/server/staff/auth.server.ts'),
      import('../app/server/staff/staff-command.server.ts'),
    ]);
  const where = config.database.kind === 'postgres' ? redactUrl(config.database.url) : config.database.dir;
  const database = await openDatabase(config.database).catch((error: unknown) => {
    throw new Refusal(`Die Datenbank lässt sich nicht öffnen (${where}): ${(error as Error).message}`);
  });
  try {
    if (database.kind === 'pglite') await database.migrate();
    else await assertMigrated(database, where);
    let auth: Promise<StaffAuth> | undefined;
    const getAuth = () => {
      auth ??= resolveAuthSecret(database.db, config.AUTH_SECRET).then((secret) =>
        createStaffAuth({
          db: database.db,
          secret,
          siteUrl: config.SITE_URL,
          idleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
        }),
      );
      return auth;
    };
    return await executeStaffCommand({ db: database.db, auth: getAuth }, request);
  } finally {
    await database.close();
  }
}

const silentLogger = { info() {}, warn() {}, error() {} };

async function run(config: AppConfig, request: StaffCommand): Promise<StaffCommandAnswer> {
  if (config.database.kind === 'postgres') return runDirectly(config, request);
  const { isNobodyListening, sendStaffControlRequest, startStaffControlSocket } = await import(
    '../app/server/staff/control-socket.server.ts'
  );
  try {
    return (await sendStaffControlRequest(config.dataDir, request)) as StaffCommandAnswer;
  } catch (error) {
    if (!isNobodyListening(error)) {
      throw new Refusal(
        `Der laufende Server ist über ${config.dataDir}/staff.sock nicht erreichbar: ${(error as Error).message}`,
      );
    }
  }
  // No server on this folder: work on it ourselves, holding the socket meanwhile so that a second
  // command (or a server starting now) does not open the folder at the same time.
  const busy = await startStaffControlSocket({
    dataDir: config.dataDir,
    logger: silentLogger,
    handle: async () => ({
      ok: false,
      message:
        'Gerade arbeitet ein anderer Aufruf von npm run staff auf dieser Datenbank. Bitte gleich noch einmal versuchen.',
    }),
  }).catch((error: unknown) => {
    throw new Refusal(`Die Datenbank in ${config.dataDir} ist gerade belegt: ${(error as Error).message}`);
  });
  try {
    return await runDirectly(config, request);
  } finally {
    await busy.close();
  }
}

// --- Output -------------------------------------------------------------------------------------

const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const formatDate = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '–');

function table(accounts: StaffAccountListing[]): string {
  const rows = [
    ['E-Mail', 'Name', 'Rolle', '2FA', 'Status', 'Angelegt', 'Letzte Anmeldung'],
    ...accounts.map((account) => [
      account.email,
      account.name,
      account.role,
      account.twoFactorEnabled ? 'ja' : 'nein',
      account.disabledAt ? `gesperrt seit ${formatDate(account.disabledAt)}` : 'aktiv',
      formatDate(account.createdAt),
      formatDate(account.lastSignInAt),
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function print(answer: StaffCommandAnswer, request: StaffCommand, siteUrl: string): void {
  if (!answer.ok) throw new Refusal(answer.message);
  const lines = [answer.message];
  if (request.command === 'create') lines.push(`Anmeldung: ${siteUrl}${SIGN_IN_PATH}`);
  if (request.command === 'list') {
    lines.push(`Zweiter Faktor: ${answer.totpRequired ? 'Pflicht für alle' : 'freiwillig'}.`);
    if (answer.accounts && answer.accounts.length > 0) lines.push('', table(answer.accounts));
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if (parsed === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const envFile = path.join(process.cwd(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const { ConfigError, parseConfig } = await import('../app/server/config/config.server.ts');
  let config: AppConfig;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new Refusal(`${error.message}\nSiehe .env.example für alle Einstellungen.`);
    throw error;
  }
  const { request, passwordFor } = parsed;
  if (passwordFor && (request.command === 'create' || request.command === 'reset-password')) {
    request.password = await readPassword(passwordFor.trim().toLowerCase());
  }
  print(await run(config, request), request, config.SITE_URL);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if ((error as Error | undefined)?.name === 'Refusal') {
    process.stderr.write(`${(error as Refusal).message}\n`);
    process.exitCode = (error as Refusal).exitCode;
  } else {
    process.stderr.write(`Fehler: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exitCode = 1;
  }
}
