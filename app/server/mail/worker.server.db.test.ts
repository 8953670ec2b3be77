// Mail delivery through a real SMTP listener (smtp-server): sent once, and when the listener is
// down the mails wait and go out once it is back.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { freePort } from '#tests/support/free-port.ts';
import { parseConfig, providerInfo } from '../config/config.server.ts';
import { mailOutbox } from '../db/schema.server.ts';
import { createDiskStorage } from '../storage/storage.server.ts';
import { enqueueMail } from './outbox.server.ts';
import { createSmtpTransport } from './transport.server.ts';
import { backoffSeconds, createMailWorker } from './worker.server.ts';

const database = useTestDatabase();
const provider = providerInfo(parseConfig({}));

function startListener(port: number, received: string[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  return new Promise<SMTPServer>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe(`mail worker on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('delivers queued mails to SMTP once; while SMTP is down they wait and go out once it is back', async () => {
    // "Down" is a server on the port that drops every connection: it holds the port, so no other
    // process on the machine can take it between freePort() and the SMTP listener (a free port
    // left unbound could be anyone's by the time the worker connects).
    const port = await freePort();
    const down = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => down.listen(port, '127.0.0.1', () => resolve()));
    const received: string[] = [];
    const worker = createMailWorker({
      db: database.db,
      storage: createDiskStorage(mkdtempSync(path.join(tmpdir(), 'echtcheck-mail-files-'))),
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      from: 'Echtcheck <service@echtcheck.de>',
      provider,
      logger: pino({ level: 'silent' }),
      instanceId: 'worker-test',
    });
    for (const n of [1, 2]) {
      await enqueueMail(database.db, {
        kind: 'test',
        dedupeKey: `worker-test-${n}`,
        to: `kundin${n}@example.de`,
        subject: `Ihre Buchung ${n}`,
        html: `<p>Grüße ${n}</p>`,
        text: `Grüße ${n}`,
        attachments: [{ kind: 'terms' }],
      });
    }
    // The same dedupe key again: still one mail.
    expect(
      await enqueueMail(database.db, {
        kind: 'test',
        dedupeKey: 'worker-test-1',
        to: 'x@example.de',
        subject: 'S',
        html: 'h',
        text: 't',
      }),
    ).toBe(false);

    // Listener down: nothing is lost, the rows wait with an error and a later attempt time.
    expect(await worker.runOnce()).toBe(0);
    const waiting = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'test'));
    expect(waiting.map((m) => m.status)).toEqual(['pending', 'pending']);
    for (const mail of waiting) {
      expect(mail.attempts).toBe(1);
      expect(mail.lastError).toBeTruthy();
      expect(mail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }

    // Listener back; the retry time has come.
    await new Promise<void>((resolve) => down.close(() => resolve()));
    const server = await startListener(port, received);
    try {
      await database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.kind, 'test'));
      expect(await worker.runOnce()).toBe(2);
      expect(await worker.runOnce()).toBe(0);
      expect(received).toHaveLength(2);
      expect(received.join('\n')).toContain('Subject: Ihre Buchung 1');
      expect(received.join('\n')).toContain('AGB-und-Widerrufsbelehrung.pdf');
      const sent = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'test'));
      expect(sent.map((m) => m.status)).toEqual(['sent', 'sent']);
      expect(sent.every((m) => m.messageId && m.sentAt)).toBe(true);
    } finally {
      await worker.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('on start releases the claims of its own earlier life, never those of another instance', async () => {
    const worker = (instanceId: string) =>
      createMailWorker({
        db: database.db,
        storage: createDiskStorage(mkdtempSync(path.join(tmpdir(), 'echtcheck-mail-files-'))),
        transport: { send: async () => ({ messageId: 'x' }), close: () => undefined },
        from: 'Echtcheck <service@echtcheck.de>',
        provider,
        logger: pino({ level: 'silent' }),
        instanceId,
      });
    const lockedUntil = new Date(Date.now() + 30_000);
    for (const owner of ['instance-a', 'instance-b']) {
      await enqueueMail(database.db, {
        kind: 'claim-test',
        dedupeKey: `claim-test-${owner}`,
        to: 'kundin@example.de',
        subject: 'S',
        html: 'h',
        text: 't',
      });
      // A claim left behind by a crash of `owner`.
      await database.db
        .update(mailOutbox)
        .set({ status: 'sending', lockedBy: owner, lockedUntil, attempts: 1 })
        .where(eq(mailOutbox.dedupeKey, `claim-test-${owner}`));
    }
    expect(await worker('instance-a').releaseOwnClaims()).toBe(1);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'claim-test'));
    const byKey = Object.fromEntries(rows.map((row) => [row.dedupeKey, row]));
    expect(byKey['claim-test-instance-a']).toMatchObject({ status: 'pending', lockedBy: null, lockedUntil: null });
    expect(byKey['claim-test-instance-b']).toMatchObject({ status: 'sending', lockedBy: 'instance-b' });
    // The released row is due now: the next run sends it; the other instance's claim stays untouched.
    expect(await worker('instance-a').runOnce()).toBe(1);
    const after = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'claim-test'));
    expect(after.map((row) => row.status).sort()).toEqual(['sending', 'sent']);
  });
});
