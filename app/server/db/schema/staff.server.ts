// Staff accounts, sessions and second factors (app/server/staff/).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../lib/staff-roles.ts';
import { createdAt, updatedAt } from './columns.server.ts';

// Staff accounts: no public sign-up. Column set compatible with better-auth's core schema
// (user, session, account, verification) so its drizzle adapter can use these tables.
export const staffUsers = pgTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /**
     * 'admin' (Inhaber) or 'specialist' (Prüfer), app/lib/staff-roles.ts; decision record 027. The
     * default is the role with fewer rights: `npm run staff -- create` always names one.
     */
    role: text('role', { enum: STAFF_ROLES }).notNull().default('specialist'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /**
     * Vier-Augen-Prinzip (issue 39, app/server/review/): "Berichte vor dem Versand prüfen lassen".
     * When set, finishing a case puts it in review instead of sending it. On for a new Prüfer
     * (accounts.server.ts); accounts from before the setting keep it off until an Inhaber turns it on.
     */
    reviewReports: boolean('review_reports').notNull().default(false),
    /** A Prüfer who may approve or return others' reports (an Inhaber always may). */
    reviewer: boolean('reviewer').notNull().default(false),
    /** How many open cases this member works at once (null: no limit); the queue offers the next case within it. */
    openCaseLimit: integer('open_case_limit'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('staff_users_role_check', sql.raw(`role in (${STAFF_ROLES.map((role) => `'${role}'`).join(', ')})`))],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** Password hash (never the password). */
    password: text('password'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_accounts_user_idx').on(t.userId)],
);

export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_verifications_identifier_idx').on(t.identifier)],
);

/** TOTP second factor for staff (optional per user). */
export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** TOTP secret, encrypted with the auth secret by better-auth. */
    secret: text('secret').notNull(),
    /** The ten recovery codes, encrypted; each works once. */
    backupCodes: text('backup_codes').notNull(),
    /** False until the staff member confirmed the enrolment with a code from the app. */
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * The 30-second time step (Unix time / 30) of the last TOTP code accepted; a code of this step or
     * an earlier one is refused (RFC 6238 §5.2). Set compare-and-set by totp-replay.server.ts.
     */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  },
  (t) => [index('staff_two_factors_user_idx').on(t.userId)],
);
