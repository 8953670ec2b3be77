// Where the person affected lives (checkout step 4, issue 38): one of the 16 Länder or outside
// Germany. The result report names that Land's online police station (app/content/report-guides.ts).
// Kept apart from the guides so that the checkout's bundle carries only the names.

/** The 16 Länder, ISO 3166-2:DE codes without "DE-". */
export type StateKey =
  | 'BW'
  | 'BY'
  | 'BE'
  | 'BB'
  | 'HB'
  | 'HH'
  | 'HE'
  | 'MV'
  | 'NI'
  | 'NW'
  | 'RP'
  | 'SL'
  | 'SN'
  | 'ST'
  | 'SH'
  | 'TH';

/** The checkout's answer: a Land, or living outside Germany. */
export type ResidenceKey = StateKey | 'abroad';

/** The Länder in alphabetical order of their German names. */
export const germanStates: readonly { key: StateKey; name: string }[] = [
  { key: 'BW', name: 'Baden-Württemberg' },
  { key: 'BY', name: 'Bayern' },
  { key: 'BE', name: 'Berlin' },
  { key: 'BB', name: 'Brandenburg' },
  { key: 'HB', name: 'Bremen' },
  { key: 'HH', name: 'Hamburg' },
  { key: 'HE', name: 'Hessen' },
  { key: 'MV', name: 'Mecklenburg-Vorpommern' },
  { key: 'NI', name: 'Niedersachsen' },
  { key: 'NW', name: 'Nordrhein-Westfalen' },
  { key: 'RP', name: 'Rheinland-Pfalz' },
  { key: 'SL', name: 'Saarland' },
  { key: 'SN', name: 'Sachsen' },
  { key: 'ST', name: 'Sachsen-Anhalt' },
  { key: 'SH', name: 'Schleswig-Holstein' },
  { key: 'TH', name: 'Thüringen' },
];

export const ABROAD_LABEL = 'Außerhalb Deutschlands';

const keys: ResidenceKey[] = [...germanStates.map((state) => state.key), 'abroad'];
/** The 16 Länder, then 'abroad': the answers step 4 accepts. */
export const residenceKeys = keys as [ResidenceKey, ...ResidenceKey[]];

export function isResidenceKey(key: unknown): key is ResidenceKey {
  return typeof key === 'string' && (residenceKeys as readonly string[]).includes(key);
}

/** The German name of a stored answer; null for an unknown key (orders placed before the question). */
export function residenceLabel(key: unknown): string | null {
  if (key === 'abroad') return ABROAD_LABEL;
  return germanStates.find((state) => state.key === key)?.name ?? null;
}
