// `npm run staff`: staff accounts for the operator (there is no public sign-up). Create an account
// with its role, set a new password, change the role, disable and enable, list, and require a second
// factor for everyone. The role is always named (decision record 027): `--role inhaber|pruefer` at
// create (also admin/specialist), `role <E-Mail> inhaber|pruefer` later.
// The password is never an argument (shell history, process list): it is asked for twice at a hidden
// prompt, or read from the first line of standard input when that is not a terminal.
// Which database: the server's configuration (.env, DATA_DIR, DATABASE_URL). On PostgreSQL the command
// works on the database directly. On embedded PGlite, which admits one process, it asks the server
// running on DATA_DIR through DATA_DIR/staff.sock; when none runs it opens the folder itself.
// Exit codes: 0 done, 1 refused (German message on stderr), 2 wrong usage.
//
// The pieces, in scripts/staff/: password-input.ts (the hidden prompt and stdin), run-command.ts
// (the database or the running server's socket), output.ts (help text and what is printed) and
// refusal.ts (the error carrying the message and exit code). This file reads the arguments,
// dispatches and sets the exit code.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseStaffRole, type StaffRole } from '../app/lib/staff-roles.ts';
import type { AppConfig } from '../app/server/config/config.server.ts';
import type { StaffCommand } from '../app/server/staff/staff-command.server.ts';
import { print, USAGE } from './staff/output.ts';
import { readPassword } from './staff/password-input.ts';
import { Refusal, usageError } from './staff/refusal.ts';
import { run } from './staff/run-command.ts';

// The application modules are imported when needed (here and in scripts/staff/): the database layer
// takes a few seconds to load, which neither --help and usage errors nor a request to a running
// server should wait for.

const PASSWORD_ARGUMENT_MESSAGE =
  'Das Passwort wird nie auf der Befehlszeile angegeben (es stünde sonst in der Shell-Historie und in der Prozessliste). ' +
  'Der Befehl fragt danach; in Skripten steht es in der ersten Zeile der Standardeingabe.';

interface Invocation {
  request: StaffCommand;
  /** For create and reset-password: whose password is asked for. */
  passwordFor?: string;
}

const ROLE_HINT = 'inhaber (alles, auch Umsatz, Kunden, Exporte und Statistik) oder pruefer (Fälle bearbeiten)';

/** The role an argument names, or a usage error that lists both. */
function roleArgument(value: string | undefined, context: string): StaffRole {
  const role = value === undefined ? null : parseStaffRole(value);
  if (!role) {
    throw usageError(
      value === undefined || value === ''
        ? `${context}: Bitte die Rolle angeben: ${ROLE_HINT}.`
        : `${context}: Unbekannte Rolle „${value}“. Möglich: ${ROLE_HINT}.`,
    );
  }
  return role;
}

/** Reads the arguments into a request; the password is filled in later. */
function parseArguments(args: string[]): Invocation | 'help' {
  if (args.includes('--help') || args.includes('-h') || args[0] === 'help') return 'help';
  if (args.some((arg) => /^(--password|--passwort|-p)(=|$)/i.test(arg)))
    throw new Refusal(PASSWORD_ARGUMENT_MESSAGE, 2);
  const [command, ...rest] = args;
  if (!command) throw usageError('Kein Befehl angegeben.');
  let name: string | undefined;
  let role: string | undefined;
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg === '--name') {
      name = rest[++i];
      if (name === undefined) throw usageError('--name braucht einen Wert, z. B. --name "Anna Schmidt".');
    } else if (arg.startsWith('--name=')) {
      name = arg.slice('--name='.length);
    } else if (arg === '--role' || arg === '--rolle') {
      role = rest[++i];
      if (role === undefined) throw usageError(`${arg} braucht einen Wert: ${ROLE_HINT}.`);
    } else if (arg.startsWith('--role=') || arg.startsWith('--rolle=')) {
      role = arg.slice(arg.indexOf('=') + 1);
    } else if (arg.startsWith('-') && arg.length > 1) {
      throw usageError(`Unbekannte Option: ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  if (name !== undefined && command !== 'create') throw usageError('--name gibt es nur bei create.');
  if (role !== undefined && command !== 'create')
    throw usageError(
      command === 'role'
        ? 'role: Die Rolle steht ohne --role nach der E-Mail-Adresse, z. B. role name@example.org pruefer.'
        : '--role gibt es nur bei create; die Rolle eines Kontos ändert der Befehl role.',
    );
  const needEmail = (): string => {
    const [email, ...extra] = positional;
    if (!email) throw usageError(`${command}: Bitte die E-Mail-Adresse des Kontos angeben.`);
    if (extra.length > 0) {
      if (command === 'create' && extra.length === 1 && parseStaffRole(extra[0] as string))
        throw usageError(`create: Die Rolle wird mit --role angegeben, z. B. create ${email} --role ${extra[0]}.`);
      // Most likely a password after the address: refuse rather than take or ignore it silently.
      if (command === 'create' || command === 'reset-password') throw new Refusal(PASSWORD_ARGUMENT_MESSAGE, 2);
      throw usageError(`${command}: zu viele Argumente (${extra.join(' ')}).`);
    }
    return email;
  };
  switch (command) {
    case 'create': {
      const email = needEmail();
      const chosen = roleArgument(role, 'create');
      return { request: { command, email, password: '', role: chosen, name }, passwordFor: email };
    }
    case 'reset-password': {
      const email = needEmail();
      return { request: { command, email, password: '' }, passwordFor: email };
    }
    case 'role': {
      const [email, value, ...extra] = positional;
      if (!email) throw usageError(`role: Bitte die E-Mail-Adresse des Kontos und die Rolle angeben: ${ROLE_HINT}.`);
      if (extra.length > 0) throw usageError(`role: zu viele Argumente (${extra.join(' ')}).`);
      return { request: { command, email, role: roleArgument(value, 'role') } };
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
