// The identifiers of cases across cases (issue 30 point 2; decision record 034): the normalised phone
// numbers, e-mail addresses, IBANs, wallets, domains, user names and profile URLs of each case are
// indexed (case_identifiers), so the case page shows for each identifier the other cases it was seen
// in ("in 2 anderen Fällen gesehen", linked to them) — what the images' fingerprints do for photos.
//
// Retention as with the fingerprints: a case's rows go with its data (privacy/case-removal.server.ts);
// an identifier an admin confirmed as used for fraud is kept as a keyed hash (HMAC-SHA256 with the
// server's identifier key, never the value) for CONFIRMED_IDENTIFIER_YEARS after the confirmation,
// also after the case data is deleted. The hash finds the same identifier in a later case, and
// nothing else can be read from it without the key.
//
// The lookup is one statement for all identifiers of a case: per identifier, the index
// (kind, value, case_created_at desc) read from the newest case on and stopped after five rows, plus
// the confirmed hashes. bench/identifiers.ts times it with 100,000 cases (~600,000 rows).
//
// This module is what the case page calls: the identifier key (read once per database handle), the
// identifiers with their sightings (a web address also by its domain), and an admin's confirmation.
// The parts: indexed-identifier (the key of an entry), identifier-hash, identifier-indexing,
// identifier-sightings, confirmed-identifiers (their retention).
import { and, eq, isNull } from 'drizzle-orm';
import { getDomain } from 'tldts';
import type { CaseIdentifier, IdentifierSighting } from '#app/lib/identifiers.ts';
import { isUuid } from '../dashboard/search-and-paging.server.ts';
import type { Db } from '../db/db.server.ts';
import { caseIdentifiers, cases, confirmedIdentifiers } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { isAdmin } from '../staff/roles.server.ts';
import { deriveKey, identifierHash, resolveIdentifierKey } from './identifier-hash.server.ts';
import { indexCaseIdentifiers } from './identifier-indexing.server.ts';
import { identifierSightings, type SightingOptions } from './identifier-sightings.server.ts';
import { indexable, keyOf, SIGHTINGS_PER_IDENTIFIER } from './indexed-identifier.server.ts';

const resolvedKeys = new WeakMap<Db, Promise<Buffer>>();

/** resolveIdentifierKey, read once per database handle of this process. */
export function identifierKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(deriveKey(configured));
  let key = resolvedKeys.get(db);
  if (!key) {
    key = resolveIdentifierKey(db, undefined);
    resolvedKeys.set(db, key);
    key.catch(() => resolvedKeys.delete(db));
  }
  return key;
}

// ── Confirming ────────────────────────────────────────────────────────────────────────────────────

export type IdentifierConfirmationResult = { ok: true } | { ok: false; status: 400 | 403 | 404; message: string };

export const IDENTIFIER_CONFIRM_ADMIN_ONLY =
  'Nur ein Inhaber kann bestätigen, dass eine Angabe in einem Fall mit Betrugsverdacht verwendet wurde, oder diese Bestätigung aufheben.';

/**
 * An admin confirms one of the case's own identifiers as used for fraud (or takes that back). The
 * value must be one the case page listed for this case (a row of case_identifiers), never arbitrary
 * input; only its keyed hash is stored, which outlives the case data for CONFIRMED_IDENTIFIER_YEARS.
 * Confirming again renews the date. Audited (`case.identifier.confirmed` / `case.identifier.unconfirmed`,
 * with the kind only: the audit log keeps no case data).
 */
export async function confirmIdentifier(
  db: Db,
  actor: { staffId: string; role: string; requestId: string },
  caseId: string,
  identifier: { kind: string; value: string },
  confirmed: boolean,
  key: Buffer,
  now = new Date(),
): Promise<IdentifierConfirmationResult> {
  if (!isAdmin(actor)) return { ok: false, status: 403, message: IDENTIFIER_CONFIRM_ADMIN_ONLY };
  if (!isUuid(caseId)) return { ok: false, status: 404, message: 'Diesen Fall gibt es nicht.' };
  const candidate = { kind: identifier.kind, value: identifier.value };
  if (!indexable(candidate))
    return { ok: false, status: 400, message: 'Art oder Wert der Angabe fehlt oder ist ungültig.' };
  const valueHash = identifierHash(key, candidate);
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ caseId: caseIdentifiers.caseId })
      .from(caseIdentifiers)
      .innerJoin(cases, eq(cases.id, caseIdentifiers.caseId))
      .where(
        and(
          eq(caseIdentifiers.caseId, caseId),
          eq(caseIdentifiers.kind, candidate.kind),
          eq(caseIdentifiers.value, candidate.value),
          isNull(cases.dataPurgedAt),
        ),
      )
      .for('share', { of: cases });
    if (!own)
      return {
        ok: false as const,
        status: 404 as const,
        message: 'Diese Angabe gehört nicht zu diesem Fall. Bitte laden Sie die Seite neu.',
      };
    if (confirmed) {
      await tx
        .insert(confirmedIdentifiers)
        .values({ kind: candidate.kind, valueHash, confirmedAt: now, confirmedBy: actor.staffId, caseId })
        .onConflictDoUpdate({
          target: confirmedIdentifiers.valueHash,
          set: { kind: candidate.kind, confirmedAt: now, confirmedBy: actor.staffId, caseId },
        });
    } else {
      const removed = await tx
        .delete(confirmedIdentifiers)
        .where(eq(confirmedIdentifiers.valueHash, valueHash))
        .returning({ id: confirmedIdentifiers.id });
      if (removed.length === 0)
        return { ok: false as const, status: 404 as const, message: 'Für diese Angabe gibt es keine Bestätigung.' };
    }
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: confirmed ? 'case.identifier.confirmed' : 'case.identifier.unconfirmed',
      entityType: 'case',
      entityId: caseId,
      details: { kind: candidate.kind },
      requestId: actor.requestId,
    });
    return { ok: true as const };
  });
}

// ── The case page's lookup ────────────────────────────────────────────────────────────────────────

/**
 * The case page's identifiers with their sightings (issue 30 point 2). A web address is also
 * compared by its registrable domain: "https://fake-shop.de/pay" in one case and "fake-shop.de" (or
 * another address there) in another are the same shop. The domains of addresses are indexed as
 * identifiers of their own and their sightings shown with the address.
 */
export async function caseIdentifiersWithSightings(
  db: Db,
  caseId: string,
  identifiers: CaseIdentifier[],
  options: SightingOptions,
): Promise<CaseIdentifier[]> {
  const present = new Set(identifiers.map(keyOf));
  const domainOf = new Map<CaseIdentifier, CaseIdentifier>();
  for (const identifier of identifiers) {
    if (identifier.kind !== 'url') continue;
    const domain = getDomain(identifier.value);
    if (!domain) continue;
    const derived: CaseIdentifier = { ...identifier, kind: 'domain', value: domain.toLowerCase(), seenIn: [] };
    domainOf.set(identifier, derived);
  }
  const derived = [...new Map([...domainOf.values()].map((entry) => [keyOf(entry), entry])).values()].filter(
    (entry) => !present.has(keyOf(entry)),
  );
  const all = [...identifiers, ...derived];
  await indexCaseIdentifiers(db, caseId, all);
  const sightings = await identifierSightings(db, caseId, all, options);
  return identifiers.map((identifier) => {
    const own = sightings.get(keyOf(identifier)) ?? [];
    const domain = domainOf.get(identifier);
    const viaDomain = domain ? (sightings.get(keyOf(domain)) ?? []) : [];
    const seen = new Map<string, IdentifierSighting>();
    for (const sighting of [...own, ...viaDomain]) {
      const key = `${sighting.reference ?? ''}|${sighting.confirmed}|${sighting.reference === null ? sighting.date : ''}`;
      if (!seen.has(key)) seen.set(key, sighting);
    }
    const seenIn = [...seen.values()]
      .sort(
        (a, b) =>
          Number(b.confirmed && !b.reference) - Number(a.confirmed && !a.reference) || b.date.localeCompare(a.date),
      )
      .slice(0, SIGHTINGS_PER_IDENTIFIER + 1);
    return { ...identifier, seenIn };
  });
}
