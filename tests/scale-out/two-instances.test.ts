// Two app instances (`node server.ts` of the build, as behind a load balancer) against ONE fresh
// PostgreSQL database and ONE S3 bucket (s3rver), with an SMTP server of the test's own: orders taken
// on both (upload and order on one, payment on the other), staff reading the dashboard and a case
// file from the instance they did not sign in on, and the background jobs of both instances working
// on the same work at once, each piece done once (decision record 018).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#app/server/db/db.server.ts';
import { selectRows } from '#app/server/db/rows.server.ts';
import {
  analyticsDays,
  auditLog,
  cases,
  imageFingerprints,
  invoices,
  mailOutbox,
  systemSettings,
} from '#app/server/db/schema.server.ts';
import { createScratchDatabase, type ScratchDatabase } from '#tests/faults/support/scratch-database.ts';
import { type SmtpRecorder, startSmtpRecorder } from '#tests/faults/support/smtp-recorder.ts';
import { freePort } from '#tests/support/free-port.ts';
import { holdsFor } from '#tests/support/holds-for.ts';
import { type S3TestServer, startS3Server } from '#tests/support/s3-server.ts';
import { type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';
import { createStaff } from '#tests/support/staff-account.ts';
import { type CrossOrder, logLines, orderAcross, type SeededWork, seedJobWork, until } from './support.ts';

const STAFF_EMAIL = 'skalierung@example.de';
const STAFF_PASSWORD = 'Zwei-Instanzen-2026!Apfelbaum';
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

let scratch: ScratchDatabase;
let database: Database;
let s3: S3TestServer;
let smtp: SmtpRecorder;
let instances: [ServerProcess, ServerProcess];
let seeded: SeededWork;
let orders: CrossOrder[] = [];

const db = () => database.db;
const outputs = () => instances.map((instance) => instance.output());

beforeAll(async () => {
  [scratch, s3, smtp] = await Promise.all([
    createScratchDatabase(),
    startS3Server('echtcheck-scale-out'),
    freePort().then(startSmtpRecorder),
  ]);
  database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
  await database.migrate();
  seeded = await seedJobWork(database.db, s3.storage());
  await createStaff({ env: { DATABASE_URL: scratch.url }, email: STAFF_EMAIL, password: STAFF_PASSWORD });
  const env = {
    ...s3.env,
    DATABASE_URL: scratch.url,
    SMTP_URL: smtp.url,
    MAIL_POLL_SECONDS: '1',
    // Debug: the retention job says it ran even when it found nothing (the other instance had done it).
    LOG_LEVEL: 'debug',
  };
  // Both at once: their start-up runs of the jobs find the same seeded work.
  instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  for (const instance of instances) {
    const ready = await fetch(`${instance.base}/readyz`).catch(() => undefined);
    if (ready?.status !== 200) throw new Error(`instance not ready:\n${instance.output().slice(-3000)}`);
    expect(instance.output()).toContain(`S3 bucket ${s3.bucket}`);
  }
});

afterAll(async () => {
  await Promise.all((instances ?? []).map((instance) => instance.stop()));
  await database?.close();
  await scratch?.drop();
  await s3?.stop();
  await smtp?.stop();
});

describe('two instances on one database and one bucket', () => {
  it('take orders on both: one case and one invoice each, gapless numbers, every mail delivered once', async () => {
    const [a, b] = instances;
    orders = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) => (n % 2 === 0 ? orderAcross(a.base, b.base, n) : orderAcross(b.base, a.base, n))),
    );
    const caseIds = orders.map((order) => order.caseId);
    for (const order of orders) {
      const [row] = await db().select({ status: cases.status }).from(cases).where(eq(cases.id, order.caseId));
      expect(row?.status).toBe('paid');
      expect(await db().select().from(invoices).where(eq(invoices.caseId, order.caseId))).toHaveLength(1);
      // The upload is in the bucket as sent, whichever instance took it.
      const keys = await s3.keys(`case-files/${order.caseId}/`);
      expect(keys).toHaveLength(1);
    }
    // Invoice numbers gapless per year, over both instances and the seeded cases.
    const numbers = await db().select({ year: invoices.year, sequence: invoices.sequence }).from(invoices);
    for (const year of new Set(numbers.map((row) => row.year))) {
      const sequences = numbers.filter((row) => row.year === year).map((row) => row.sequence);
      expect(sequences.sort((x, y) => x - y)).toEqual(sequences.map((_, index) => index + 1));
    }

    // Every mail of the new orders (confirmation and staff notification) sent and accepted exactly once.
    const mails = await until('every mail sent', async () => {
      const rows = await db().select().from(mailOutbox).where(inArray(mailOutbox.caseId, caseIds));
      return rows.length === 2 * orders.length && rows.every((row) => row.status === 'sent') && rows;
    });
    await smtp.waitFor(mails.length, 10_000);
    const acceptedNow = () => smtp.mails.filter((mail) => mails.some((row) => row.id === mail.outboxId));
    // A late duplicate (a second instance delivering a claimed mail again) would arrive within the
    // next poll rounds of both workers (1 s each): watched for two seconds, failing on the first.
    await holdsFor('no mail accepted twice', () => acceptedNow().length === mails.length, 2_000);
    const accepted = acceptedNow();
    expect(accepted).toHaveLength(mails.length);
    const perRecipientSubject = new Map<string, number>();
    for (const mail of accepted) {
      const row = mails.find((candidate) => candidate.id === mail.outboxId);
      expect(mail.to).toContain(row?.toAddress);
      const key = `${row?.toAddress} ${row?.subject}`;
      perRecipientSubject.set(key, (perRecipientSubject.get(key) ?? 0) + 1);
    }
    expect([...perRecipientSubject.values()]).toEqual(mails.map(() => 1));
    for (const order of orders) expect(accepted.filter((mail) => mail.to.includes(order.email))).toHaveLength(1);
    // Both workers delivered: each instance sent mails of the orders it was paid on (woken at once).
    const sentBy = outputs().map((output) => logLines(output, 'mail sent').map((line) => String(line.mailId)));
    expect(sentBy.every((ids) => ids.length > 0)).toBe(true);
    expect(
      sentBy
        .flat()
        .filter((id) => mails.some((row) => row.id === id))
        .sort(),
    ).toEqual(mails.map((row) => row.id).sort());
  });

  it('serve the dashboard and a case file to staff signed in on the other instance', async () => {
    const [a, b] = instances;
    const signIn = await fetch(`${a.base}/conan`, {
      method: 'POST',
      headers: { origin: a.base, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER_UA },
      body: new URLSearchParams({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
      redirect: 'manual',
    });
    expect(signIn.status).toBe(302);
    const cookie =
      signIn.headers
        .getSetCookie()
        .find((value) => value.includes('session_token'))
        ?.split(';')[0] ?? '';
    const headers = { cookie, 'user-agent': BROWSER_UA };
    // The paid cases in the work queue, found by the customers' name, whichever instance took their orders.
    const dashboard = await fetch(`${b.base}/conan/faelle?q=Zweiinstanz`, {
      headers,
      redirect: 'manual',
    });
    expect(dashboard.status).toBe(200);
    const list = await dashboard.text();
    for (const n of [0, 1, 2, 3, 4, 5]) expect(list).toContain(`Zweiinstanz${n}`);

    // The case details on B carry signed file links; the link made by B is served by A from the bucket.
    const order = orders[0];
    if (!order) throw new Error('no order from the first test');
    const details = await fetch(`${b.base}/conan/faelle/${order.caseId}`, { headers, redirect: 'manual' });
    expect(details.status).toBe(200);
    const html = await details.text();
    // In the HTML (&amp;) or in the loader data (\u0026).
    const and = String.raw`(?:&amp;|\\u0026|&)`;
    const [, exp, sig] =
      new RegExp(`/conan/api/dateien/${order.documentId}\\?d=attachment${and}exp=(\\d+)${and}sig=([\\w-]+)`).exec(
        html,
      ) ?? [];
    expect(sig).toBeDefined();
    const link = `/conan/api/dateien/${order.documentId}?d=attachment&exp=${exp}&sig=${sig}`;
    const file = await fetch(`${a.base}${link}`, { headers, redirect: 'manual' });
    expect(file.status, `${link} ${file.status === 200 ? '' : await file.clone().text()}`).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(order.bytes)).toBe(true);
  });

  it('run the background jobs on both instances, each piece of work once', async () => {
    await until('the seeded work done', async () => {
      const purged = await db()
        .select({ id: cases.id })
        .from(cases)
        .where(and(inArray(cases.id, seeded.purge), sql`${cases.dataPurgedAt} is not null`));
      const prints = await db()
        .select({ id: imageFingerprints.id })
        .from(imageFingerprints)
        .where(inArray(imageFingerprints.documentId, seeded.images));
      const [watermark] = await db()
        .select()
        .from(systemSettings)
        .where(eq(systemSettings.key, 'analytics_rollup_through'));
      return purged.length === seeded.purge.length && prints.length === seeded.images.length && watermark;
    });

    // Retention: each due case purged once (one audit entry), and the job ran in both instances.
    const purges = await db()
      .select({ caseId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.data.purged'), inArray(auditLog.entityId, seeded.purge)));
    expect(purges.map((row) => row.caseId).sort()).toEqual([...seeded.purge].sort());
    const retentionRuns = outputs().map((output) =>
      logLines(output, 'retention run: case data deleted as the terms promise'),
    );
    expect(retentionRuns.every((runs) => runs.length > 0)).toBe(true);
    expect(retentionRuns.flat().reduce((sum, run) => sum + Number(run.purged ?? 0), 0)).toBe(seeded.purge.length);

    // Fingerprints: every image computed once over both instances (one log line per computation).
    const computed = outputs().flatMap((output) =>
      logLines(output, 'image fingerprinted').map((line) => String(line.documentId)),
    );
    for (const id of seeded.images) expect(computed.filter((done) => done === id)).toHaveLength(1);
    expect(new Set(computed).size).toBe(computed.length);

    // Analytics roll-up: every day from the first page view to the watermark rolled up once in all.
    const [span] = await selectRows<{ days: number }>(
      db(),
      sql`select (value::date - (select (min(created_at) at time zone 'Europe/Berlin')::date from analytics)) + 1 as days
          from ${systemSettings} where key = 'analytics_rollup_through'`,
    );
    const rolledUp = outputs().flatMap((output) => logLines(output, 'analytics rolled up'));
    expect(rolledUp.reduce((sum, line) => sum + Number(line.days ?? 0), 0)).toBe(Number(span?.days));
    expect(await db().select().from(analyticsDays)).toHaveLength(seeded.analyticsDays);

    const perInstance = outputs().map((output) => ({
      mailsSent: logLines(output, 'mail sent').length,
      casesPurged: logLines(output, 'retention run: case data deleted as the terms promise').reduce(
        (sum, run) => sum + Number(run.purged ?? 0),
        0,
      ),
      imagesFingerprinted: logLines(output, 'image fingerprinted').length,
      daysRolledUp: logLines(output, 'analytics rolled up').reduce((sum, line) => sum + Number(line.days ?? 0), 0),
    }));
    console.log(`[scale-out] work per instance: ${JSON.stringify(perInstance)}`);
    for (const output of outputs()) {
      expect(output).not.toMatch(/"msg":"(retention run failed|analytics roll-up failed|fingerprint job failed)"/);
    }
  });
});
