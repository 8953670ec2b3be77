// The public reverse image searches a specialist opens with one click (issue 30 point 3): each engine's
// name and the address that makes it fetch an image by URL. The engines offered are the operator's
// setting REVERSE_IMAGE_SEARCH_SERVICES (the privacy page names the same ones; Yandex only when the
// operator adds it). No face-recognition engine (PimEyes, FaceCheck.ID: biometric data, Art. 9 DSGVO)
// belongs here, and the type admits none: the keys are those of app/lib/legal-settings.ts.
import type { ImageSearchService } from './legal-settings.ts';

export type ReverseSearchEngine = ImageSearchService;

/** The button's name for each engine, as the privacy page and the research steps call it. */
export const reverseSearchEngineNames: Record<ReverseSearchEngine, string> = {
  'google-lens': 'Google Lens',
  bing: 'Bing Visuelle Suche',
  tineye: 'TinEye',
  yandex: 'Yandex',
};

/**
 * Who runs Yandex's image search and so receives the image (issue 37 point 3): the operator named in
 * the search's terms of use, https://yandex.com/legal/termsofuse ("License to use Yandex Search
 * Engine": YANDEX LLC, 16 Lva Tolstogo Street, Moscow), as the privacy page names the recipient
 * ("Yandex: Russland", app/content/legal.ts). Check the terms again before adding Yandex to
 * REVERSE_IMAGE_SEARCH_SERVICES; if they name another company, change it here and on the privacy page.
 */
export const YANDEX_OPERATOR = 'YANDEX LLC, Moskau (Russland)';

/**
 * The staff note under the buttons when Yandex is offered. The checkout asks for no consent to
 * Yandex (its consents are app/content/legal.ts `consentTexts`), so the note says where it must come
 * from instead of pointing at the checkout.
 */
export const foreignSearchConsentNote = `Yandex: Das Foto geht an den Betreiber der Suche, ${YANDEX_OPERATOR}, also in einen Staat außerhalb der EU ohne Angemessenheitsbeschluss. Nur nutzen, wenn die Kundin oder der Kunde nach einem Hinweis auf diese Risiken ausdrücklich eingewilligt hat (Art. 49 Abs. 1 lit. a DSGVO; Datenschutzerklärung, Abschnitt 4). Der Bestellvorgang fragt diese Einwilligung nicht ab: Sie muss schriftlich vorliegen, etwa per E-Mail, und als Notiz im Fall stehen.`;

/** The order the buttons stand in, whatever order the setting lists them. */
const ENGINE_ORDER: readonly ReverseSearchEngine[] = ['google-lens', 'bing', 'tineye', 'yandex'];

export function isReverseSearchEngine(value: unknown): value is ReverseSearchEngine {
  return typeof value === 'string' && (ENGINE_ORDER as readonly string[]).includes(value);
}

/** The configured engines in button order. */
export function orderedEngines(configured: readonly string[]): ReverseSearchEngine[] {
  return ENGINE_ORDER.filter((engine) => configured.includes(engine));
}

/**
 * The address that opens the engine's search for the image at `imageUrl` (an https address the engine
 * can fetch). Each engine's documented "search by image URL" entry:
 * Google Lens `lens.google.com/uploadbyurl?url=`, Bing `images/search?view=detailv2&iss=sbi&q=imgurl:`,
 * Yandex `images/search?rpt=imageview&url=`, TinEye `search?url=`.
 */
export function reverseSearchUrl(engine: ReverseSearchEngine, imageUrl: string): string {
  const url = encodeURIComponent(imageUrl);
  switch (engine) {
    case 'google-lens':
      return `https://lens.google.com/uploadbyurl?url=${url}`;
    case 'bing':
      return `https://www.bing.com/images/search?view=detailv2&iss=sbi&q=imgurl:${url}`;
    case 'yandex':
      return `https://yandex.com/images/search?rpt=imageview&url=${url}`;
    case 'tineye':
      return `https://tineye.com/search?url=${url}`;
  }
}
