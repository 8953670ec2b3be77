// Staff accounts for tests. `runStaffCli` and `createStaffViaCli` run the operator's command itself,
// `node scripts/staff.ts` with the password on standard input: with DATA_DIR of a running server on
// embedded PGlite it goes through that server's control socket, with DATABASE_URL it writes to
// PostgreSQL directly. `createStaff` runs the same command code (scripts/staff/run-command.ts) in the
// test's own process, for the tests whose subject is not the command: a process per account loads the
// database layer anew each time (1.4 s an account against 0.12 s).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseStaffRole } from '#app/lib/staff-roles.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface StaffCliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface StaffCliOptions {
  /** Settings for the command (DATA_DIR, DATABASE_URL, …) over the test process's environment. */
  env?: Record<string, string | undefined>;
  /** Written to standard input, then closed (the password is its first line). */
  input?: string;
  timeoutMs?: number;
}

/** Runs `node scripts/staff.ts <args>` and resolves with its exit code and output (never rejects on a failure exit). */
export function runStaffCli(args: string[], { env = {}, input, timeoutMs = 60_000 }: StaffCliOptions = {}) {
  return new Promise<StaffCliResult>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/staff.ts', ...args], {
      cwd: root,
      // An empty DATABASE_URL means embedded PGlite, unless the caller names a PostgreSQL database.
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`staff command ${args.join(' ')} took longer than ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    // The command may exit without reading standard input (usage errors): ignore the broken pipe.
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });
}

/**
 * Creates a staff account with `npm run staff -- create`; throws with the command's output unless it
 * succeeds. The role is Inhaber (everything) unless a test names Prüfer.
 */
export async function createStaffViaCli({
  env,
  email,
  password,
  name,
  role = 'inhaber',
}: {
  env: Record<string, string | undefined>;
  email: string;
  password: string;
  name?: string;
  role?: 'inhaber' | 'pruefer';
}): Promise<void> {
  const args = ['create', email, '--role', role, ...(name ? ['--name', name] : [])];
  const result = await runStaffCli(args, { env, input: `${password}\n` });
  if (result.code !== 0) {
    throw new Error(
      `npm run staff -- create ${email} --role ${role} exited with ${result.code}:\n${result.stdout}${result.stderr}`.trimEnd(),
    );
  }
}

export interface TestStaffAccount {
  /** DATA_DIR of the server, and DATABASE_URL when it runs on PostgreSQL (e2eEnv()). */
  env: Record<string, string | undefined>;
  email: string;
  password: string;
  name?: string;
  role?: 'inhaber' | 'pruefer';
}

/**
 * Creates a staff account with the request `npm run staff -- create` makes, run by the command's own
 * `run` (scripts/staff/run-command.ts) in this process: on PostgreSQL on the database directly, on
 * PGlite through the running server's control socket (or, with no server, on the folder itself).
 * Throws with the German answer when it is refused.
 */
export async function createStaff({ env, email, password, name, role = 'inhaber' }: TestStaffAccount): Promise<void> {
  const stored = parseStaffRole(role);
  if (!stored) throw new Error(`unknown role ${role}`);
  const [{ parseConfig }, { run }] = await Promise.all([
    import('#app/server/config/config.server.ts'),
    import('../../scripts/staff/run-command.ts'),
  ]);
  // As runStaffCli: an empty DATABASE_URL means embedded PGlite, unless the caller names a database.
  const config = parseConfig({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env });
  const answer = await run(config, { command: 'create', email, password, role: stored, ...(name ? { name } : {}) });
  if (!answer.ok) throw new Error(`staff account ${email} (${role}) refused: ${answer.message}`);
}
