import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  isNobodyListening,
  MAX_REQUEST_BYTES,
  type StaffControlSocket,
  sendStaffControlRequest,
  staffSocketPath,
  startStaffControlSocket,
} from './control-socket.server.ts';

const silent = { info() {}, warn() {}, error() {} };
let dataDir: string;
let open: StaffControlSocket[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-socket-'));
});
afterEach(async () => {
  await Promise.all(open.map((socket) => socket.close()));
  open = [];
  await rm(dataDir, { recursive: true, force: true });
});

async function start(handle: (request: unknown) => Promise<unknown>) {
  const socket = await startStaffControlSocket({ dataDir, handle, logger: silent });
  open.push(socket);
  return socket;
}

/** Writes raw bytes to the socket and collects everything the server sends until it closes. */
function rawExchange(payload: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = net.connect({ path: staffSocketPath(dataDir) });
    let received = '';
    client.setEncoding('utf8');
    client.on('data', (chunk: string) => {
      received += chunk;
    });
    client.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve(received);
      else reject(error);
    });
    client.on('close', () => resolve(received));
    client.write(payload);
  });
}

describe('staff control socket', () => {
  it('answers one JSON request per connection, from a socket file only its owner can open', async () => {
    const seen: unknown[] = [];
    const socket = await start(async (request) => {
      seen.push(request);
      return { ok: true, message: 'erledigt', echo: request };
    });
    expect(socket.path).toBe(path.join(dataDir, 'staff.sock'));
    expect(statSync(socket.path).mode & 0o777).toBe(0o600);

    const answer = await sendStaffControlRequest(dataDir, { command: 'list' });
    expect(answer).toEqual({ ok: true, message: 'erledigt', echo: { command: 'list' } });
    // A second line on the same connection is not a second request.
    expect(await rawExchange('{"command":"list"}\n{"command":"disable","email":"x@y.de"}\n')).toBe(
      `${JSON.stringify({ ok: true, message: 'erledigt', echo: { command: 'list' } })}\n`,
    );
    expect(seen).toEqual([{ command: 'list' }, { command: 'list' }]);
  });

  it('refuses invalid JSON and requests over 64 KB without calling the handler', async () => {
    let calls = 0;
    await start(async () => {
      calls++;
      return { ok: true };
    });
    expect(JSON.parse(await rawExchange('kein json\n'))).toEqual({
      ok: false,
      message: 'Die Anfrage ist kein gültiges JSON.',
    });
    const big = JSON.stringify({ command: 'create', email: 'a@b.de', password: 'x'.repeat(MAX_REQUEST_BYTES) });
    expect(JSON.parse(await rawExchange(`${big}\n`))).toEqual({
      ok: false,
      message: 'Die Anfrage ist zu groß (höchstens 64 KB).',
    });
    expect(calls).toBe(0);
  });

  it('answers a failing handler with a message instead of hanging up', async () => {
    await start(async () => {
      throw new Error('Datenbank weg');
    });
    expect(await sendStaffControlRequest(dataDir, { command: 'list' })).toEqual({
      ok: false,
      message: 'Der Server konnte den Befehl nicht ausführen: Datenbank weg',
    });
  });

  it('replaces a stale socket file, refuses to start beside a live one, and removes its file on close', async () => {
    await writeFile(staffSocketPath(dataDir), 'übrig geblieben');
    const first = await start(async () => ({ ok: true }));
    await expect(startStaffControlSocket({ dataDir, handle: async () => ({}), logger: silent })).rejects.toThrow(
      /another process answers/,
    );
    await first.close();
    expect(existsSync(staffSocketPath(dataDir))).toBe(false);
  });

  it('close() waits for a request being handled', async () => {
    let release: () => void = () => {};
    let handling: () => void = () => {};
    const handled = new Promise<void>((resolve) => {
      handling = resolve;
    });
    const socket = await start(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ ok: true, message: 'spät' });
          handling();
        }),
    );
    const answer = sendStaffControlRequest(dataDir, { command: 'list' });
    // The request is being handled (not merely sent) when close() is called.
    await handled;
    const closed = socket.close();
    release();
    await closed;
    expect(await answer).toEqual({ ok: true, message: 'spät' });
  });

  it('tells the client when nobody listens', async () => {
    const error = await sendStaffControlRequest(dataDir, { command: 'list' }).catch((reason: unknown) => reason);
    expect(isNobodyListening(error)).toBe(true);
    expect((error as Error).name).toBe('StaffControlUnavailable');
  });
});
