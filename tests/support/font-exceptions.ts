/**
 * Characters a page may show beyond the preloaded font subset (the browser then loads the full Latin
 * face for that page only, decision record 009). Only for names that must be spelled right: the
 * privacy page (noindex, no landing page) names "PayPal (Europe) S.à r.l. et Cie, S.C.A."; the subset
 * stays within its one-round-trip budget.
 */
export const allowedBeyondSubset: Readonly<Record<string, string>> = { '/datenschutz': 'à' };
