// What staff read before anything else on the case page (issue 37 point 2): the customer's own
// declaration with the order (the confirmed purposes, the description of the reason, the relation to
// the person, the 18+ confirmation; stored as consent records by app/server/checkout/order.server.ts)
// and the signs that should make them look twice before working the case, because a people check
// must never become a tool for stalking:
// - the customer names the person as an ex-partner or a family member (the relation chosen in the
//   checkout, or words in the description and the suspicion such as "mein Ex-Freund");
// - the only thing to go on is a home address (no user name, e-mail, phone number or profile);
// - the same customer ordered a check of the same person within 90 days (same name or identifier).
// The signs only inform: declining is a person's decision (decline.server.ts).

import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { LookTwiceSign, OrderDeclaration } from '#app/lib/case-view-data.ts';
import { type TargetRelation, targetRelationLabel } from '#app/lib/checkout-rules.ts';
import { caseReference } from '#app/lib/services.ts';
import type { Db } from '../db/db.server.ts';
import { caseDetails, cases, consentRecords } from '../db/schema.server.ts';

/** Repeated orders on one person by one customer within this many days are shown. */
export const REPEAT_ORDER_DAYS = 90;

const DAY_MS = 86_400_000;

/** Relations that make staff look twice. */
const CLOSE_RELATIONS: readonly TargetRelation[] = ['ex-partner', 'family'];

/**
 * "mein Ex", "meine Ex-Freundin", "mein ehemaliger Partner", "meine Noch-Ehefrau", "meine Schwester" …:
 * the person named as the customer's ex-partner or family member. Matched per sentence.
 */
const EX_PARTNER =
  /\b(?:mein(?:e|en|em|er)?\s+)(?:ex\b|ex-?(?:freund(?:in)?|mann|frau|partner(?:in)?|verlobte[rn]?|ehe(?:mann|frau))|ehemalige[nrm]?\s+(?:freund(?:in)?|partner(?:in)?|lebensgefährt(?:e|in)|ehe(?:mann|frau)|verlobte[rn]?)|noch-?ehe(?:mann|frau)|getrennt(?:e|en)\s+(?:ehe)?(?:mann|frau|partner(?:in)?))/i;
const FAMILY =
  /\b(?:mein(?:e|en|em|er)?\s+)(?:tochter|sohn|schwester|bruder|mutter|vater|cousine?|nichte|neffe|tante|onkel|schwager|schwägerin|schwieger(?:mutter|vater|sohn|tochter)|stief(?:vater|mutter|sohn|tochter)|enkel(?:in)?|oma|opa|großmutter|großvater|ehe(?:mann|frau)|mann|frau)\b/i;
/** A German street address ("Lindenstraße 12", "Am Markt 3a") or a postcode with a town ("10115 Berlin"). */
const STREET =
  /\b[A-ZÄÖÜ][\wäöüß.-]*(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee)\s+\d{1,4}\s?[a-z]?\b/;
const POSTCODE_TOWN = /\b\d{5}\s+[A-ZÄÖÜ][a-zäöüß]+/;

/** The sentence around a match, at most 200 characters, for staff to judge. */
function sentenceAround(text: string, index: number): string {
  const before = text.slice(0, index);
  const start = Math.max(before.search(/[^.!?\n]*$/), 0);
  const rest = text.slice(index);
  const endMatch = /[.!?\n]/.exec(rest);
  const end = endMatch ? index + endMatch.index + 1 : text.length;
  const sentence = text.slice(start, end).trim();
  return sentence.length > 200 ? `${sentence.slice(0, 199)}…` : sentence;
}

/** The first sentence of `texts` that `pattern` matches, or null. */
function quoted(texts: (string | null | undefined)[], pattern: RegExp): string | null {
  for (const text of texts) {
    if (!text) continue;
    const match = pattern.exec(text);
    if (match) return sentenceAround(text, match.index);
  }
  return null;
}

type Entry = {
  targetName: string;
  targetUsername: string | null;
  targetEmail: string | null;
  targetPhone: string | null;
  targetProfileUrl: string | null;
  suspicionReason: string | null;
  chatContent: string | null;
};

/** The signs in the customer's own words and the target entries (pure: tested without a database). */
export function textSigns(input: {
  relation: string | null;
  description: string | null;
  entries: Entry[];
}): LookTwiceSign[] {
  const signs: LookTwiceSign[] = [];
  const own = [input.description, ...input.entries.map((entry) => entry.suspicionReason)];
  const relationLabel = targetRelationLabel(input.relation);
  if (input.relation && CLOSE_RELATIONS.includes(input.relation as TargetRelation) && relationLabel) {
    signs.push({
      key: 'close-relation',
      title:
        'Die Person ist nach Angabe des Kunden eine ehemalige Partnerin, ein ehemaliger Partner oder ein Familienmitglied',
      detail: `Angegebene Beziehung: „${relationLabel}“. Prüfen Sie, ob es um Schutz vor Betrug geht und nicht darum, die Person zu überwachen oder ausfindig zu machen.`,
    });
  }
  const ex = quoted(own, EX_PARTNER);
  const family = ex ? null : quoted(own, FAMILY);
  if (ex || family) {
    signs.push({
      key: 'close-relation-words',
      title: ex
        ? 'Die Schilderung nennt eine ehemalige Partnerin oder einen ehemaligen Partner'
        : 'Die Schilderung nennt ein Familienmitglied',
      detail: `„${ex ?? family}“ – Prüfen Sie, ob diese Person selbst geprüft werden soll oder nur erwähnt wird (etwa weil für eine Angehörige bestellt wird).`,
    });
  }
  const online = input.entries.some(
    (entry) => entry.targetUsername || entry.targetEmail || entry.targetPhone || entry.targetProfileUrl,
  );
  const address = quoted(
    [input.description, ...input.entries.flatMap((entry) => [entry.suspicionReason, entry.chatContent])],
    STREET,
  );
  const postcode = address
    ? null
    : quoted([input.description, ...input.entries.map((e) => e.suspicionReason)], POSTCODE_TOWN);
  if (!online && (address || postcode)) {
    signs.push({
      key: 'home-address-only',
      title: 'Einzige Angabe zur Person ist eine Anschrift',
      detail: `Kein Benutzername, keine E-Mail-Adresse, keine Telefonnummer und kein Profil, aber eine Anschrift: „${address ?? postcode}“. Wir suchen niemanden an seiner Wohnanschrift.`,
    });
  }
  return signs;
}

/** Lower-case, single spaces, no punctuation: "Daniel  Weber." and "daniel weber" are one name. */
function normalName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Other paid orders of this client within REPEAT_ORDER_DAYS that name the same person. */
async function repeatOrders(
  db: Db,
  current: { id: string; clientId: string; createdAt: Date },
  entries: Entry[],
): Promise<{ reference: string; caseId: string; createdAt: Date }[]> {
  const from = new Date(current.createdAt.getTime() - REPEAT_ORDER_DAYS * DAY_MS);
  const to = new Date(current.createdAt.getTime() + REPEAT_ORDER_DAYS * DAY_MS);
  const others = await db
    .select({ id: cases.id, createdAt: cases.createdAt })
    .from(cases)
    .where(
      and(
        eq(cases.clientId, current.clientId),
        ne(cases.id, current.id),
        sql`${cases.paymentId} is not null`,
        inArray(cases.status, [
          'paid',
          'in-progress',
          'awaiting-customer',
          'in-review',
          'completed',
          'completed-no-findings',
          'withdrawn',
          'declined',
        ]),
        gte(cases.createdAt, from),
        lte(cases.createdAt, to),
      ),
    );
  if (others.length === 0) return [];
  const theirs = await db
    .select()
    .from(caseDetails)
    .where(
      inArray(
        caseDetails.caseId,
        others.map((other) => other.id),
      ),
    );
  const keys = (entry: Entry) =>
    [
      `name:${normalName(entry.targetName)}`,
      entry.targetUsername ? `user:${entry.targetUsername.trim().toLowerCase().replace(/^@/, '')}` : null,
      entry.targetEmail ? `mail:${entry.targetEmail.trim().toLowerCase()}` : null,
      entry.targetPhone ? `phone:${entry.targetPhone.replace(/\D/g, '').replace(/^(?:00)?49|^0/, '')}` : null,
      entry.targetProfileUrl
        ? `url:${entry.targetProfileUrl
            .trim()
            .toLowerCase()
            .replace(/^[a-z]+:\/\//, '')
            .replace(/^www\./, '')
            .replace(/\/+$/, '')}`
        : null,
    ].filter((key): key is string => key !== null && !/^name:$/.test(key));
  const mine = new Set(entries.flatMap(keys));
  const matching = new Set(theirs.filter((entry) => keys(entry).some((key) => mine.has(key))).map((e) => e.caseId));
  return others
    .filter((other) => matching.has(other.id))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((other) => ({ caseId: other.id, reference: caseReference(other.id), createdAt: other.createdAt }));
}

/** The customer's declaration with the order, and the signs to look twice at. */
export async function loadOrderDeclaration(
  db: Db,
  current: { id: string; clientId: string; createdAt: Date },
  entries: Entry[],
): Promise<OrderDeclaration> {
  const consents = await db
    .select({ kind: consentRecords.kind, details: consentRecords.details, givenAt: consentRecords.givenAt })
    .from(consentRecords)
    .where(
      and(eq(consentRecords.caseId, current.id), inArray(consentRecords.kind, ['berechtigtes-interesse', 'age-18'])),
    );
  // A re-sent order writes its consents again: the newest counts.
  const newest = (kind: string) =>
    consents.filter((consent) => consent.kind === kind).sort((a, b) => b.givenAt.getTime() - a.givenAt.getTime())[0];
  const interest = newest('berechtigtes-interesse');
  const age = newest('age-18');
  const details = (interest?.details ?? {}) as { purposes?: unknown; description?: unknown; relation?: unknown };
  const purposes = Array.isArray(details.purposes) ? details.purposes.filter((p) => typeof p === 'string') : [];
  const description = typeof details.description === 'string' ? details.description : null;
  const relation = typeof details.relation === 'string' ? details.relation : null;
  const signs = textSigns({ relation, description, entries });
  const repeats = await repeatOrders(db, current, entries);
  if (repeats.length > 0) {
    signs.push({
      key: 'repeat-order',
      title: `Derselbe Kunde hat dieselbe Person innerhalb von ${REPEAT_ORDER_DAYS} Tagen schon einmal prüfen lassen`,
      detail: `Weitere Aufträge zu dieser Person: ${repeats.map((repeat) => repeat.reference).join(', ')}. Wiederholte Prüfungen derselben Person können auf Nachstellung hindeuten.`,
      cases: repeats.map((repeat) => ({ id: repeat.caseId, reference: repeat.reference })),
    });
  }
  return {
    purposes,
    description,
    relation: targetRelationLabel(relation),
    ageConfirmedAt: age?.givenAt.toISOString() ?? null,
    declaredAt: interest?.givenAt.toISOString() ?? null,
    signs,
  };
}
