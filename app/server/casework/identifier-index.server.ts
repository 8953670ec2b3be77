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
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { getDomain } from 'tldts';
import {
  type CaseIdentifier,
  CONFIRMED_IDENTIFIER_YEARS,
  type IdentifierKind,
  type IdentifierSighting,
  identifierKinds,
} from '#app/lib/identifiers.ts';
import { caseReference } from '#app/lib/services.ts';
import { staffCasePath } from '#app/lib/staff-paths.ts';
import { isUuid } from '../dashboard/search-and-paging.server.ts';
import type { Db, DbOrTx, Tx } from '../db/db.server.ts';
import { selectRows } from '../db/rows.server.ts';
import {
  caseIdentifiers,
  cases,
  confirmedIdentifiers,
  IDENTIFIER_VALUE_MAX,
  systemSettings,
} from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { isAdmin } from '../staff/roles.server.ts';

/** Other cases listed per identifier, newest first. */
export const SIGHTINGS_PER_IDENTIFIER = 5;

/** The identifier as the index keys it. */
export interface IndexedIdentifier {
  kind: IdentifierKind;
  value: string;
}

const keyOf = (identifier: IndexedIdentifier) => `${identifier.kind}\n${identifier.value}`;

/** Whether a value can be indexed: not empty, at most IDENTIFIER_VALUE_MAX characters, a known kind. */
function indexable(identifier: { kind: string; value: string }): identifier is IndexedIdentifier {
  return (
    (identifierKinds as readonly string[]).includes(identifier.kind) &&
    identifier.value.length > 0 &&
    [...identifier.value].length <= IDENTIFIER_VALUE_MAX
  );
}

/** Each indexable identifier once (kind and value), in the order given. */
function distinct(identifiers: readonly { kind: string; value: string }[]): IndexedIdentifier[] {
  const seen = new Map<string, IndexedIdentifier>();
  for (const identifier of identifiers) {
    if (!indexable(identifier)) continue;
    const key = keyOf(identifier);
    if (!seen.has(key)) seen.set(key, { kind: identifier.kind, value: identifier.value });
  }
  return [...seen.values()];
}

// ── The key and the hash ──────────────────────────────────────────────────────────────────────────

const KEY_SETTING = 'identifier-hash-key';

/**
 * The key of the confirmed identifiers' hashes: IDENTIFIER_HASH_SECRET when set (kept outside the
 * database, which a production deployment should do), otherwise one generated at the first use and
 * kept in the database, shared by every instance (as resolveAuthSecret does for the auth secret). It is
 * separate from the auth secret, so rotating that one keeps the confirmations findable. Changing this
 * key makes every confirmed identifier unfindable (they expire as usual).
 */
export async function resolveIdentifierKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return deriveKey(configured);
  await db
    .insert(systemSettings)
    .values({ key: KEY_SETTING, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: systemSettings.key });
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, KEY_SETTING));
  if (!row) throw new Error('identifier key missing after insert');
  return deriveKey(row.value);
}

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

function deriveKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('echtcheck identifier index v1').digest();
}

/** HMAC-SHA256 of kind and normalised value with the identifier key, hex. */
export function identifierHash(key: Buffer, identifier: IndexedIdentifier): string {
  return createHmac('sha256', key).update(keyOf(identifier)).digest('hex');
}

// ── Indexing a case ───────────────────────────────────────────────────────────────────────────────

/**
 * Makes the case's rows in case_identifiers exactly these identifiers (idempotent). Cheap when
 * nothing changed: the stored rows are read and compared first, and only a difference writes. Nothing
 * is stored for a case whose data was deleted (or that does not exist): the case row is read under a
 * share lock, so a deletion running at the same time (which locks it for update) comes first or after.
 * Returns whether anything was written.
 */
export async function indexCaseIdentifiers(
  db: Db,
  caseId: string,
  identifiers: readonly { kind: string; value: string }[],
): Promise<boolean> {
  if (!isUuid(caseId)) return false;
  const wanted = distinct(identifiers);
  const stored = await storedIdentifiers(db, caseId);
  const wantedKeys = new Set(wanted.map(keyOf));
  const storedKeys = new Set(stored.map(keyOf));
  if (wantedKeys.size === storedKeys.size && [...wantedKeys].every((key) => storedKeys.has(key))) return false;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ createdAt: cases.createdAt, dataPurgedAt: cases.dataPurgedAt })
      .from(cases)
      .where(eq(cases.id, caseId))
      .for('share');
    if (!current || current.dataPurgedAt) return false;
    const rows = await storedIdentifiers(tx, caseId);
    const gone = rows.filter((row) => !wantedKeys.has(keyOf(row)));
    for (const row of gone) {
      await tx
        .delete(caseIdentifiers)
        .where(
          and(
            eq(caseIdentifiers.caseId, caseId),
            eq(caseIdentifiers.kind, row.kind),
            eq(caseIdentifiers.value, row.value),
          ),
        );
    }
    const have = new Set(rows.map(keyOf));
    const added = wanted.filter((identifier) => !have.has(keyOf(identifier)));
    if (added.length > 0) {
      await tx
        .insert(caseIdentifiers)
        .values(added.map((identifier) => ({ caseId, ...identifier, caseCreatedAt: current.createdAt })))
        // Another request indexing the same case at the same time.
        .onConflictDoNothing();
    }
    return gone.length > 0 || added.length > 0;
  });
}

async function storedIdentifiers(db: DbOrTx, caseId: string): Promise<IndexedIdentifier[]> {
  return db
    .select({ kind: caseIdentifiers.kind, value: caseIdentifiers.value })
    .from(caseIdentifiers)
    .where(eq(caseIdentifiers.caseId, caseId));
}

/** Retention: a case's identifiers go with its data; a confirmation keeps only its hash (no link to the case). */
export async function deleteCaseIdentifiers(tx: Tx, caseId: string): Promise<number> {
  const removed = await tx
    .delete(caseIdentifiers)
    .where(eq(caseIdentifiers.caseId, caseId))
    .returning({ caseId: caseIdentifiers.caseId });
  await tx.update(confirmedIdentifiers).set({ caseId: null }).where(eq(confirmedIdentifiers.caseId, caseId));
  return removed.length;
}

// ── The lookup ────────────────────────────────────────────────────────────────────────────────────

export interface SightingOptions {
  /** The identifier key (resolveIdentifierKey): confirmed identifiers are found by their hash. */
  key: Buffer;
  /** Confirmations older than CONFIRMED_IDENTIFIER_YEARS are not shown, even before the job removes them. */
  now?: Date;
}

interface SightingRow {
  kind: string;
  value: string;
  case_id: string | null;
  at: Date | string;
  confirmed: boolean;
  /** For a confirmation: whether its case (another one) still has its data. */
  case_open: boolean | null;
}

/** The earliest confirmation still kept at `now`. */
export function confirmationCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONFIRMED_IDENTIFIER_YEARS);
  return cutoff;
}

/**
 * The lookup's one statement (exported for the plan test and the benchmark): per identifier the
 * other cases' rows read from the index (kind, value, case_created_at desc) and stopped after
 * SIGHTINGS_PER_IDENTIFIER, then the confirmed hashes.
 */
export function sightingsSql(caseId: string, wanted: readonly IndexedIdentifier[], key: Buffer, now: Date): SQL {
  return sql`with wanted as (
    select * from unnest(
      ${sql.param(wanted.map((identifier) => identifier.kind))}::text[],
      ${sql.param(wanted.map((identifier) => identifier.value))}::text[],
      ${sql.param(wanted.map((identifier) => identifierHash(key, identifier)))}::text[]
    ) as w(kind, value, hash)
  )
  select w.kind, w.value, seen.case_id, seen.case_created_at as at, false as confirmed, null::boolean as case_open
  from wanted w
  cross join lateral (
    select i.case_id, i.case_created_at
    from ${caseIdentifiers} i
    join ${cases} c on c.id = i.case_id and c.data_purged_at is null
    where i.kind = w.kind and i.value = w.value and i.case_id <> ${caseId}::uuid
    -- Exactly the index's order ("desc" alone means nulls first): the scan then stops after the
    -- limit instead of reading and sorting all of a common value's rows (70 ms instead of < 1).
    order by i.case_created_at desc nulls last, i.case_id
    limit ${SIGHTINGS_PER_IDENTIFIER}
  ) seen
  union all
  select w.kind, w.value, k.case_id, k.confirmed_at, true,
    (k.case_id is not null and k.case_id <> ${caseId}::uuid and c.data_purged_at is null)
  from wanted w
  join ${confirmedIdentifiers} k on k.value_hash = w.hash
  left join ${cases} c on c.id = k.case_id
  where k.confirmed_at >= ${confirmationCutoff(now).toISOString()}::timestamptz`;
}

/**
 * For each identifier of the case: the other cases with the same kind and value (newest first, at most
 * SIGHTINGS_PER_IDENTIFIER, with reference, order date and case page), and whether an admin confirmed
 * it as used for fraud. A confirmation in one of the listed cases marks that case's entry; any other
 * (its case data deleted, or this case's own) is an entry of its own with the confirmation's date and
 * no reference. Confirmed entries come first, then the cases newest first. Both roles may open any paid case (decision record 027), so every listed case links;
 * cases whose data was deleted are never listed (their rows went with the data). One statement for all
 * identifiers. Keyed by `kind` + "\n" + `value`.
 */
export async function identifierSightings(
  db: Db,
  caseId: string,
  identifiers: readonly { kind: string; value: string }[],
  { key, now = new Date() }: SightingOptions,
): Promise<Map<string, IdentifierSighting[]>> {
  const wanted = distinct(identifiers);
  const result = new Map<string, IdentifierSighting[]>(wanted.map((identifier) => [keyOf(identifier), []]));
  if (wanted.length === 0 || !isUuid(caseId)) return result;
  const rows = await selectRows<SightingRow>(db, sightingsSql(caseId, wanted, key, now));
  for (const identifier of wanted) {
    const mine = rows.filter((row) => row.kind === identifier.kind && row.value === identifier.value);
    const seen: IdentifierSighting[] = mine
      .filter((row) => !row.confirmed && row.case_id)
      .map((row) => ({
        reference: caseReference(row.case_id ?? ''),
        href: staffCasePath(row.case_id ?? ''),
        date: new Date(row.at).toISOString(),
        confirmed: false,
      }));
    for (const confirmation of mine.filter((row) => row.confirmed)) {
      const listed = seen.find(
        (sighting) => confirmation.case_id && sighting.href === staffCasePath(confirmation.case_id),
      );
      if (listed) {
        listed.confirmed = true;
        continue;
      }
      const open = confirmation.case_open === true && confirmation.case_id !== null;
      seen.push({
        reference: open ? caseReference(confirmation.case_id ?? '') : null,
        href: open ? staffCasePath(confirmation.case_id ?? '') : null,
        date: new Date(confirmation.at).toISOString(),
        confirmed: true,
      });
    }
    // A confirmation first (what matters most), then the cases newest first.
    seen.sort((a, b) => Number(b.confirmed) - Number(a.confirmed) || b.date.localeCompare(a.date));
    result.set(keyOf(identifier), seen);
  }
  return result;
}

/**
 * The case page's identifiers with `seenIn` filled: indexes them for the case (compare first, write
 * only a change), then looks up all of them in one statement. What case-view.server.ts calls once the
 * identifiers are extracted.
 */
export async function withSightings(
  db: Db,
  caseId: string,
  identifiers: CaseIdentifier[],
  options: SightingOptions,
): Promise<CaseIdentifier[]> {
  await indexCaseIdentifiers(db, caseId, identifiers);
  const sightings = await identifierSightings(db, caseId, identifiers, options);
  return identifiers.map((identifier) => ({ ...identifier, seenIn: sightings.get(keyOf(identifier)) ?? [] }));
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

/**
 * An objection (Art. 21 DSGVO; the privacy page): the confirmation of an identifier named by the person,
 * normalised as the case page normalises it, is deleted whichever case it came from. Returns whether
 * one was stored. Hashes only: the value is neither stored nor logged.
 */
export async function forgetConfirmedIdentifier(
  db: Db,
  key: Buffer,
  identifier: { kind: string; value: string },
): Promise<boolean> {
  const candidate = { kind: identifier.kind, value: identifier.value };
  if (!indexable(candidate)) return false;
  const removed = await db
    .delete(confirmedIdentifiers)
    .where(eq(confirmedIdentifiers.valueHash, identifierHash(key, candidate)))
    .returning({ id: confirmedIdentifiers.id });
  return removed.length > 0;
}

/** Confirmed identifiers are kept CONFIRMED_IDENTIFIER_YEARS after the confirmation (privacy page). */
export async function deleteExpiredConfirmedIdentifiers(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(confirmedIdentifiers)
    .where(sql`${confirmedIdentifiers.confirmedAt} < ${confirmationCutoff(now).toISOString()}::timestamptz`)
    .returning({ id: confirmedIdentifiers.id });
  return removed.length;
}

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
