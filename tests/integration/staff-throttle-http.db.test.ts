// Staff sign-in throttling and the second factor through the whole HTTP layer (app.server.ts) and the
// real /conan route modules, in-process, as a browser's forms post them: the client address comes
// from X-Forwarded-For (TRUST_PROXY), so each test speaks from networks of its own. Only the root
// layout is a stand-in (it needs the Vite build's CSS).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createElement } from 'react';
import { Meta, Outlet, type ServerBuild, UNSAFE_withComponentProps } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entry from '#app/entry.server.tsx';
import * as accountRoute from '#app/routes/conan/account.tsx';
import * as guardRoute from '#app/routes/conan/guard.tsx';
import * as secondFactorRoute from '#app/routes/conan/second-factor.tsx';
import * as signInRoute from '#app/routes/conan/sign-in.tsx';
import { parseConfig } from '#app/server/config/config.server.ts';
import { createHttpApp } from '#app/server/http/app.server.ts';
import { createServices, type Services, setServices } from '#app/server/services.server.ts';
import { createStaffAccount } from '#app/server/staff/accounts.server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { totpCode } from '#tests/support/totp.ts';

const PASSWORD = 'korrekt-pferd-batterie-klammer';
let database: TestDatabase;
let dataDir: string;
let services: Services;
let app: ReturnType<typeof createHttpApp>;
let origin: string;
const logger = pino({ level: 'silent' });

function Root() {
  return createElement(
    'html',
    { lang: 'de' },
    createElement('head', null, createElement(Meta)),
    createElement('body', null, createElement(Outlet)),
  );
}

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module'];

function withProps(module: Record<string, unknown>): RouteModule {
  const component = module.default as Parameters<typeof UNSAFE_withComponentProps>[0];
  return { ...module, default: UNSAFE_withComponentProps(component) } as unknown as RouteModule;
}

/** A server build of the staff sign-in pages and the account page below the guard. */
function staffBuild(): ServerBuild {
  const routes = [
    { id: 'root', path: '', module: { default: Root } as unknown as RouteModule, hasLoader: false },
    { id: 'routes/conan/sign-in', parentId: 'root', path: 'conan', module: withProps(signInRoute) },
    {
      id: 'routes/conan/second-factor',
      parentId: 'root',
      path: 'conan/zwei-faktor',
      module: withProps(secondFactorRoute),
    },
    { id: 'routes/conan/guard', parentId: 'root', module: withProps(guardRoute) },
    {
      id: 'routes/conan/account',
      parentId: 'routes/conan/guard',
      path: 'conan/konto',
      module: withProps(accountRoute),
    },
  ];
  return {
    entry: { module: entry },
    routes: Object.fromEntries(
      routes.map(({ id, parentId, path: routePath, module }) => [id, { id, parentId, path: routePath, module }]),
    ),
    assets: {
      entry: { module: '/assets/entry.client.js', imports: [] },
      url: '/assets/manifest.js',
      version: 'test',
      routes: Object.fromEntries(
        routes.map(({ id, parentId, path: routePath, module }) => [
          id,
          {
            id,
            parentId,
            path: routePath,
            module: `/assets/${id}.js`,
            hasLoader: 'loader' in module,
            hasAction: 'action' in module,
            hasClientAction: false,
            hasClientLoader: false,
            hasClientMiddleware: false,
            hasErrorBoundary: 'ErrorBoundary' in module,
            clientActionModule: undefined,
            clientLoaderModule: undefined,
            clientMiddlewareModule: undefined,
            hydrateFallbackModule: undefined,
          },
        ]),
      ),
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-staff-http-'));
  services = createServices(parseConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }), database, logger);
  setServices(services);
  origin = new URL(services.config.SITE_URL).origin;
  app = createHttpApp({
    config: services.config,
    logger,
    database,
    build: staffBuild(),
    staticFiles: new Map(),
    mode: 'production',
  });
});
afterAll(async () => {
  setServices(undefined);
  await services?.mailWorker.stop();
  await database?.cleanup();
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

let nextHost = 1;
/** An address of a network no other request of this file used. */
function freshAddress(): string {
  const n = nextHost++;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** The cookies a browser would send back, from Set-Cookie values (a later value replaces, Max-Age=0 removes). */
class Jar {
  private readonly values = new Map<string, string>();
  take(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...rest] = pair.split('=');
      if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || rest.join('=') === '') {
        this.values.delete(name.trim());
      } else {
        this.values.set(name.trim(), rest.join('='));
      }
    }
  }
  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function post(pathname: string, form: Record<string, string>, address: string, jar = new Jar()) {
  const response = await app.request(`${origin}${pathname}`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': address,
      cookie: jar.header(),
    },
    body: new URLSearchParams(form).toString(),
  });
  jar.take(response);
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

function signIn(email: string, password: string, address: string, jar?: Jar) {
  return post('/conan', { email, password }, address, jar);
}

async function staff() {
  const email = `staff-${randomUUID().slice(0, 8)}@echtcheck.test`;
  await createStaffAccount(await services.staffAuth(), database.db, email, PASSWORD);
  return email;
}

describe(`staff throttling over HTTP on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it("a stranger's 10 wrong passwords from network A do not stop the owner's sign-in from network B", async () => {
    const email = await staff();
    const stranger = freshAddress();
    for (let i = 0; i < 10; i++) expect((await signIn(email, `falsch-${i}-passwort`, stranger)).status).toBe(401);
    const blocked = await signIn(email, PASSWORD, stranger);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toContain('Zu viele Anmeldeversuche');
    const owner = await signIn(email, PASSWORD, freshAddress());
    expect(owner).toMatchObject({ status: 302, location: '/conan/dashboard' });
  });

  it('slows a guess from many networks to the account pace', async () => {
    const email = await staff();
    const attempts: { status: number; started: number; answered: number }[] = [];
    for (let i = 0; i < 30; i++) {
      const started = Date.now();
      const { status } = await signIn(email, `falsch-${i}-passwort`, freshAddress());
      attempts.push({ status, started, answered: Date.now() });
    }
    expect(attempts.slice(0, 10).map(({ status }) => status)).toEqual(Array(10).fill(401));
    expect(attempts.filter(({ status }) => status === 429).length).toBeGreaterThanOrEqual(10);
    // After the 10 free checks, each further check waited for the account's slot: 1 s after the
    // 11th, 2 s after the 12th, and so on (measured from the earlier request's start to the later
    // one's answer, so a slow machine cannot make the gap look shorter than it was).
    const paced = attempts.slice(10).filter(({ status }) => status === 401);
    for (let k = 1; k < paced.length; k++) {
      expect((paced[k]?.answered ?? 0) - (paced[k - 1]?.started ?? 0)).toBeGreaterThanOrEqual(1000 * 2 ** (k - 1));
    }
  });

  it('answers 429 to wrong passwords at /conan/konto (intent=start) before the 25th', async () => {
    const email = await staff();
    const address = freshAddress();
    const jar = new Jar();
    expect((await signIn(email, PASSWORD, address, jar)).status).toBe(302);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await post('/conan/konto', { intent: 'start', password: `falsch-${i}-xx` }, address, jar)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(15).fill(429));
    const right = await post('/conan/konto', { intent: 'start', password: PASSWORD }, address, jar);
    expect(right.status).toBe(429);
    expect(right.body).toContain('Zu viele Versuche');
  });

  it('refuses the same TOTP code at a second sign-in', async () => {
    const email = await staff();
    const address = freshAddress();
    const jar = new Jar();
    expect((await signIn(email, PASSWORD, address, jar)).status).toBe(302);
    const started = await post('/conan/konto', { intent: 'start', password: PASSWORD }, address, jar);
    expect(started.status).toBe(200);
    const secret = /<code[^>]*>([A-Z2-7]+)<\/code>/.exec(started.body)?.[1] ?? '';
    expect(secret).not.toBe('');
    const confirmed = await post('/conan/konto', { intent: 'confirm', code: totpCode(secret) }, address, jar);
    expect(confirmed.status).toBe(200);

    // The next step's code (accepted for clock drift): the confirmation used the current one.
    const code = totpCode(secret, Date.now() + 30_000);
    const first = new Jar();
    expect(await signIn(email, PASSWORD, address, first)).toMatchObject({
      status: 302,
      location: '/conan/zwei-faktor',
    });
    expect(await post('/conan/zwei-faktor', { kind: 'totp', code }, address, first)).toMatchObject({
      status: 302,
      location: '/conan/dashboard',
    });
    const second = new Jar();
    expect(await signIn(email, PASSWORD, address, second)).toMatchObject({
      status: 302,
      location: '/conan/zwei-faktor',
    });
    const replay = await post('/conan/zwei-faktor', { kind: 'totp', code }, address, second);
    expect(replay.status).toBe(401);
    expect(replay.body).toContain('Der Code ist falsch oder abgelaufen.');
  });
});
