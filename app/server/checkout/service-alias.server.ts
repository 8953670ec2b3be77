// Maps the `service` value a page sends to /checkout onto one of the six services (docs/product.md §2).
// The raw value is kept as the case's source, so the dashboard can show which page sells.
import { conversions, hubs, landingConfigs, salesPages } from '#app/content/site.ts';
import type { ServiceKey } from '#app/lib/services.ts';
import { type CaseType, serviceKeys, serviceNames } from '#app/lib/services.ts';

/** Values the spec lists as used by pages (spec §2 "Call-to-actions"). */
const specAliases: Record<string, ServiceKey> = {
  'fake-profil-facebook-herausfinden': 'social-media',
  'social-media': 'social-media',
  'dating-app': 'dating-app',
  'romance-scam': 'romance-scam',
  'identitaetsdiebstahl-check': 'identity-theft',
  'fake-profil-hub': 'fake-profile',
  'fake-profil-erkennen': 'fake-profile',
  'bilder-analyse': 'image-check',
  'social-media-check': 'social-media',
  'dating-app-schutz': 'dating-app',
  'romance-scam-schutz': 'romance-scam',
  'identitaetsdiebstahl-aufklaerung': 'identity-theft',
  'bilder-analyse-hub': 'image-check',
  'social-media-check-hub': 'social-media',
  'romance-scam-hub': 'romance-scam',
  'dating-app-schutz-hub': 'dating-app',
  'identitatsdiebstahl-hub': 'identity-theft',
};

function buildAliases(): Map<string, ServiceKey> {
  const aliases = new Map<string, ServiceKey>();
  // The six keys themselves.
  for (const key of serviceKeys) aliases.set(key, key);
  for (const [value, key] of Object.entries(specAliases)) aliases.set(value, key);
  // Every page's own parameter maps to the service the page is about (derived from the content).
  for (const config of landingConfigs) aliases.set(config.service, config.category);
  for (const page of [...hubs, ...conversions, ...salesPages]) aliases.set(page.service, page.serviceKey);
  return aliases;
}

const aliases = buildAliases();

export interface ResolvedService {
  caseType: CaseType;
  name: string;
  /** The raw parameter (trimmed, at most 100 characters), null when none was given. */
  source: string | null;
}

export function resolveService(raw: string | null | undefined): ResolvedService {
  const source = raw?.trim().normalize('NFC').slice(0, 100) || null;
  const caseType: CaseType = (source && aliases.get(source)) || 'general';
  return { caseType, name: serviceNames[caseType], source };
}
