// "Vorschau des Ergebnisberichts" (issue 29 point 2): the report PDF rendered from the saved draft
// (GET /conan/api/faelle/:caseId/bericht-vorschau). The draft is saved first, which takes a request,
// and a window opened after an await is what popup blockers stop; so the tab is opened at the click,
// shows a line while the PDF is made, and gets the PDF when it has arrived. A refusal (the server's
// German { error }) closes the tab and is shown on the page instead of as raw JSON in a tab.

/** Opens the preview's tab at the click; null when the browser blocked it (the page then offers a link). */
export function openPreviewTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = 'Vorschau des Ergebnisberichts';
    tab.document.body.textContent = 'Die Vorschau des Ergebnisberichts wird erstellt …';
  }
  return tab;
}

export type PreviewResult = { ok: true; url: string } | { ok: false; message: string };

/** Fetches the preview PDF; on success its blob URL (kept for ten minutes), shown in `tab` when open. */
export async function loadPreview(caseId: string, tab: Window | null): Promise<PreviewResult> {
  let result: PreviewResult;
  try {
    const response = await fetch(`/conan/api/faelle/${encodeURIComponent(caseId)}/bericht-vorschau`);
    const type = response.headers.get('Content-Type') ?? '';
    if (response.ok && type.startsWith('application/pdf')) {
      const url = URL.createObjectURL(await response.blob());
      setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
      result = { ok: true, url };
    } else {
      const body = (await response.json().catch(() => null)) as { error?: string } | null;
      result = { ok: false, message: body?.error ?? `Die Vorschau ist nicht möglich (${response.status}).` };
    }
  } catch {
    result = { ok: false, message: 'Die Vorschau ist nicht möglich. Bitte prüfen Sie die Verbindung.' };
  }
  if (tab && !tab.closed) {
    if (result.ok) tab.location.href = result.url;
    else tab.close();
  }
  return result;
}
