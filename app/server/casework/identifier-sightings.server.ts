// Where else an identifier was seen (decision record 034): for all identifiers of a case in one
// statement, the other cases with the same kind and value, read from the index newest first and
// stopped after five, and the confirmations found by their keyed hash. bench/identifiers.ts times
// it with 100,000 cases (~600,000 rows).
import { type SQL, sql } from 'drizzle-orm';
import type { CaseIdentifier, IdentifierSighting } from '#app/lib/identifiers.ts';
import { caseReference } from '#app/lib/services.ts';
import { staffCasePath } from '#app/lib/staff-paths.ts';
import { isUuid } from '../dashboard/search-and-paging.server.ts';
import type { Db } from '../db/db.server.ts';
import { selectRows } from '../db/rows.server.ts';
import { caseIdentifiers, cases, confirmedIdentifiers } from '../db/schema.server.ts';
import { confirmationCutoff } from './confirmed-identifiers.server.ts';
import { identifierHash } from './identifier-hash.server.ts';
import { indexCaseIdentifiers } from './identifier-indexing.server.ts';
import { distinct, type IndexedIdentifier, keyOf, SIGHTINGS_PER_IDENTIFIER } from './indexed-identifier.server.ts';

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
