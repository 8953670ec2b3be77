// An SMTP server of the test's own that records every message it accepted (the 250 after DATA was
// sent on an open connection), by the Message-ID the app gives each outbox row (`<{outbox id}@…>`).
// It can accept slowly, hang (never answer DATA), or be down (not listening) and come back.
import { SMTPServer } from 'smtp-server';

export interface RecordedMail {
  /** The outbox row's id, from the Message-ID. */
  outboxId: string;
  kind: string;
  to: string;
  subject: string;
  /** When the 250 was sent. */
  acceptedAt: number;
  raw: string;
}

export type RecorderMode = 'accept' | 'hang';

export interface SmtpRecorder {
  port: number;
  url: string;
  mails: RecordedMail[];
  /** Times at which a DATA transfer started (a mail is being sent). */
  dataStarts: number[];
  mode: RecorderMode;
  /** Delay before the 250 after DATA, in ms. */
  acceptDelayMs: number;
  /** Stops listening (connections are refused) until start() again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves when `count` distinct outbox ids were accepted, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs: number): Promise<void>;
  distinct(): Set<string>;
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';
}

export async function startSmtpRecorder(port: number): Promise<SmtpRecorder> {
  let server: SMTPServer | undefined;
  const recorder: SmtpRecorder = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails: [],
    dataStarts: [],
    mode: 'accept',
    acceptDelayMs: 0,
    async start() {
      const closed = new WeakSet<object>();
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        // Stopping must not wait 30 s for a connection the app keeps open.
        closeTimeout: 500,
        onClose(session) {
          closed.add(session);
        },
        onData(stream, session, callback) {
          recorder.dataStarts.push(Date.now());
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            if (recorder.mode === 'hang') return;
            // setImmediate after the delay: a close that is already pending is seen first (timers
            // run before I/O in Node's event loop).
            setTimeout(
              () =>
                setImmediate(() => {
                  // The sender is gone (killed): no 250 reached it, so the message was not accepted.
                  if (closed.has(session)) return callback(new Error('connection closed'));
                  const raw = Buffer.concat(chunks).toString('utf8');
                  const outboxId = /<([0-9a-f-]{36})@/.exec(header(raw, 'Message-ID'))?.[1] ?? '';
                  recorder.mails.push({
                    outboxId,
                    kind: header(raw, 'X-Echtcheck-Mail'),
                    to: header(raw, 'To'),
                    subject: header(raw, 'Subject'),
                    acceptedAt: Date.now(),
                    raw,
                  });
                  callback();
                }),
              recorder.acceptDelayMs,
            );
          });
        },
      });
      server.on('error', () => undefined);
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', () => resolve()));
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    distinct: () => new Set(recorder.mails.map((mail) => mail.outboxId)),
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (recorder.distinct().size < count) {
        if (Date.now() > deadline) {
          throw new Error(`SMTP: ${recorder.distinct().size} of ${count} mails after ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
  await recorder.start();
  return recorder;
}
