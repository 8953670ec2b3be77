// The whole product's schema (spec §3; docs/architecture.md), one file per capability in ./schema/. PostgreSQL
// dialect; runs on PGlite and PostgreSQL. Changes go through `npm run db:generate` (drizzle-kit reads
// every file in ./schema/) and a committed migration in drizzle/.
export type { CaseStatus } from '../../lib/case-state.ts';
export * from './schema/analytics.server.ts';
export * from './schema/case-files.server.ts';
export * from './schema/case-work.server.ts';
export * from './schema/cases.server.ts';
export * from './schema/clients.server.ts';
export * from './schema/consents.server.ts';
export * from './schema/conversation.server.ts';
export * from './schema/identifiers.server.ts';
export * from './schema/images.server.ts';
export * from './schema/invoices.server.ts';
export * from './schema/mail.server.ts';
export * from './schema/payments.server.ts';
export * from './schema/refunds.server.ts';
export * from './schema/review.server.ts';
export * from './schema/staff.server.ts';
export * from './schema/system.server.ts';
export * from './schema/vouchers.server.ts';
export * from './schema/withdrawals.server.ts';
