// kill -9 at random points while 20 customers order (uploads, order, simulated payment) and while
// the mails go out; every restart on the same data folder and embedded database. Afterwards: no
// confirmed order lost, nothing doubled, invoice numbers gapless, files intact, every mail accepted
// by SMTP once. Then a mail the crash interrupts mid-send goes out within 30 s of the restart.
// On a PostgreSQL database of its own (quick to restart on a busy machine); FAULT_DB=pglite runs the
// same on the embedded database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#tests/support/free-port.ts';
import { holdsFor } from '#tests/support/holds-for.ts';
import { pdfBody } from '#tests/support/upload-bodies.ts';
import { type AppInstance, startApp } from './support/app-process.ts';
import { seededRandom } from './support/random.ts';
import { type OrderOutcome, placePaidOrder } from './support/resilient-orders.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.ts';
import { type SmtpRecorder, startSmtpRecorder } from './support/smtp-recorder.ts';
import { inconsistencies, readState } from './support/verify.ts';

const ORDERS = 20;
const CONCURRENCY = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let smtp: SmtpRecorder;
let app: AppInstance;
let dataDir: string;
let scratch: ScratchDatabase | undefined;
const onPglite = process.env.FAULT_DB === 'pglite';
const state = () => readState(scratch ? { url: scratch.url } : { dataDir });
const kills: number[] = [];
const restartsMs: number[] = [];

async function crashAndRestart() {
  kills.push(Date.now());
  await app.kill9();
  restartsMs.push(await app.restart());
}

/** A distinct PDF per file, so a mixed-up file would show. */
function uploadFile(order: number, index: number, size: number) {
  const bytes = pdfBody(size);
  Buffer.from(`% order ${order} file ${index}\n`).copy(bytes, 60);
  return { fileName: `beleg-${order}-${index}.pdf`, bytes };
}

beforeAll(async () => {
  smtp = await startSmtpRecorder(await freePort());
  dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-faults-crash-'));
  scratch = onPglite ? undefined : await createScratchDatabase();
  // A fixed identity, as INSTANCE_ID in production: the restarted instance is the same instance.
  app = await startApp(
    // LOG_LEVEL info: the "mail sent" lines tell when a delivery was recorded.
    { SMTP_URL: smtp.url, INSTANCE_ID: 'faults-crash', DATABASE_URL: scratch?.url ?? '', LOG_LEVEL: 'info' },
    { dataDir },
  );
});

afterAll(async () => {
  if (process.env.FAULT_KEEP !== '1') await app?.remove();
  else console.log(`[faults] data kept in ${dataDir}`);
  await smtp?.stop();
  if (!app) await rm(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

describe('kill -9 during orders and mail delivery', () => {
  it('loses no confirmed order, doubles nothing, keeps invoices gapless and sends every mail once', async () => {
    const random = seededRandom('kill -9 during orders and mails');
    // Slow acceptance: mails take a while, so that kills land while they are being sent.
    smtp.acceptDelayMs = 250;
    const deadline = Date.now() + 150_000;
    const plans = Array.from({ length: ORDERS }, (_, order) =>
      Array.from({ length: random.between(1, 2) }, (_, index) =>
        uploadFile(order, index, random.between(20_000, 600_000)),
      ),
    );

    // Kills during the orders: at random moments 0.2–1.2 s after each restart, at most three.
    let ordersDone = false;
    const killer = (async () => {
      for (let n = 0; n < 3 && !ordersDone; n++) {
        await sleep(random.between(200, 1200));
        if (!ordersDone) await crashAndRestart();
      }
    })();
    const outcomes: OrderOutcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ORDERS) {
          const order = next++;
          outcomes.push(
            await placePaidOrder(app.base, plans[order] ?? [], { deadline, label: `kundin-${order}-${random.seed}` }),
          );
        }
      }),
    );
    ordersDone = true;
    await killer;
    const ordersKills = kills.length;

    // Kills while mails are being sent: one more order is paid (its two mails queued), and the
    // server is killed at a random moment 0–1.5 s after a DATA transfer began.
    smtp.acceptDelayMs = 600;
    for (let n = 0; n < 2; n++) {
      const seen = smtp.dataStarts.length;
      const extra = placePaidOrder(app.base, [], { deadline, label: `kundin-post-${n}-${random.seed}` });
      const until = Date.now() + 20_000;
      while (smtp.dataStarts.length === seen && Date.now() < until) await sleep(10);
      expect(smtp.dataStarts.length, 'a mail is being sent').toBeGreaterThan(seen);
      await sleep(random.between(0, 1500));
      await crashAndRestart();
      outcomes.push(await extra);
    }
    smtp.acceptDelayMs = 0;

    // Quiet: all the mails of the paid orders out, and then no further mail for 4 s; a mail that
    // still arrives starts the window again (duplicates are counted below, from the stored state).
    const paid = outcomes.filter((outcome) => outcome.paid).length;
    await smtp.waitFor(2 * paid, 60_000);
    for (;;) {
      const count = smtp.mails.length;
      const quiet = await holdsFor('no further mail', () => smtp.mails.length === count, 4000).then(
        () => true,
        () => false,
      );
      if (quiet) break;
    }
    // PGlite admits one process: the app stops before the test reads its database.
    if (onPglite) expect(await app.stop()).toBe(0);

    const stored = await state();
    const { problems, duplicatesInWindow } = await inconsistencies(stored, outcomes, smtp.mails, {
      filesDir: path.join(dataDir, 'files'),
      kills,
    });
    console.log(
      `[faults] ${outcomes.length} orders, ${paid} paid as far as the clients know, ${stored.cases.length} cases, ` +
        `${stored.invoices.length} invoices, ${stored.outbox.length} mails (${smtp.mails.length} accepted by SMTP); ` +
        `${ordersKills} kills during the orders, ${kills.length - ordersKills} during mail delivery; ` +
        `restarts ready after ${restartsMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}` +
        (duplicatesInWindow.length > 0 ? `; repeated in the accepted-not-recorded window: ${duplicatesInWindow}` : ''),
    );
    if (problems.length > 0) {
      console.log(
        app
          .output()
          .split('\n')
          .filter((line) => /mail|fatal|"level":50/.test(line))
          .join('\n')
          .slice(-6000),
      );
    }
    const unexpected = outcomes.flatMap((outcome) => outcome.unexpected);
    expect(unexpected, 'answers other than success, a refused connection or 503').toEqual([]);
    expect(problems).toEqual([]);
    expect(paid).toBe(outcomes.length);
    expect(kills.length).toBeGreaterThanOrEqual(2);
    if (onPglite) await app.restart();
  });

  it('sends a mail the crash interrupted mid-send within 30 s of the restart', async () => {
    // SMTP takes the mail but never answers: the rows stay claimed ("sending") by this instance.
    smtp.mode = 'hang';
    smtp.acceptDelayMs = 0;
    const before = smtp.dataStarts.length;
    const [outcome] = await Promise.all([
      placePaidOrder(app.base, [], { deadline: Date.now() + 60_000, label: `unterbrochen-${Date.now()}` }),
    ]);
    expect(outcome?.paid, outcome?.unexpected.join('\n')).toBe(true);
    const until = Date.now() + 15_000;
    while (smtp.dataStarts.length < before + 2 && Date.now() < until) await sleep(20);
    expect(smtp.dataStarts.length, 'both mails of the order are being sent').toBeGreaterThanOrEqual(before + 2);

    kills.push(Date.now());
    await app.kill9();
    smtp.mode = 'accept';
    const expected = smtp.distinct().size + 2;
    const restarted = Date.now();
    const readyMs = await app.restart();
    await smtp.waitFor(expected, 60_000);
    const delayMs = Date.now() - restarted;
    console.log(
      `[faults] the interrupted mails went out ${((delayMs - readyMs) / 1000).toFixed(1)} s after the restarted ` +
        `instance was ready (${(delayMs / 1000).toFixed(1)} s after the restart began, ready after ` +
        `${(readyMs / 1000).toFixed(1)} s); before the fix the 120 s claim lock held them`,
    );
    // Measured from the moment the restarted instance serves again: a slow start on a busy machine
    // is not the mail's delay.
    expect(delayMs - readyMs).toBeLessThanOrEqual(30_000);
    // Sent because the restarted instance released its own claims, not because a lock ran out.
    expect(app.current().output()).toMatch(
      /"released":2,.*mails this instance was sending when it stopped are due again/,
    );

    // Each once: wait until the restarted instance (the only one) recorded both deliveries; the
    // rows are then 'sent' and cannot be claimed again, so a duplicate would be in smtp.mails already.
    const sentLogged = () =>
      app
        .current()
        .output()
        .split('\n')
        .filter((line) => line.includes('"mail sent"') && line.includes(`"caseId":"${outcome?.caseId}"`)).length;
    const logged = Date.now() + 15_000;
    while (sentLogged() < 2 && Date.now() < logged) await sleep(50);
    expect(sentLogged(), 'both mails recorded as sent').toBe(2);
    if (onPglite) expect(await app.stop()).toBe(0);
    const rows = (await state()).outbox.filter((row) => row.caseId === outcome?.caseId);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    for (const row of rows) expect(smtp.mails.filter((mail) => mail.outboxId === row.id)).toHaveLength(1);
  });
});
