// The legal pages as a reader sees them, for the tests of app/content/legal/: the whole text of a
// page or one section, the privacy page's storage periods, and the default provider.
import type { LegalPage } from '#app/content/types.ts';
import { parseConfig, providerInfo } from '#app/server/config/config.server.ts';

export const provider = providerInfo(parseConfig({}));

/** Everything a reader sees on the page, subsections included. */
export function pageText(page: LegalPage): string {
  return [
    page.intro,
    ...page.sections.flatMap((s) => [
      s.heading,
      ...s.paragraphs,
      ...(s.subsections ?? []).flatMap((sub) => [sub.heading, ...sub.paragraphs]),
    ]),
  ].join('\n');
}

/** One section of a page with its subsections. */
export function sectionText(page: LegalPage, id: string): string {
  return pageText({ ...page, intro: '', sections: page.sections.filter((s) => s.id === id) });
}

/** The storage-period list of the privacy page, one entry per line. */
export function storageLines(page: LegalPage): string[] {
  const section = page.sections.find((s) => s.id === 'datenverarbeitung');
  const sub = section?.subsections?.find((s) => s.heading === 'Wie lange wir Daten speichern');
  return (sub?.paragraphs[0] ?? '').split('\n');
}
