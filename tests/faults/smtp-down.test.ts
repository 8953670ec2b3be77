// SMTP down for a while: the mails of paid orders wait in the outbox (backoff), go out once the
// SMTP server is back and their retry is due (brought forward in the database, not waited for),
// each once; the orders themselves never notice.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '#tests/support/free-port.ts';
import { type AppInstance, startApp } from './support/app-process.ts';
import { placePaidOrder } from './support/resilient-orders.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.ts';
import { type SmtpRecorder, startSmtpRecorder } from './support/smtp-recorder.ts';
import { inconsistencies, readState } from './support/verify.ts';

let smtp: SmtpRecorder;
let app: AppInstance;
let dataDir = '';
let scratch: ScratchDatabase;

beforeAll(async () => {
  smtp = await startSmtpRecorder(await freePort());
  await smtp.stop();
  scratch = await createScratchDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-faults-smtp-'));
  app = await startApp({ SMTP_URL: smtp.url, DATABASE_URL: scratch.url }, { dataDir });
});

afterAll(async () => {
  await app?.remove();
  // Also when the app never started.
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await smtp?.stop();
  await scratch?.drop();
});

/** Seconds until each waiting mail's next attempt. */
async function secondsToNextAttempt(): Promise<number[]> {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ seconds: number }>(
      `select extract(epoch from next_attempt_at - now())::float8 as seconds from mail_outbox where status = 'pending'`,
    );
    return rows.map((row) => row.seconds);
  } finally {
    await client.end();
  }
}

/** Makes every waiting mail due now, as if its backoff had run out. */
async function backoffOver(): Promise<void> {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    await client.query(`update mail_outbox set next_attempt_at = now() - interval '1 second' where status = 'pending'`);
  } finally {
    await client.end();
  }
}

it('keeps the mails while SMTP is down and sends each once when it is back', async () => {
  const deadline = Date.now() + 60_000;
  const outcomes = await Promise.all(
    [1, 2, 3].map((n) => placePaidOrder(app.base, [], { deadline, label: `smtp-weg-${n}-${Date.now()}` })),
  );
  expect(outcomes.map((outcome) => outcome.paid)).toEqual([true, true, true]);

  // The worker tried (connection refused) and put every mail back with a later attempt time. A row
  // is 'sending' with its attempt counted from the claim until the failure is recorded: wait for that.
  const until = Date.now() + 20_000;
  let waiting = await readState({ url: scratch.url });
  while (waiting.outbox.some((row) => row.attempts === 0 || row.status === 'sending') && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    waiting = await readState({ url: scratch.url });
  }
  expect(waiting.outbox).toHaveLength(6);
  expect(waiting.outbox.map((row) => `${row.status}:${row.attempts}`)).toEqual(Array(6).fill('pending:1'));
  expect(smtp.mails).toHaveLength(0);

  // The first retry is due 30 s after the failure (backoffSeconds): each row's next attempt lies
  // well ahead.
  const ahead = await secondsToNextAttempt();
  expect(ahead).toHaveLength(6);
  for (const seconds of ahead) expect(seconds).toBeGreaterThan(20);

  // Down a while longer, then back. Rather than wait out the rest of the backoff, its end is brought
  // forward in the database (the clock has moved on): the worker itself then retries each mail.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await smtp.start();
  await backoffOver();
  const back = Date.now();
  await smtp.waitFor(6, 60_000);
  console.log(`[faults] SMTP back: the 6 waiting mails went out within ${((Date.now() - back) / 1000).toFixed(1)} s`);
  // Each once: wait until the worker recorded every delivery (all six rows 'sent': none can be
  // claimed again) and no DATA transfer is under way; a duplicate would then be in smtp.mails already.
  const settled = Date.now() + 20_000;
  let after = await readState({ url: scratch.url });
  while (
    !(after.outbox.every((row) => row.status === 'sent') && smtp.dataStarts.length === smtp.mails.length) &&
    Date.now() < settled
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = await readState({ url: scratch.url });
  }
  expect(after.outbox.map((row) => row.status)).toEqual(Array(6).fill('sent'));
  expect(smtp.dataStarts).toHaveLength(smtp.mails.length);

  const { problems } = await inconsistencies(after, outcomes, smtp.mails, {
    filesDir: path.join(app.dataDir, 'files'),
    kills: [],
  });
  expect(problems).toEqual([]);
  expect(smtp.mails).toHaveLength(6);
});
