// One click on a reverse image search button (issue 30 point 3): the tab opens at the click (a tab
// opened after an await is what popup blockers stop, see report-preview.ts), the server mints the
// image's public link and audits the use (POST /conan/api/faelle/:caseId/bildsuche), and the tab
// then loads the engine with it. A refusal closes the tab and is shown on the page.
import type { ReverseSearchEngine } from '#app/lib/reverse-image-search.ts';

export type ReverseSearchResult = { ok: true; url: string } | { ok: false; message: string };

/** Opens the tab at the click; null when the browser blocked it (the page then offers a link). */
export function openSearchTab(engineName: string): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    // The engine's page must not reach back into the case page.
    tab.opener = null;
    tab.document.title = engineName;
    tab.document.body.textContent = `${engineName} wird geöffnet …`;
  }
  return tab;
}

export async function startSearch(
  caseId: string,
  documentId: string,
  engine: ReverseSearchEngine,
  tab: Window | null,
): Promise<ReverseSearchResult> {
  let result: ReverseSearchResult;
  try {
    const response = await fetch(`/conan/api/faelle/${encodeURIComponent(caseId)}/bildsuche`, {
      method: 'POST',
      body: new URLSearchParams({ documentId, engine }),
    });
    const body = (await response.json().catch(() => null)) as { url?: string; error?: string } | null;
    result =
      response.ok && body?.url
        ? { ok: true, url: body.url }
        : { ok: false, message: body?.error ?? `Die Bildsuche ist nicht möglich (${response.status}).` };
  } catch {
    result = { ok: false, message: 'Die Bildsuche ist nicht möglich. Bitte prüfen Sie die Verbindung.' };
  }
  if (tab && !tab.closed) {
    if (result.ok) tab.location.href = result.url;
    else tab.close();
  }
  return result;
}
