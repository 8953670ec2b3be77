// Staff actions in the audit log (who, when, what, request id): sign-ins, second-factor changes,
// views of a case's details and files, exports, case handling (case-workflow.server.ts). The case
// dialog lists a case's entries (entity 'case'), so file views name the case and the file as a detail.
import type { Db } from '../db/db.server.ts';
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
