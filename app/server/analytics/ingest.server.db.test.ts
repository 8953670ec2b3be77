// The statistics from beacon to dashboard on a real database: page views with visitor hash, country
// and time on page; bots, limits and a full queue; the funnel and conversions; salts and retention.
import { TZDate } from '@date-fns/tz';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCase, insertClient } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { analyticsReport } from '../dashboard/analytics-report.server.ts';
import { analytics, analyticsFunnel } from '../db/schema.server.ts';
import { deleteExpiredAnalytics } from './analytics-retention.server.ts';
import { handleBeacon } from './endpoint.server.ts';
import type { AnalyticsEvent } from './events.server.ts';
import { type CountryLookup, defaultGeoIpFile, openCountryLookup } from './geoip.server.ts';
import { type AnalyticsIngest, createAnalyticsIngest } from './ingest.server.ts';
import { ROLLUP_WATERMARK_KEY, rollUpAnalytics } from './rollup.server.ts';
import { recordOrder } from './store.server.ts';
import { createVisitorSalts, type VisitorSalts } from './visitor.server.ts';

const database = useTestDatabase();
let salts: VisitorSalts;
let country: CountryLookup;
const logger = { info: () => {}, warn: () => {}, error: () => {} };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
/** An address DB-IP places in Germany. */
const GERMAN_ADDRESS = '2a00:1450:4001::1';

beforeAll(async () => {
  salts = createVisitorSalts(database.db);
  country = await openCountryLookup(defaultGeoIpFile());
});

function ingest(options: Partial<Parameters<typeof createAnalyticsIngest>[0]> = {}): AnalyticsIngest {
  return createAnalyticsIngest({ db: database.db, salts, country: () => country, logger, flushMs: 10, ...options });
}

const today = () => {
  const now = new TZDate(Date.now(), 'Europe/Berlin');
  const start = new TZDate(now.getFullYear(), now.getMonth(), now.getDate(), 'Europe/Berlin');
  const end = new TZDate(now.getFullYear(), now.getMonth(), now.getDate() + 1, 'Europe/Berlin');
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
};

const session = () => crypto.randomUUID();

async function clear() {
  await database.db.execute(sql`delete from analytics_funnel`);
  await database.db.execute(sql`delete from analytics`);
}

describe('page views', () => {
  it('three pages of one visitor and their exits: 3 page views, 1 visitor, the country, the time on site', async () => {
    await clear();
    const taker = ingest();
    const client = { address: GERMAN_ADDRESS, userAgent: BROWSER };
    const s = session();
    // The server measures the time on a page: from the entry beacon's arrival to the exit beacon's.
    const start = Date.now() - 5 * 60_000;
    const events: [AnalyticsEvent, number][] = [
      [{ kind: 'entry', sessionId: s, path: '/', referrer: 'https://www.google.com', entry: true }, 0],
      [{ kind: 'exit', sessionId: s, path: '/' }, 30_400],
      [{ kind: 'entry', sessionId: s, path: '/fake-profil', referrer: null, entry: false }, 30_500],
      [{ kind: 'exit', sessionId: s, path: '/fake-profil' }, 90_900],
      [{ kind: 'entry', sessionId: s, path: '/checkout', referrer: null, entry: false }, 91_000],
    ];
    for (const [event, after] of events) {
      expect(await taker.accept(event, client, new Date(start + after))).toBe('accepted');
    }
    await taker.flush();
    const rows = await database.db.select().from(analytics);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(1);
    expect(rows.every((row) => row.country === 'DE')).toBe(true);
    // The address is in no column.
    expect(JSON.stringify(rows)).not.toContain('2a00');
    const report = await analyticsReport(database.db, today());
    expect(report.totals).toMatchObject({ pageViews: 3, visitors: 1, avgTimeOnSiteSeconds: 45 });
    expect(report.topCountries).toEqual([{ country: 'DE', count: 1 }]);
    expect(report.topReferrers).toEqual([{ referrer: 'https://www.google.com', visits: 1 }]);
    expect(report.daily.at(-1)).toMatchObject({ pageViews: 3, visitors: 1 });
  });

  it('an exit counts once: a second exit of the same view changes nothing', async () => {
    await clear();
    const taker = ingest();
    const client = { address: '203.0.113.9', userAgent: BROWSER };
    const s = session();
    const start = Date.now() - 10 * 60_000;
    const at = (seconds: number) => new Date(start + seconds * 1000);
    await taker.accept({ kind: 'entry', sessionId: s, path: '/agb', referrer: null, entry: true }, client, at(0));
    await taker.flush();
    await taker.accept({ kind: 'exit', sessionId: s, path: '/agb' }, client, at(5));
    await taker.accept({ kind: 'exit', sessionId: s, path: '/agb' }, client, at(500));
    await taker.flush();
    const [row] = await database.db.select().from(analytics);
    expect(row?.timeOnPage).toBe(5);
    // A tab left open for 13 hours counts 12 (MAX_SECONDS_ON_PAGE).
    const open = session();
    await taker.accept(
      { kind: 'entry', sessionId: open, path: '/', referrer: null, entry: true },
      client,
      at(-13 * 3600),
    );
    await taker.flush();
    await taker.accept({ kind: 'exit', sessionId: open, path: '/' }, client, at(0));
    await taker.flush();
    const [left] = await database.db.select().from(analytics).where(eq(analytics.sessionId, open));
    expect(left?.timeOnPage).toBe(43_200);
  });

  it('another browser or another address is another visitor; a bot is not counted', async () => {
    await clear();
    const taker = ingest();
    const entry = (): AnalyticsEvent => ({
      kind: 'entry',
      sessionId: session(),
      path: '/',
      referrer: null,
      entry: true,
    });
    await taker.accept(entry(), { address: '203.0.113.1', userAgent: BROWSER });
    await taker.accept(entry(), { address: '203.0.113.1', userAgent: BROWSER });
    await taker.accept(entry(), { address: '203.0.113.1', userAgent: `${BROWSER} Edg/142.0` });
    await taker.accept(entry(), { address: '203.0.113.2', userAgent: BROWSER });
    expect(
      await taker.accept(entry(), { address: '203.0.113.3', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
    ).toBe('bot');
    await taker.flush();
    const report = await analyticsReport(database.db, today());
    expect(report.totals).toMatchObject({ pageViews: 4, visitors: 3 });
  });

  it('limits each network per minute, and refuses events when the queue is full instead of growing', async () => {
    const limited = ingest({ perMinute: 3 });
    const client = { address: '198.51.100.7', userAgent: BROWSER };
    const exit = (): AnalyticsEvent => ({ kind: 'exit', sessionId: session(), path: '/' });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limited.accept(exit(), client));
    expect(results).toEqual(['accepted', 'accepted', 'accepted', 'limited']);
    // The next minute starts afresh.
    expect(await limited.accept(exit(), client, new Date(Date.now() + 61_000))).toBe('accepted');

    const full = ingest({ maxQueue: 2, batchSize: 100, flushMs: 60_000 });
    const other = (i: number) => ({ address: `198.51.100.${20 + i}`, userAgent: BROWSER });
    expect([
      await full.accept(exit(), other(1)),
      await full.accept(exit(), other(2)),
      await full.accept(exit(), other(3)),
    ]).toEqual(['accepted', 'accepted', 'busy']);
    expect(full.queued()).toBe(2);
    await full.stop();
    expect(full.queued()).toBe(0);
  });
});

describe('the endpoint', () => {
  const url = 'http://localhost:3000/api/analytics';
  let taker: AnalyticsIngest;
  beforeAll(() => {
    taker = ingest();
  });
  // Its accepted events are written before the next test clears the tables.
  afterAll(() => taker.stop());
  const beacon = (body: string, init: RequestInit = {}) =>
    handleBeacon(new Request(url, { method: 'POST', body, headers: { 'Content-Type': 'text/plain' }, ...init }), {
      ingest: taker,
      siteOrigin: 'https://echtcheck.de',
      clientAddress: '192.0.2.44',
      logger,
    });

  it('answers 204 for an event and 400, 405, 413 or 415 for anything else, never 500', async () => {
    const event = JSON.stringify({ kind: 'entry', session: session(), path: '/', referrer: null });
    expect((await beacon(event)).status).toBe(204);
    expect((await beacon('{"kind":')).status).toBe(400);
    expect((await beacon(JSON.stringify({ kind: 'entry', session: session(), path: '/conan/dashboard' }))).status).toBe(
      400,
    );
    expect((await beacon(`{"kind":"entry","pad":"${'x'.repeat(5000)}"}`)).status).toBe(413);
    expect((await beacon(event, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(
      415,
    );
    expect(
      (await handleBeacon(new Request(url), { ingest: ingest(), siteOrigin: '', clientAddress: '', logger })).status,
    ).toBe(405);
  });
});

describe('funnel and conversions', () => {
  it('ties the checkout steps and the paid order to the landing page of the visit and to the service', async () => {
    await clear();
    const taker = ingest();
    const client = { address: '192.0.2.10', userAgent: BROWSER };
    const s = session();
    await taker.accept(
      { kind: 'entry', sessionId: s, path: '/romance-scam', referrer: 'https://duckduckgo.com', entry: true },
      client,
    );
    await taker.accept({ kind: 'entry', sessionId: s, path: '/checkout', referrer: null, entry: false }, client);
    await taker.flush();
    for (const step of [1, 2, 3, 4] as const) {
      await taker.accept({ kind: 'step', sessionId: s, step, service: 'romance-scam' }, client);
    }
    // A second visitor who gives up at step 2.
    const quitter = { address: '192.0.2.11', userAgent: BROWSER };
    await taker.accept({ kind: 'entry', sessionId: session(), path: '/', referrer: null, entry: true }, quitter);
    await taker.flush();
    for (const step of [1, 2] as const)
      await taker.accept({ kind: 'step', sessionId: s, step, service: null }, quitter);
    await taker.flush();

    const clientId = await insertClient(database.db);
    const caseId = await insertCase(database.db, {
      clientId,
      status: 'paid',
      caseType: 'romance-scam',
      amountCents: 3900,
    });
    await recordOrder(database.db, caseId, await taker.visitorOf(client));
    // Recording the same order again changes nothing.
    await recordOrder(database.db, caseId, await taker.visitorOf(client));

    const report = await analyticsReport(database.db, today());
    const funnel = Object.fromEntries(report.funnel.map((row) => [String(row.stage), row.visitors]));
    expect(funnel).toEqual({ 1: 2, 2: 2, 3: 1, 4: 1, 5: 0, 6: 0, order: 1, paid: 1 });
    expect(report.funnel.find((row) => row.stage === 3)?.dropOffPercent).toBe(50);
    expect(report.landingPages.find((row) => row.path === '/romance-scam')).toEqual({
      path: '/romance-scam',
      visits: 1,
      paidOrders: 1,
      revenueCents: 3900,
      conversionPercent: 100,
    });
    expect(report.landingPages.find((row) => row.path === '/')).toMatchObject({
      visits: 1,
      paidOrders: 0,
      conversionPercent: 0,
    });
    const rows = await database.db.select().from(analyticsFunnel);
    expect(rows.filter((row) => row.caseId === caseId)).toHaveLength(1);
    expect(report.services.find((row) => row.caseType === 'romance-scam')).toMatchObject({ visits: 1, paidOrders: 1 });
  });
});

describe('roll-ups', () => {
  it('give the same funnel and conversions as the raw rows, and count a payment that arrives after the roll-up', async () => {
    await clear();
    await database.db.execute(sql`delete from system_settings where key = ${ROLLUP_WATERMARK_KEY}`);
    const now = new Date();
    const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 3600_000);
    const range = { start: new Date(today().start.getTime() - 7 * 24 * 3600_000), end: today().end };
    // Three visitors two days ago: two open the checkout for the romance-scam check, one orders.
    for (const [hash, stages] of [
      ['v1', [1, 2, 3, 4, 5, 6, 7]],
      ['v2', [1, 2]],
      ['v3', [1]],
    ] as const) {
      await database.db.insert(analytics).values({
        sessionId: session(),
        pagePath: '/romance-scam',
        entry: true,
        referrer: 'https://www.google.com',
        visitorHash: hash,
        createdAt: twoDaysAgo,
      });
      for (const stage of stages) {
        await database.db.insert(analyticsFunnel).values({
          visitorHash: hash,
          stage,
          caseType: hash === 'v3' ? 'general' : 'romance-scam',
          landingPath: '/romance-scam',
          createdAt: twoDaysAgo,
        });
      }
    }
    const clientId = await insertClient(database.db);
    const caseId = await insertCase(database.db, {
      clientId,
      status: 'pending',
      paymentId: null,
      caseType: 'romance-scam',
      amountCents: 3900,
      createdAt: twoDaysAgo,
    });
    await database.db.execute(
      sql`update analytics_funnel set case_id = ${caseId}::uuid where visitor_hash = 'v1' and stage = 7`,
    );
    const figures = (report: Awaited<ReturnType<typeof analyticsReport>>) => ({
      funnel: report.funnel.map((row) => [row.stage, row.visitors]),
      landing: report.landingPages,
      services: report.services,
      referrers: report.topReferrers,
    });
    const raw = figures(await analyticsReport(database.db, range));
    expect(raw.funnel).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
      ['order', 1],
      ['paid', 0],
    ]);
    await rollUpAnalytics(database.db, now);
    expect(figures(await analyticsReport(database.db, range))).toEqual(raw);

    // Paid after its day was rolled up: the next run of the job counts it.
    await database.db.execute(sql`update cases set status = 'paid', payment_id = 'pi_late' where id = ${caseId}::uuid`);
    await rollUpAnalytics(database.db, now);
    const after = await analyticsReport(database.db, range);
    expect(after.funnel.at(-1)).toMatchObject({ stage: 'paid', visitors: 1 });
    expect(after.landingPages.find((row) => row.path === '/romance-scam')).toMatchObject({
      visits: 3,
      paidOrders: 1,
      revenueCents: 3900,
      conversionPercent: 33.3,
    });
    expect(after.services.find((row) => row.caseType === 'romance-scam')).toMatchObject({ visits: 2, paidOrders: 1 });
    await database.db.execute(sql`delete from system_settings where key = ${ROLLUP_WATERMARK_KEY}`);
  });
});

describe('salts and retention', () => {
  it('rotates the salt each Berlin day and deletes salts after 48 hours', async () => {
    const now = new Date();
    const first = await salts.saltFor(now);
    expect(await salts.saltFor(now)).toBe(first);
    const tomorrow = await salts.saltFor(new Date(now.getTime() + 24 * 3600_000));
    expect(tomorrow).not.toBe(first);
    expect(await salts.deleteExpired(now)).toBe(0);
    expect(await salts.deleteExpired(new Date(now.getTime() + 49 * 3600_000))).toBeGreaterThanOrEqual(2);
    // A new salt: the same browser is a new visitor, and yesterday's hashes can no longer be recomputed.
    expect(await salts.saltFor(now)).not.toBe(first);
  });

  it('deletes page views, funnel rows and roll-ups older than the retention period, and keeps the rest', async () => {
    await clear();
    const old = new Date(Date.now() - 430 * 24 * 3600_000);
    const recent = new Date(Date.now() - 30 * 24 * 3600_000);
    for (const createdAt of [old, recent]) {
      await database.db.insert(analytics).values({ sessionId: session(), pagePath: '/', createdAt });
      await database.db.insert(analyticsFunnel).values({ visitorHash: 'h', stage: 1, createdAt });
    }
    const removed = await deleteExpiredAnalytics(database.db, 14);
    expect(removed).toMatchObject({ pageViews: 1, funnelRows: 1 });
    expect(await database.db.select().from(analytics)).toHaveLength(1);
    expect(await database.db.select().from(analyticsFunnel)).toHaveLength(1);
  });
});
