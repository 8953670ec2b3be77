// One image the customer sent, in the workbench, with the tools for it: what the file says, the copy
// without metadata and the one-click reverse image searches, near-duplicates in other cases, the
// confirmation as stolen, and the specialists' assessment of it.
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import type { CaseWorkbench } from '#app/lib/case-view-data.ts';
import type { ImageNote } from '#app/lib/findings.ts';
import { formatDate } from '#app/lib/format.ts';
import {
  foreignSearchConsentNote,
  type ReverseSearchEngine,
  reverseSearchEngineNames,
} from '#app/lib/reverse-image-search.ts';
import { TextField } from '../dashboard/workbench-fields.tsx';
import { openSearchTab, startSearch } from './reverse-search.ts';

type ImageView = CaseWorkbench['images'][number];

/** Shown for an image over the decode budget (app/server/casework/image-decode.server.ts; security issue 25). */
export const TOO_LARGE_NOTE = 'Bild zu groß für die automatische Auswertung';

/** What the file says about itself, and the copy without metadata (issue 13 point 3). */
function Facts({ view }: { view: ImageView }) {
  const facts = view.facts;
  const rows: [string, string][] = facts
    ? [
        [
          'Format',
          [facts.format?.toUpperCase(), facts.width && facts.height ? `${facts.width} × ${facts.height} Pixel` : null]
            .filter(Boolean)
            .join(', ') || 'unbekannt',
        ],
        ['Kamera', facts.camera ?? 'keine Angabe'],
        ['Aufgenommen', facts.takenAt ? facts.takenAt.replace('T', ' ').slice(0, 19) : 'keine Angabe'],
        ['GPS-Position', facts.gps ? 'enthalten' : 'nicht enthalten'],
        ['Software', facts.software ?? 'keine Angabe'],
      ]
    : [];
  return (
    <div className="space-y-1">
      {facts ? (
        <dl className="grid grid-cols-[8rem_1fr] gap-x-2 text-xs">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-slate-600 text-xs">Die Angaben der Datei liegen noch nicht vor.</p>
      )}
      {facts?.tooLarge ? (
        <p className="text-amber-800 text-xs">
          {TOO_LARGE_NOTE}: Es gibt keinen Fingerabdruck und keine Kopie ohne Metadaten; die Angaben oben stammen aus
          den Metadaten der Datei. Bitte prüfen Sie die Originaldatei.
        </p>
      ) : facts && !facts.readable ? (
        <p className="text-slate-600 text-xs">Das Bild selbst kann hier nicht dargestellt oder umgewandelt werden.</p>
      ) : (
        <a href={view.cleanCopyUrl} className="font-medium text-brand-700 text-xs underline">
          Kopie ohne Metadaten herunterladen (für die Bildrückwärtssuche)
        </a>
      )}
    </div>
  );
}

/**
 * One button per configured reverse image search (issue 30 point 3): the image's copy without metadata
 * at a public address for ten minutes, opened in the engine in a new tab, each use audited. Shown only
 * when the server offers engines (SITE_URL public https); otherwise the download above is the way.
 */
function ReverseSearchButtons({
  view,
  caseId,
  engines,
}: {
  view: ImageView;
  caseId: string;
  engines: readonly ReverseSearchEngine[];
}) {
  const [blocked, setBlocked] = useState<{ name: string; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  // Yandex only with the customer's express consent, which the checkout does not ask for (privacy page,
  // section 4; decision record 014): the note names the operator that receives the image.
  const withYandex = engines.some((engine) => reverseSearchEngineNames[engine] === 'Yandex');
  async function search(engine: ReverseSearchEngine) {
    const name = reverseSearchEngineNames[engine];
    const tab = openSearchTab(name);
    setBlocked(null);
    setBusy(true);
    const result = await startSearch(caseId, view.documentId, engine, tab);
    setBusy(false);
    if (!result.ok) toast.error('Bildsuche nicht geöffnet', { description: result.message });
    else if (!tab) setBlocked({ name, url: result.url });
  }
  return (
    <div className="space-y-1">
      <p className="font-medium text-xs">Bildrückwärtssuche mit einem Klick</p>
      <div className="flex flex-wrap gap-2">
        {engines.map((engine) => (
          <Button
            key={engine}
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            aria-describedby={hintId}
            onClick={() => void search(engine)}
          >
            {reverseSearchEngineNames[engine]}
            <span className="sr-only"> mit {view.fileName} öffnen</span>
          </Button>
        ))}
      </div>
      <p id={hintId} className="text-slate-600 text-xs">
        Öffnet die Suche in einem neuen Tab. Die Suchmaschine erhält dafür eine Kopie ohne Metadaten unter einer
        Adresse, die 10 Minuten gilt; jede Suche steht im Verlauf des Falls.
        {withYandex ? ` ${foreignSearchConsentNote}` : ''}
      </p>
      {blocked ? (
        <p className="text-xs">
          Ihr Browser hat das neue Fenster blockiert:{' '}
          <a href={blocked.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
            {blocked.name} öffnen
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** Earlier cases with a near-duplicate of this image, and the confirmation (issue 13 point 4). */
function Fingerprint({ view, onConfirm }: { view: ImageView; onConfirm: (confirmed: boolean) => void }) {
  if (!view.fingerprinted) {
    const reason = view.facts?.tooLarge
      ? TOO_LARGE_NOTE
      : view.facts && !view.facts.readable
        ? 'Format nicht lesbar'
        : 'noch nicht berechnet';
    return <p className="text-slate-600 text-xs">Für dieses Bild gibt es keinen Fingerabdruck ({reason}).</p>;
  }
  return (
    <div className="space-y-2 rounded-md bg-slate-50 p-2">
      {view.matches.length === 0 ? (
        <p className="text-slate-700">Keine ähnlichen Bilder in früheren Fällen.</p>
      ) : (
        <div>
          <p className="font-medium">Ähnliche Bilder in früheren Fällen</p>
          <ul className="list-disc pl-5">
            {view.matches.map((match, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: matches have no stable id in the view; the order is fixed
              <li key={index}>
                {match.reference ? `Fall ${match.reference}` : 'Bestätigtes Betrugsbild (Falldaten gelöscht)'} vom{' '}
                {formatDate(new Date(match.date))}
                {match.verdictLabel ? `, Ergebnis: ${match.verdictLabel}` : ''}
                {match.confirmed ? ', als gestohlen oder gefälscht bestätigt' : ''} (Abweichung {match.distance} von 64
                Bit)
              </li>
            ))}
          </ul>
        </div>
      )}
      {view.confirmedAt ? (
        <p>
          Als gestohlenes oder gefälschtes Bild bestätigt am {formatDate(new Date(view.confirmedAt))}; der Fingerabdruck
          bleibt nach dem Löschen der Falldaten erhalten.{' '}
          <Button type="button" variant="outline" onClick={() => onConfirm(false)}>
            Bestätigung aufheben
          </Button>
        </p>
      ) : (
        // Wraps on a phone (buttons keep one line by default; this one is wider than 390 px).
        <Button
          type="button"
          variant="outline"
          className="h-auto min-h-10 whitespace-normal text-left"
          onClick={() => onConfirm(true)}
        >
          Als gestohlenes oder gefälschtes Bild bestätigen
        </Button>
      )}
    </div>
  );
}

/** Checkboxes; `field` gives the fieldset the gate's anchor; `extra` renders below a ticked item. */

export function CustomerImage({
  note,
  view,
  index,
  onChange,
  onConfirm,
  error,
  reverseSearch,
}: {
  note: ImageNote;
  view: ImageView | undefined;
  /** The one-click reverse image searches: the case and the engines the server offers (none: the download only). */
  reverseSearch?: { caseId: string; engines: readonly ReverseSearchEngine[] };
  index: number;
  onChange: (note: ImageNote) => void;
  onConfirm: (confirmed: boolean) => void;
  error?: string;
}) {
  const openUrl = view?.openUrl ?? null;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="max-w-full break-words px-1 font-medium">
        Bild: {note.fileName}{' '}
        {openUrl ? (
          <a href={openUrl} target="_blank" rel="noreferrer" className="font-normal text-brand-700 underline">
            öffnen<span className="sr-only"> ({note.fileName})</span>
          </a>
        ) : null}
      </legend>
      {view ? <Facts view={view} /> : null}
      {view &&
      reverseSearch &&
      reverseSearch.engines.length > 0 &&
      !view.facts?.tooLarge &&
      view.facts?.readable !== false ? (
        <ReverseSearchButtons view={view} caseId={reverseSearch.caseId} engines={reverseSearch.engines} />
      ) : null}
      {view ? <Fingerprint view={view} onConfirm={onConfirm} /> : null}
      <TextField
        label={`Einschätzung zu ${note.fileName}`}
        field={`images.${index}.assessment`}
        value={note.assessment}
        onChange={(assessment) => onChange({ ...note, assessment })}
        error={error}
        multiline
        rows={2}
      />
    </fieldset>
  );
}
