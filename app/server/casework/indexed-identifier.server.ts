// An identifier as the index across cases keys it (decision record 034): its kind and normalised
// value, the map key made of both, and which values can be indexed at all.
import { type IdentifierKind, identifierKinds } from '#app/lib/identifiers.ts';
import { IDENTIFIER_VALUE_MAX } from '../db/schema.server.ts';

/** Other cases listed per identifier, newest first. */
export const SIGHTINGS_PER_IDENTIFIER = 5;

/** The identifier as the index keys it. */
export interface IndexedIdentifier {
  kind: IdentifierKind;
  value: string;
}

export const keyOf = (identifier: IndexedIdentifier) => `${identifier.kind}\n${identifier.value}`;

/** Whether a value can be indexed: not empty, at most IDENTIFIER_VALUE_MAX characters, a known kind. */
export function indexable(identifier: { kind: string; value: string }): identifier is IndexedIdentifier {
  return (
    (identifierKinds as readonly string[]).includes(identifier.kind) &&
    identifier.value.length > 0 &&
    [...identifier.value].length <= IDENTIFIER_VALUE_MAX
  );
}

/** Each indexable identifier once (kind and value), in the order given. */
export function distinct(identifiers: readonly { kind: string; value: string }[]): IndexedIdentifier[] {
  const seen = new Map<string, IndexedIdentifier>();
  for (const identifier of identifiers) {
    if (!indexable(identifier)) continue;
    const key = keyOf(identifier);
    if (!seen.has(key)) seen.set(key, { kind: identifier.kind, value: identifier.value });
  }
  return [...seen.values()];
}
