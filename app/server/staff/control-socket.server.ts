// The local control channel of `npm run staff` (scripts/staff.ts). Embedded PGlite admits one
// process, so while the server runs on a data folder the command cannot open the database itself:
// it sends its request to the server over the Unix socket DATA_DIR/staff.sock instead. Only the
// machine's own processes can reach a Unix socket, and the socket file is created with mode 0600 in
// a DATA_DIR that belongs to the server's user and nobody else can write (checked here too, for
// `npm run staff` working on the folder itself), so only the server's user (and root) can connect,
// and nobody else can put a socket of their own in its place. The protocol is one newline-terminated JSON
// request per connection and one newline-terminated JSON answer; a request is at most 64 KB.
// On PostgreSQL the server opens no socket: the command talks to the database directly.
import { chmod, lstat, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { assertPrivateFolder } from '../storage/private-files.server.ts';

export const STAFF_SOCKET_NAME = 'staff.sock';
export const MAX_REQUEST_BYTES = 64 * 1024;
/** A connection that has not sent its whole request after this long is closed. */
const REQUEST_TIMEOUT_MS = 10_000;

export function staffSocketPath(dataDir: string): string {
  return path.join(dataDir, STAFF_SOCKET_NAME);
}

interface SocketLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface StaffControlSocketOptions {
  dataDir: string;
  /** Answers one parsed request; whatever it returns is sent back as JSON. */
  handle(request: unknown): Promise<unknown>;
  logger: SocketLogger;
}

export interface StaffControlSocket {
  readonly path: string;
  /** Stops accepting, lets requests being handled finish, removes the socket file. */
  close(): Promise<void>;
}

/** Resolves true when a process accepts connections on the socket file (the file is not stale). */
function isAnswering(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect({ path: socketPath });
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

export async function startStaffControlSocket({
  dataDir,
  handle,
  logger,
}: StaffControlSocketOptions): Promise<StaffControlSocket> {
  const socketPath = staffSocketPath(dataDir);
  assertPrivateFolder(dataDir);
  await removeStaleSocket(socketPath, dataDir);

  const waiting = new Set<net.Socket>();
  const working = new Set<Promise<void>>();
  const server = net.createServer((socket) => serveConnection(socket, { handle, logger, waiting, working }));
  server.maxConnections = 16;

  await listenPrivately(server, socketPath);
  await chmod(socketPath, 0o600);
  server.on('error', (error) => logger.error({ err: error }, 'staff control socket error'));
  logger.info({ path: socketPath }, 'staff control socket listening (npm run staff)');

  let closing: Promise<void> | undefined;
  return {
    path: socketPath,
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const socket of waiting) socket.destroy();
        await Promise.allSettled(working);
        await closed;
        await rm(socketPath, { force: true });
      })();
      return closing;
    },
  };
}

/**
 * A socket file already there: removed when a process of this user left it behind; refused when
 * another user owns it or a process still answers on it.
 */
async function removeStaleSocket(socketPath: string, dataDir: string): Promise<void> {
  const existing = await lstat(socketPath).catch(() => undefined);
  if (!existing) return;
  const uid = process.getuid?.();
  if (uid !== undefined && existing.uid !== uid) {
    // Not left behind by this user's server: the server neither deletes nor trusts what it did not make.
    throw new Error(
      `${socketPath} belongs to user id ${existing.uid}, not to the server's user (id ${uid}): remove it, then start again.`,
    );
  }
  if (await isAnswering(socketPath)) {
    throw new Error(
      `another process answers on ${socketPath}: is a second server running on DATA_DIR ${dataDir}? Embedded PGlite admits one process.`,
    );
  }
  // Left behind by a process that did not stop cleanly.
  await rm(socketPath, { force: true });
}

/**
 * One connection: reads one request line (at most MAX_REQUEST_BYTES), answers it with the handler's
 * result as one JSON line. `waiting` holds connections still sending their request (close() ends
 * them), `working` the requests being handled (close() lets them finish).
 */
function serveConnection(
  socket: net.Socket,
  {
    handle,
    logger,
    waiting,
    working,
  }: Pick<StaffControlSocketOptions, 'handle' | 'logger'> & { waiting: Set<net.Socket>; working: Set<Promise<void>> },
): void {
  waiting.add(socket);
  let buffer = Buffer.alloc(0);
  let done = false;
  const answer = (value: unknown) => {
    if (!socket.destroyed) socket.end(`${JSON.stringify(value)}\n`);
  };
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => {
    if (!done) socket.destroy();
  });
  socket.on('error', (error) => logger.info({ err: error.message }, 'staff control socket: connection error'));
  socket.on('close', () => waiting.delete(socket));
  socket.on('data', (chunk: Buffer) => {
    if (done) return;
    buffer = Buffer.concat([buffer, chunk]);
    const newline = buffer.indexOf(0x0a);
    if (newline === -1 && buffer.length <= MAX_REQUEST_BYTES) return;
    done = true;
    waiting.delete(socket);
    socket.pause();
    if (newline === -1 || newline > MAX_REQUEST_BYTES) {
      logger.warn({ bytes: buffer.length }, 'staff control socket: request too large');
      answer({ ok: false, message: 'Die Anfrage ist zu groß (höchstens 64 KB).' });
      return;
    }
    let request: unknown;
    try {
      request = JSON.parse(buffer.subarray(0, newline).toString('utf8'));
    } catch {
      answer({ ok: false, message: 'Die Anfrage ist kein gültiges JSON.' });
      return;
    }
    const work = handle(request)
      .then(answer, (error: unknown) => {
        logger.error({ err: error }, 'staff control socket: command failed');
        answer({ ok: false, message: `Der Server konnte den Befehl nicht ausführen: ${(error as Error)?.message}` });
      })
      .finally(() => working.delete(work));
    working.add(work);
  });
}

/** The file gets its mode when it is bound, which happens within listen(): 0600 from the start. */
async function listenPrivately(server: net.Server, socketPath: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    const previous = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(previous);
    }
  });
}

/** The server could not be asked: nobody listens (code ENOENT or ECONNREFUSED), or another failure. */
export class StaffControlUnavailable extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'StaffControlUnavailable';
    this.code = code;
  }
}

/** True when nobody listens on the socket: no server runs on that data folder. */
export function isNobodyListening(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return code === 'ENOENT' || code === 'ECONNREFUSED';
}

/**
 * Sends one request to the server on `dataDir` and resolves with its answer. Rejects with a
 * StaffControlUnavailable (see isNobodyListening) when the server cannot be asked.
 */
export function sendStaffControlRequest(dataDir: string, request: unknown, timeoutMs = 60_000): Promise<unknown> {
  const socketPath = staffSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ path: socketPath });
    let received = '';
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () =>
      fail(
        new StaffControlUnavailable(
          `Der Server hat nicht innerhalb von ${timeoutMs / 1000} s geantwortet.`,
          'ETIMEDOUT',
        ),
      ),
    );
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      fail(new StaffControlUnavailable(`${socketPath}: ${error.message}`, error.code)),
    );
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('end', () => {
      let answer: unknown;
      try {
        answer = JSON.parse(received.split('\n')[0] ?? '');
      } catch {
        fail(new StaffControlUnavailable('Der Server hat keine gültige Antwort gegeben.', 'EBADANSWER'));
        return;
      }
      if (settled) return;
      settled = true;
      resolve(answer);
      socket.destroy();
    });
    socket.on('close', () =>
      fail(new StaffControlUnavailable('Der Server hat die Verbindung ohne Antwort beendet.', 'EBADANSWER')),
    );
  });
}
