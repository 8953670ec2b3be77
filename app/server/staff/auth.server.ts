// Staff sign-in with better-auth (docs/product.md §10; decision record 012): password
// accounts without public sign-up, database sessions in an HttpOnly SameSite=Lax cookie (Secure when
// SITE_URL is https), an optional TOTP second factor with ten recovery codes. better-auth's HTTP
// handler is not mounted: our routes call `auth.api.*` on the server, so the only staff endpoints are
// the ones in app/routes.ts. Throttling (per address and per account) is ours: throttle.server.ts.
// A TOTP code works once: a before-hook on every TOTP verification (totp-replay.server.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
  systemSettings,
} from '../db/schema.server.ts';
import { claimTotpStep, matchingTotpStep, storedTotpSecret } from './totp-replay.server.ts';

/**
 * The header our routes set, from the request context, on the headers they hand to better-auth: the
 * client address it records with a session. A client cannot choose it: we overwrite it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-echtcheck-client-address';

export interface StaffAuthOptions {
  db: Db;
  secret: string;
  siteUrl: string;
  /** A session ends after this many minutes without a request. */
  idleMinutes: number;
}

/**
 * The library, loaded on first use: importing it takes seconds on a busy machine, which the server's
 * start (and every page that is not a staff page) should not wait for. `minimal` is better-auth
 * without its Kysely adapters; we use the Drizzle one.
 */
async function loadLibrary() {
  const [{ betterAuth }, { drizzleAdapter }, { twoFactor }, api, { symmetricDecrypt }] = await Promise.all([
    import('better-auth/minimal'),
    import('better-auth/adapters/drizzle'),
    import('better-auth/plugins/two-factor'),
    import('better-auth/api'),
    import('better-auth/crypto'),
  ]);
  const { APIError, createAuthMiddleware, getSessionFromCtx } = api;
  return { betterAuth, drizzleAdapter, twoFactor, APIError, createAuthMiddleware, getSessionFromCtx, symmetricDecrypt };
}

type Library = Awaited<ReturnType<typeof loadLibrary>>;

/** The pending sign-in's cookie (password given, code not yet), named as by the two-factor plugin. */
const TWO_FACTOR_COOKIE = 'two_factor';
/** The path of better-auth's TOTP verification (auth.api.verifyTOTP). */
const VERIFY_TOTP_PATH = '/two-factor/verify-totp';

/**
 * The before-hook that makes a TOTP code work once (totp-replay.server.ts): whose code it is (the
 * session's user, or the pending sign-in's), which time step it belongs to, and the compare-and-set of
 * that step. A reused code is refused as better-auth refuses a wrong one (401), under its own code.
 */
function totpReplayHook(library: Library, db: Db) {
  const { APIError, createAuthMiddleware, getSessionFromCtx, symmetricDecrypt } = library;
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== VERIFY_TOTP_PATH) return;
    const code = String((ctx.body as { code?: unknown } | undefined)?.code ?? '');
    let userId = (await getSessionFromCtx(ctx))?.user.id;
    if (!userId) {
      const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
      const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
      if (!identifier) return;
      userId = (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value;
    }
    if (!userId) return;
    const stored = await storedTotpSecret(db, userId);
    if (!stored) return;
    const step = matchingTotpStep(await symmetricDecrypt({ key: ctx.context.secretConfig, data: stored }), code);
    if (step === null) return;
    if (!(await claimTotpStep(db, userId, step))) {
      // Its own code for the audit log (sign-in.server.ts records it); the staff member sees the
      // message of a wrong code.
      throw new APIError('UNAUTHORIZED', { code: 'TOTP_CODE_REUSED', message: 'TOTP code already used' });
    }
  });
}

function configure(library: Library, options: StaffAuthOptions) {
  const { betterAuth, drizzleAdapter, twoFactor } = library;
  const { db, secret, siteUrl, idleMinutes } = options;
  const idleSeconds = idleMinutes * 60;
  return betterAuth({
    appName: 'Echtcheck',
    baseURL: siteUrl,
    // Never mounted (see the header comment); named so that no public path could ever match it.
    basePath: '/conan/auth',
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 256 },
    session: {
      // Idle expiry: each request after `updateAge` moves the end `expiresIn` ahead; the absolute
      // limit (STAFF_SESSION_MAX_HOURS) is checked by the guard (sessions.server.ts).
      expiresIn: idleSeconds,
      updateAge: Math.min(300, Math.floor(idleSeconds / 4)),
      cookieCache: { enabled: false },
    },
    // Our own limits count per address and per account (throttle.server.ts).
    rateLimit: { enabled: false },
    hooks: { before: totpReplayHook(library, db) },
    trustedOrigins: [new URL(siteUrl).origin],
    advanced: {
      cookiePrefix: 'echtcheck-staff',
      useSecureCookies: siteUrl.startsWith('https:'),
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    user: {
      additionalFields: {
        // The staff role (app/lib/staff-roles.ts): the column's default, never taken from a request.
        role: { type: 'string', required: false, defaultValue: 'specialist', input: false },
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whatever path leads to one.
          async before(session) {
            const [user] = await db
              .select({ disabledAt: staffUsers.disabledAt })
              .from(staffUsers)
              .where(eq(staffUsers.id, session.userId));
            if (!user || user.disabledAt) return false;
            return { data: session };
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: 'Echtcheck',
        backupCodeOptions: { amount: 10, length: 10 },
        // The pending sign-in (password given, code not yet) lasts 10 minutes.
        twoFactorCookieMaxAge: 600,
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof configure>;

export async function createStaffAuth(options: StaffAuthOptions): Promise<StaffAuth> {
  return configure(await loadLibrary(), options);
}

const SECRET_KEY = 'auth-secret';

/**
 * AUTH_SECRET when set; otherwise the secret generated at the first start and kept in the database,
 * so every instance (and the staff command) signs and reads the same cookies and codes.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(systemSettings)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: systemSettings.key });
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SECRET_KEY));
  if (!row) throw new Error('auth secret missing after insert');
  return row.value;
}

const REQUIRE_TOTP_KEY = 'staff-require-totp';

/** Whether every staff member must use a second factor (set by `npm run staff -- require-2fa on`). */
export async function isTotpRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, REQUIRE_TOTP_KEY));
  return row?.value === 'true';
}

export async function setTotpRequired(db: Db, required: boolean): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key: REQUIRE_TOTP_KEY, value: String(required) })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: String(required), updatedAt: sql`now()` } });
}
