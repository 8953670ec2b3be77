// Shared by the benchmarks: start the built server on a free port with its own data folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { freePort } from '../tests/support/free-port.ts';
import { withBuildLock } from '../tests/support/server-process.ts';

export const root = path.resolve(import.meta.dirname, '..');

/** How the Lighthouse benchmarks launch Debian's Chromium (tests/support/chromium.ts). */
export const LIGHTHOUSE_CHROME = {
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
};

/**
 * The control page of the Lighthouse benchmarks: a heading and a paragraph, no stylesheet, script,
 * font or icon, from a bare HTTP server. Its blocking time is the browser's own floor.
 */
export async function startControlPage(): Promise<{ url: string; close(): void }> {
  const page =
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kontrollseite</title><meta name="description" content="Leere Kontrollseite für Lighthouse"><link rel="icon" href="data:,"></head><body><h1>Kontrollseite</h1><p>Eine Überschrift und ein Absatz: kein Stylesheet, kein Skript, keine Schrift.</p></body></html>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

/** The median of some measurements (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function requireBuild() {
  if (!existsSync(path.join(root, 'build', 'server', 'index.js'))) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * How `npm run serve` (and so `npm start`) runs the server: a young generation of at most 3 × 4 MB
 * and two malloc arenas, which keep the resident memory of a quiet server low (docs/benchmarks.md,
 * "Memory at rest"). The benchmarks measure the server as it is shipped.
 */
export const SERVE_NODE_FLAGS = ['--max-semi-space-size=4'];
export const SERVE_ENV = { MALLOC_ARENA_MAX: '2' };
/** BENCH_NODE_DEFAULTS=1: every benchmark starts the server with Node's defaults instead (to compare). */
export const NODE_DEFAULTS = process.env.BENCH_NODE_DEFAULTS === '1';

export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; nodeFlags?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'echtcheck-bench-')));
  const base = `http://127.0.0.1:${port}`;
  // Holding the build lock shared while the server loads build/ (a concurrent `npm run build` waits).
  const child = await withBuildLock(async () => {
    const flags = options.nodeFlags ?? (NODE_DEFAULTS ? [] : SERVE_NODE_FLAGS);
    const spawned = spawn(process.execPath, [...flags, 'server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...(NODE_DEFAULTS ? {} : SERVE_ENV),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // The server's warnings and errors show in the benchmark's output (bench:memory's probe lines not).
    spawned.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk
        .toString()
        .split('\n')
        .filter((line) => !line.startsWith('MEMORY '))
        .join('\n');
      if (text.trim()) process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
    });
    for (let i = 0; i < 300; i++) {
      if ((await fetch(`${base}/readyz`).catch(() => undefined))?.ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return spawned;
  });
  return {
    child,
    base,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs a staff member in through the sign-in form, as the browser does; resolves with the session cookie. */
export async function signInStaff(
  base: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const signIn = await fetch(`${base}/conan`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((value) => value.includes('session_token'))
    ?.split(';')[0];
  if (!cookie) throw new Error(`staff sign-in failed: ${signIn.status}`);
  return cookie;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, counted in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
