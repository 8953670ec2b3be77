// The findings' revision (issue 39): case_findings.revision counts every save. The workbench sends
// the revision it loaded (or last saved); a save over a newer one — a colleague saved meanwhile — is
// refused with her name and the time, and the workbench keeps everything typed
// (app/components/staff/workbench/revision-conflict.tsx). Notes, the case's other parts, are not versioned.
import { eq } from 'drizzle-orm';
import { formatTime } from '#app/lib/format.ts';
import type { DbOrTx } from '../db/db.server.ts';
import { caseFindings, staffUsers } from '../db/schema.server.ts';

export interface RevisionConflict {
  ok: false;
  status: 409;
  message: string;
  /** The saved revision: the workbench's next save, after comparing, goes over it. */
  revision: number;
  conflict: true;
}

/** The revision a request sent ("revision" field): a whole number, or undefined when left out or unreadable. */
export function sentRevision(value: string): number | undefined {
  if (!/^\d{1,9}$/.test(value.trim())) return undefined;
  return Number.parseInt(value.trim(), 10);
}

/** The refusal of a save over a newer one, naming who saved it and when (Berlin time). */
export async function revisionConflict(db: DbOrTx, caseId: string): Promise<RevisionConflict> {
  const [row] = await db
    .select({ revision: caseFindings.revision, updatedAt: caseFindings.updatedAt, name: staffUsers.name })
    .from(caseFindings)
    .leftJoin(staffUsers, eq(staffUsers.id, caseFindings.updatedBy))
    .where(eq(caseFindings.caseId, caseId));
  const who = row?.name ?? 'Ein anderes Teammitglied';
  const when = row?.updatedAt ? ` um ${formatTime(row.updatedAt)} Uhr` : '';
  return {
    ok: false,
    status: 409,
    conflict: true,
    revision: row?.revision ?? 0,
    message: `${who} hat die Befunde${when} geändert. Ihre Eingaben sind noch da: Laden Sie die Seite in einem neuen Tab, vergleichen Sie und speichern Sie dann erneut – dieses Speichern übernimmt Ihre Fassung.`,
  };
}
