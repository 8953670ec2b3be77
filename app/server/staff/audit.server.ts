// Staff actions in the audit log (who, when, what, request id): sign-ins, second-factor changes,
// views of a case's details and files, exports, case handling (case-workflow.server.ts). The case
// dialog lists a case's entries (entity 'case'), so file views name the case and the file as a detail.
import type { DbOrTx } from '../db/db.server.ts';
import { auditLog } from '../db/schema.server.ts';

export interface StaffAuditEntry {
  /** The staff member, when known (a failed sign-in has none). */
  staffId?: string | null;
  action: string;
  entityType: 'staff' | 'case' | 'client' | 'export';
  entityId?: string | null;
  details?: Record<string, unknown>;
  requestId: string;
}

/**
 * PostgreSQL stores neither a NUL character nor a broken UTF-16 half in text or jsonb: details quote
 * request input (an export's `from=%00` answered 500; found by the security suite's fuzzing), so such
 * characters become U+FFFD.
 */
function storable<T>(value: T): T {
  if (value === null || value === undefined) return value;
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'string' ? item.toWellFormed().replaceAll('\u0000', '\ufffd') : item,
    ),
  ) as T;
}

export async function auditStaff(db: DbOrTx, entry: StaffAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorType: 'staff',
    actorId: entry.staffId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: storable(entry.entityId ?? null),
    details: storable(entry.details ?? null),
    requestId: entry.requestId,
  });
}
