// A server process of our own for tests that must watch the process itself (crash, logs, restart):
// `node server.ts` on a free port with its own data folder (the build must exist; it is started
// holding the build lock shared, see withBuildLock).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyMigratedDataFolder } from './database-templates.ts';
import { freePort } from './free-port.ts';

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, wait for the exit, remove the data folder (unless kept). */
  stop(): Promise<void>;
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** The lock `npm run build` takes exclusively while it replaces build/ (see withBuildLock). */
export const BUILD_LOCK = process.env.BUILD_LOCK ?? '/tmp/echtcheck-build.lock';

/**
 * Runs `start` while holding the build lock shared (`flock -s`), so that no `npm run build` (which
 * takes the lock exclusively) replaces build/ while a server loads it. Without flock: no lock.
 */
export async function withBuildLock<T>(start: () => Promise<T>): Promise<T> {
  const holder = spawn('flock', ['--no-fork', '-s', BUILD_LOCK, '-c', 'echo locked; exec sleep 300'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const locked = await new Promise<boolean>((resolve) => {
    holder.once('error', () => resolve(false));
    holder.once('exit', () => resolve(false));
    holder.stdout?.once('data', () => resolve(true));
  });
  try {
    return await start();
  } finally {
    if (locked) holder.kill('SIGTERM');
  }
}

/**
 * `node server.ts` on 127.0.0.1 with embedded PGlite unless `env` says otherwise (`env` goes over
 * this process's environment), its output collected; resolves when `${base}/readyz` answers 200,
 * the process exits, or after 90 s.
 */
export async function spawnServer(
  env: Record<string, string>,
  base: string,
): Promise<{ child: ChildProcess; output(): string }> {
  const child = spawn(process.execPath, ['server.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(3000) }).catch(() => undefined);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output };
}

export async function startServerProcess(
  env: Record<string, string> = {},
  options: { dataDir?: string; keepData?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-process-'));
    // On PGlite, a new data folder starts with a copy of a migrated database: PGlite's set-up and
    // the migrations cost ~4 s a start. A test that means to start from nothing passes its own
    // folder (the lifecycle and staff CLI tests do).
    if (!env.DATABASE_URL) await copyMigratedDataFolder(path.join(dataDir, 'db'));
  }
  // A fresh data folder takes ~7 s on a quiet machine (PGlite set-up and migrations), a copied one
  // ~3 s; allow for a machine busy with the other browser tests.
  const { child, output } = await withBuildLock(() =>
    spawnServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env }, base),
  );
  return {
    child,
    base,
    port,
    dataDir,
    output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exitOf(child);
      }
      if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
