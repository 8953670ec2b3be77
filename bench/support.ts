// Shared by the benchmarks: start the built server on a free port with its own data folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port.ts';

export const root = path.resolve(import.meta.dirname, '..');

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

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-bench-'));
  const child = spawn(process.execPath, ['server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${base}/readyz`).catch(() => undefined))?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
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
