// The marketing figures (spec §1; docs/product.md §12, difference 15; decision record 015), each in exactly one place.
// Pages never write a figure themselves: they use `value` in a stat tile and `prose` in running
// text. A test (facts.test.ts) fails when a figure's digits appear in any other content module.
//
// What each figure counts is defined below so that no two contradict each other (decision record
// 015). The operator must confirm every definition against the real case records; correct a
// number here and every page follows.

const germanNumber = new Intl.NumberFormat('de-DE');

export interface Fact {
  /** The number as counted; edit this when the real figure changes. */
  amount: number;
  /** What is counted (for the operator; not shown). */
  counts: string;
  /** The number formatted for running text, e.g. "3.000", "98,7 %", "2,8 Millionen Euro". */
  number: string;
  /** Stat tile: the number as shown, e.g. "> 3.000". */
  value: string;
  /** Stat tile: the short German label under the number; running text uses the same noun. */
  label: string;
}

const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** The spec's counts are lower bounds: shown as "> 3.000" and written "über 3.000 …". */
function countFact(amount: number, counts: string, label: string): Fact {
  const number = germanNumber.format(amount);
  return { amount, counts, number, value: `> ${number}`, label };
}

function percentFact(amount: number, counts: string, label: string): Fact {
  const number = `${decimal.format(amount)} %`;
  return { amount, counts, number, value: number, label };
}

/** Euro amounts in millions: "2,8 Mio. €" on a tile, "2,8 Millionen Euro" in running text. */
function millionsFact(amount: number, counts: string, label: string): Fact {
  const millions = decimal.format(amount / 1_000_000);
  return { amount, counts, number: `${millions} Millionen Euro`, value: `${millions} Mio. €`, label };
}

export const facts = {
  /** Base of every other order figure: all orders completed with a written report. */
  checks: countFact(
    3000,
    'Completed checks (orders finished with a written report) since the start of the service.',
    'abgeschlossene Prüfungen',
  ),
  /** Subset of `checks`: orders whose report proves a deception. */
  casesSolved: countFact(
    2847,
    'Completed checks whose report proves a deception (stolen photos, invented identity, known scam). A subset of `checks`.',
    'aufgeklärte Betrugsfälle',
  ),
  /**
   * Share of `checks` with a clear result: deception proven (`casesSolved`) or the person's
   * statements confirmed by public sources. The rest are "keine Treffer" (voucher issued).
   * Consistency: 98.7 % of more than 3,000 is more than 2,961, at least the 2,847 solved cases.
   */
  clearResultRate: percentFact(
    98.7,
    'Share of completed checks that ended with a clear result: deception proven, or the statements confirmed. Must be at least casesSolved / checks.',
    'der Prüfungen mit eindeutigem Ergebnis',
  ),
  /** Profiles, not orders: one check often finds the same photos on several profiles. */
  imageProfiles: countFact(
    3200,
    'Profiles found using stolen or borrowed photos, counted per profile (one check often finds several), across all checks.',
    'aufgedeckte Profile mit fremden Fotos',
  ),
  /** Profiles on social networks, counted per profile; may overlap with `imageProfiles`. */
  socialProfiles: countFact(
    1890,
    'Fake profiles on social networks (Facebook, Instagram, …) found in checks, counted per profile.',
    'aufgedeckte Fake-Profile in sozialen Netzwerken',
  ),
  /** Profiles on dating apps, counted per profile: one scammer usually runs several. */
  datingProfiles: countFact(
    4150,
    'Scam profiles on dating apps found in checks, counted per profile (the same scammer usually runs profiles on several apps).',
    'aufgedeckte Betrugsprofile in Dating-Apps',
  ),
  /** Subset of `checks`: orders about a misused identity. */
  identityCases: countFact(
    1670,
    'Completed checks about a misused identity (a real person’s photos or data used by someone else). A subset of `checks`.',
    'Prüfungen bei Identitätsdiebstahl',
  ),
  /** Money demands not paid after a romance-scam check, as the customers reported them. */
  moneyNotPaid: millionsFact(
    2_800_000,
    'Sum of the money demands open at the time of a romance-scam check that the customer did not pay after the report, as customers told us (an estimate).',
    'Forderungen von Liebesbetrügern, nach unserer Prüfung nicht bezahlt',
  ),
} as const satisfies Record<string, Fact>;

export type FactKey = keyof typeof facts;

/** A stat tile for a sales page's hero. */
export const stat = (key: FactKey) => ({ value: facts[key].value, label: facts[key].label });
