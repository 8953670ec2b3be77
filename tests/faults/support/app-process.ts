// An app instance for the fault tests: `node server.ts` of the build on a fixed port and data folder,
// killed with SIGKILL and started again on the same port, folder and database.
import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { freePort } from '#tests/support/free-port.ts';
import { exitOf, spawnServer, withBuildLock } from '#tests/support/server-process.ts';

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
}

/** `node server.ts` of the build on the port and data folder given (in `env`). */
function spawnApp(env: Record<string, string>, base: string): Promise<ServerProcess> {
  return spawnServer({ NODE_ENV: 'production', ...env }, base);
}

export interface AppInstance {
  base: string;
  port: number;
  dataDir: string;
  /** The process now running (or last run). */
  current(): ServerProcess;
  /** The output of every life of the instance. */
  output(): string;
  /** SIGKILL, no chance to clean up. Resolves when the process is gone. */
  kill9(): Promise<void>;
  /** Starts the instance again; resolves with the milliseconds until /readyz answered 200. */
  restart(extraEnv?: Record<string, string>): Promise<number>;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Stops (if running) and removes the data folder. */
  remove(): Promise<void>;
}

export async function startApp(
  env: Record<string, string>,
  options: { dataDir: string; port?: number },
): Promise<AppInstance> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  let earlier = '';
  let life: ServerProcess;
  const launch = async (extraEnv: Record<string, string> = {}) => {
    const started = Date.now();
    life = await withBuildLock(() =>
      spawnApp(
        {
          PORT: String(port),
          DATA_DIR: options.dataDir,
          LOG_LEVEL: 'warn',
          MAIL_POLL_SECONDS: '1',
          // Many orders from one address in a short time: the abuse limits are not under test here.
          UPLOAD_LIMIT_FILES_PER_HOUR: '100000',
          UPLOAD_LIMIT_MB_PER_HOUR: '1000000',
          ...env,
          ...extraEnv,
        },
        base,
      ),
    );
    const ready = await fetch(`${base}/readyz`).catch(() => undefined);
    if (ready?.status !== 200) {
      life.child.kill('SIGKILL');
      throw new Error(`the app did not become ready (exit ${life.child.exitCode}):\n${life.output().slice(-4000)}`);
    }
    return Date.now() - started;
  };
  await launch();
  const instance: AppInstance = {
    base,
    port,
    dataDir: options.dataDir,
    current: () => life,
    output: () => earlier + life.output(),
    async kill9() {
      if (life.child.exitCode === null && life.child.signalCode === null) {
        life.child.kill('SIGKILL');
        await exitOf(life.child);
      }
    },
    async restart(extraEnv) {
      earlier += life.output();
      return launch(extraEnv);
    },
    async stop() {
      if (life.child.exitCode !== null || life.child.signalCode !== null) return life.child.exitCode;
      life.child.kill('SIGTERM');
      return exitOf(life.child);
    },
    async remove() {
      await instance.stop();
      await rm(options.dataDir, { recursive: true, force: true });
    },
  };
  return instance;
}
