// Staff actions in the audit log (who, when, what, request id): sign-ins, second-factor changes,
// views of a case's details and files, exports. Case handling adds its actions the same way.
import type { Db } from '../db/db.server.ts';
import { auditLog } from '../db/schema.server.ts';

export interface StaffAuditEntry {
  /** The staff member, when known (a failed sign-in has none). */
  staffId?: string | null;
  action: string;
  entityType: 'staff' | 'case' | 'document' | 'export';
  entityId?: string | null;
  details?: Record<string, unknown>;
  requestId: string;
}

export async function auditStaff(db: Db, entry: StaffAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorType: 'staff',
    actorId: entry.staffId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
    requestId: entry.requestId,
  });
}
