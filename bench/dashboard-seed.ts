// Seeding for `npm run bench:dashboard` (bench/dashboard.ts): 1,000,000 analytics rows over 400 days
// (~60 pages, ~30 countries, time on page for about half) and 100,000 paid cases with their clients
// (plus pending ones), and the checkout funnel (an order row per paid case, ~300,000 checkout visitors),
// written with set-based SQL. The page, country, user-agent and name lists live here.
import { sql } from 'drizzle-orm';
import type { Db } from '../app/server/db/db.server.ts';

export interface SeedSizes {
  pageViews: number;
  paidCases: number;
  days: number;
}

export const defaultSizes: SeedSizes = { pageViews: 1_000_000, paidCases: 100_000, days: 400 };

const pagePaths = [
  '/',
  '/preise',
  '/faq',
  '/kontakt',
  '/ueber-uns',
  '/so-funktioniert-es',
  '/fake-profil-check',
  '/bild-analyse',
  '/social-media-check',
  '/dating-app-check',
  '/romance-scam-check',
  '/identitaetsdiebstahl-check',
  '/checkout',
  '/payment-success',
  '/impressum',
  '/datenschutz',
  '/agb',
  '/widerruf',
  '/berechtigtes-interesse',
  ...[
    'tinder',
    'bumble',
    'lovoo',
    'finya',
    'badoo',
    'parship',
    'edarling',
    'instagram',
    'facebook',
    'whatsapp',
    'linkedin',
    'twitter',
  ].flatMap((platform) => [`/${platform}-fake-check`, `/${platform}-profil-pruefen`, `/${platform}-betrug`]),
  '/ratgeber/romance-scam-erkennen',
  '/ratgeber/fake-profile-erkennen',
  '/ratgeber/catfishing',
  '/ratgeber/sextortion',
  '/ratgeber/investment-betrug',
];
// Germany first, then the neighbours and the rest of the world (~30).
const countryCodes = 'DE,AT,CH,NL,PL,FR,IT,ES,BE,LU,DK,CZ,SE,GB,US,TR,RO,HU,PT,GR,HR,RS,UA,RU,NO,FI,IE,CA,AU,BR'.split(
  ',',
);
const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 19_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 16; SM-S931B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:145.0) Gecko/20100101 Firefox/145.0',
];
const firstNames =
  'Anna,Lena,Julia,Sarah,Laura,Lisa,Marie,Sophie,Katharina,Hannah,Jonas,Leon,Lukas,Felix,Maximilian,Paul,Tim,Jan,Niklas,Erika,Sabine,Petra,Monika,Thomas,Michael,Andreas,Stefan,Markus,Christian,Frank'.split(
    ',',
  );
const lastNames =
  'Müller,Schmidt,Schneider,Fischer,Weber,Meyer,Wagner,Becker,Schulz,Hoffmann,Schäfer,Koch,Bauer,Richter,Klein,Wolf,Schröder,Neumann,Schwarz,Zimmermann,Braun,Krüger,Hofmann,Hartmann,Lange,Schmitt,Werner,Schmitz,Krause,Meier,Lehmann,Schmid,Schulze,Maier,Köhler,Herrmann,König,Walter,Mayer,Huber'.split(
    ',',
  );
const caseTypes = ['fake-profile', 'image-check', 'social-media', 'dating-app', 'romance-scam', 'identity-theft'];

/** A JSON array parameter as a SQL text[] (the same on both drivers). */
const textArray = (values: readonly string[]) =>
  sql`(select array_agg(value order by ordinality) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality)`;

/** The page views, in chunks of 100,000 rows. */
async function seedPageViews(db: Db, nowIso: string, sizes: SeedSizes): Promise<void> {
  const chunk = 100_000;
  for (let from = 1; from <= sizes.pageViews; from += chunk) {
    const to = Math.min(sizes.pageViews, from + chunk - 1);
    // Uniform over the days; pages and countries skewed (a few get most of the traffic); about 1,500
    // visitors a day, each seen on one to a few pages; time on page for 55 % of the views.
    await db.execute(sql`
      with lists as (select ${textArray(pagePaths)} as paths, ${textArray(countryCodes)} as countries,
                            ${textArray(userAgents)} as agents),
      raw as (
        select n, ${nowIso}::timestamptz - (n::float8 / ${sizes.pageViews}) * ${sizes.days} * interval '1 day' as at,
          random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6
        from generate_series(${from}::int, ${to}::int) as n)
      insert into analytics (session_id, page_path, referrer, entry, user_agent, visitor_hash, country, time_on_page, created_at, exited_at)
      select gen_random_uuid(),
        lists.paths[1 + floor(power(r1, 2.5) * array_length(lists.paths, 1))::int],
        case when r2 < 0.3 then 'https://www.google.de' when r2 < 0.35 then 'https://www.instagram.com' end,
        -- A visit enters from outside (a referrer) or directly: about 45 % of the views.
        r2 < 0.45,
        lists.agents[1 + floor(r3 * array_length(lists.agents, 1))::int],
        case when r4 < 0.92 then md5((at at time zone 'Europe/Berlin')::date::text || ':' || floor(r4 * 1500)::int) end,
        case when r5 < 0.04 then null else lists.countries[1 + floor(power(r5, 4) * array_length(lists.countries, 1))::int] end,
        case when r6 < 0.55 then 3 + floor(power(r6 / 0.55, 3) * 600)::int end,
        at,
        case when r6 < 0.55 then at + (3 + floor(power(r6 / 0.55, 3) * 600)::int) * interval '1 second' end
      from raw, lists`);
  }
}

/** Clients and their cases, paid and unpaid. */
async function seedClientsAndCases(db: Db, nowIso: string, sizes: SeedSizes): Promise<void> {
  // As many clients as paid cases: every tenth only ever started a checkout (pending or expired
  // case), the other 90 % paid once and every ninth of those twice: 100,000 paid cases.
  const clientCount = sizes.paidCases;
  await db.execute(sql`
    with lists as (select ${textArray(firstNames)} as firsts, ${textArray(lastNames)} as lasts)
    insert into clients (first_name, last_name, email, phone, created_at)
    select first, last,
      lower(translate(first || '.' || last, 'äöüß', 'aous')) || n || '@example.de',
      case when n % 3 = 0 then '+49 151 ' || lpad((n * 7919 % 10000000)::text, 7, '0') end,
      ${nowIso}::timestamptz - ((${clientCount} - n)::float8 / ${clientCount}) * ${sizes.days} * interval '1 day'
    from (
      select n, lists.firsts[1 + floor(random() * array_length(lists.firsts, 1))::int] as first,
        lists.lasts[1 + floor(random() * array_length(lists.lasts, 1))::int] as last
      from generate_series(1, ${clientCount}) as n, lists
    ) as named`);
  await db.execute(sql`
    with numbered as (select id, created_at, row_number() over (order by created_at, id) as n from clients),
    lists as (select ${textArray(caseTypes)} as types),
    picks as (
      select c.id as client_id, c.created_at + (k * 3 + 1) * interval '17 minutes' as created, c.n, k, random() as r
      from numbered c cross join generate_series(0, 1) as k
      where c.n % 10 <> 0 and (k = 0 or c.n % 9 = 0))
    insert into cases (client_id, status, case_type, amount_cents, payment_provider, payment_session_id, payment_id,
                       paid_at, started_at, completed_at, created_at)
    select client_id,
      case when r < 0.5 then 'completed' when r < 0.55 then 'completed-no-findings' when r < 0.65 then 'in-progress'
           when r < 0.68 then 'withdrawn' else 'paid' end,
      lists.types[1 + (n + k)::int % array_length(lists.types, 1)], 3900, 'stripe', 'cs_' || md5(client_id::text || k),
      'pi_' || md5(client_id::text || k || 'p'),
      case when r < 0.98 then created + interval '2 minutes' end,
      case when r < 0.65 then created + interval '3 hours' end,
      case when r < 0.55 then created + interval '30 hours' end,
      created
    from picks, lists`);
  // Unpaid cases of the clients who never paid: open or expired checkout sessions.
  await db.execute(sql`
    with numbered as (select id, created_at, row_number() over (order by created_at, id) as n from clients)
    insert into cases (client_id, status, case_type, amount_cents, payment_provider, payment_session_id, created_at)
    select id, case when n % 4 = 0 then 'cancelled' else 'pending' end, 'dating-app', 3900, 'stripe',
      'cs_' || md5(id::text), created_at + interval '1 minute'
    from numbered where n % 10 = 0 and created_at > ${nowIso}::timestamptz - interval '6 days'`);
}

/** The steady state the retention job leaves: purged case data, anonymised clients. */
async function seedRetentionState(db: Db, nowIso: string): Promise<void> {
  // What the retention job (app/server/privacy/case-retention.server.ts) leaves behind in steady state, so
  // the server measured below does not first work through a year of deletions: case data purged 30
  // days after completion, never-paid orders gone after 7 days (above: only recent ones exist), and
  // clients whose every case is purged anonymised.
  await db.execute(sql`
    update cases set data_purged_at = completed_at + interval '30 days'
    where status in ('completed', 'completed-no-findings') and completed_at < ${nowIso}::timestamptz - interval '30 days'`);
  await db.execute(sql`
    update clients set first_name = 'Gelöscht', last_name = 'Gelöscht', phone = null, email = '',
      anonymised_at = ${nowIso}::timestamptz
    where exists (select 1 from cases where cases.client_id = clients.id)
      and not exists (select 1 from cases where cases.client_id = clients.id and cases.data_purged_at is null)`);
}

/** The checkout funnel rows. */
async function seedFunnel(db: Db, nowIso: string, sizes: SeedSizes): Promise<void> {
  // The checkout funnel: every paid case has its order row (landing page, visitor), and about three
  // times as many visitors started the checkout, fewer reaching each later step (~700,000 rows).
  await db.execute(sql`
    with lists as (select ${textArray(pagePaths)} as paths)
    insert into analytics_funnel (visitor_hash, stage, case_type, landing_path, case_id, created_at)
    select md5(c.id::text), 7, c.case_type,
      lists.paths[1 + floor(power(random(), 2.5) * array_length(lists.paths, 1))::int], c.id, c.created_at
    from cases c, lists where c.payment_id is not null`);
  await db.execute(sql`
    with visitors as (
      select n, ${nowIso}::timestamptz - (n::float8 / ${sizes.paidCases * 3}) * ${sizes.days} * interval '1 day' as at,
        1 + floor(power(random(), 0.6) * 6)::int as reached
      from generate_series(1, ${sizes.paidCases * 3}) as n)
    insert into analytics_funnel (visitor_hash, stage, case_type, landing_path, created_at)
    select md5('checkout' || n), stage, 'dating-app', '/', at + stage * interval '1 minute'
    from visitors, generate_series(1, 7 - reached) as stage`);
}

/**
 * Seeds analytics rows, clients and cases ending at `now` with set-based SQL (generate_series), in
 * chunks of 100,000 rows. Deterministic apart from the ids (setseed).
 */
export async function seedDashboardData(db: Db, now: Date, sizes: SeedSizes = defaultSizes): Promise<void> {
  const nowIso = now.toISOString();
  await db.execute(sql`select setseed(0.42)`);
  await seedPageViews(db, nowIso, sizes);
  await seedClientsAndCases(db, nowIso, sizes);
  await seedRetentionState(db, nowIso);
  await seedFunnel(db, nowIso, sizes);
  await db.execute(sql`vacuum analyze`);
  // Write the seeded pages out now: otherwise the checkpoint that follows a seed of this size runs
  // during the measurement and, on a virtual machine whose disk writes cost CPU, slows every query.
  await db.execute(sql`checkpoint`);
}
