// Cross-cutting tables: rate-limit counters (app/server/abuse/) and the audit log.
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Counters for throttling (login attempts, checkout and upload requests); shared by all instances. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Settings shared by every instance that are not configuration: the generated auth secret (when
 * AUTH_SECRET is not set), whether every staff member must use a second factor (staff CLI).
 */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what, for staff actions and sensitive system events. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type', { enum: ['staff', 'system', 'customer'] }).notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: jsonb('details'),
    requestId: text('request_id'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);
