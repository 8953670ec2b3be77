// Staff accounts for tests. `runStaffCli` and `createStaffViaCli` run the operator's command itself,
// `node scripts/staff.ts` with the password on standard input: with DATA_DIR of a running server on
// embedded PGlite it goes through that server's control socket, with DATABASE_URL it writes to
// PostgreSQL directly. `createStaff` makes the same request in the test's own process, for the tests
// whose subject is not the command: a process per account loads the database layer anew each time
// (seconds of CPU; 40 of them made a tenth of the browser suite's time).
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
 * Creates a staff account with the request `npm run staff -- create` makes, answered by the same
 * code (executeStaffCommand), in this process: on PostgreSQL on the database directly, on PGlite
 * through the running server's control socket. Without a running server on a PGlite folder the
 * command itself runs (it opens the folder). Throws with the German answer when it is refused.
 */
export async function createStaff({ env, email, password, name, role = 'inhaber' }: TestStaffAccount): Promise<void> {
  const stored = parseStaffRole(role);
  if (!stored) throw new Error(`unknown role ${role}`);
  const request = { command: 'create' as const, email, password, role: stored, ...(name ? { name } : {}) };
  const answer = env.DATABASE_URL
    ? await createOnPostgres(env.DATABASE_URL, env.AUTH_SECRET, request)
    : await createThroughSocket(env, request);
  if (answer === 'no server') return createStaffViaCli({ env, email, password, name, role });
  if (!answer.ok) throw new Error(`staff account ${email} (${role}) refused: ${answer.message}`);
}

type CreateRequest = {
  command: 'create';
  email: string;
  password: string;
  role: 'admin' | 'specialist';
  name?: string;
};

async function createOnPostgres(url: string, secret: string | undefined, request: CreateRequest) {
  const [{ openDatabase }, { createStaffAuth, resolveAuthSecret }, { executeStaffCommand }] = await Promise.all([
    import('#app/server/db/db.server.ts'),
    import('#app/server/staff/auth.server.ts'),
    import('#app/server/staff/staff-command.server.ts'),
  ]);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const auth = async () =>
      createStaffAuth({
        db: database.db,
        secret: await resolveAuthSecret(database.db, secret),
        siteUrl: 'http://127.0.0.1',
        idleMinutes: 120,
      });
    return await executeStaffCommand({ db: database.db, auth }, request);
  } finally {
    await database.close();
  }
}

async function createThroughSocket(env: Record<string, string | undefined>, request: CreateRequest) {
  const { isNobodyListening, sendStaffControlRequest } = await import('#app/server/staff/control-socket.server.ts');
  if (!env.DATA_DIR) throw new Error("createStaff on PGlite needs the server's DATA_DIR");
  try {
    return (await sendStaffControlRequest(env.DATA_DIR, request)) as { ok: boolean; message: string };
  } catch (error) {
    if (isNobodyListening(error)) return 'no server' as const;
    throw error;
  }
}
