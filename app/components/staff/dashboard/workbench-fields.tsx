// The parts of the workbench form (case-workbench.tsx): a list of checkboxes, a text field
// with label, and the research on one uploaded image with its sources.
import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import type { CaseWorkbench } from '#app/lib/dashboard-data.ts';
import type { ImageFinding } from '#app/lib/findings.ts';
import { formatDate } from '#app/lib/format.ts';

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

export function CheckList({
  legend,
  items,
  chosen,
  onChange,
}: {
  legend: string;
  items: { key: string; label: string; hint?: string }[];
  chosen: string[];
  onChange: (keys: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">{legend}</legend>
      {items.map((item) => {
        const inputId = `${id}-${item.key}`;
        return (
          <div key={item.key} className="flex items-start gap-2">
            <input
              id={inputId}
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-brand-600"
              checked={chosen.includes(item.key)}
              aria-describedby={item.hint ? `${inputId}-hint` : undefined}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, item.key] : chosen.filter((key) => key !== item.key))
              }
            />
            <div>
              <label htmlFor={inputId}>{item.label}</label>
              {item.hint ? (
                <p id={`${inputId}-hint`} className="text-slate-600 text-xs">
                  {item.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

export function TextField({
  label,
  value,
  onChange,
  error,
  multiline = false,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  rows?: number;
}) {
  const id = useId();
  const props = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...props} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...props} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-red-700 text-xs" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The research on one uploaded image: where it was found (address and note) and what that means. */
export function ImageResearch({
  image,
  view,
  onChange,
  onConfirm,
  errorOf,
  index,
}: {
  image: ImageFinding;
  view: ImageView | undefined;
  onChange: (image: ImageFinding) => void;
  onConfirm: (confirmed: boolean) => void;
  errorOf: (field: string) => string | undefined;
  index: number;
}) {
  const openUrl = view?.openUrl ?? null;
  const setSource = (position: number, patch: Partial<ImageFinding['sources'][number]>) =>
    onChange({
      ...image,
      sources: image.sources.map((source, at) => (at === position ? { ...source, ...patch } : source)),
    });
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-medium">
        Bild: {image.fileName}{' '}
        {openUrl ? (
          <a href={openUrl} target="_blank" rel="noreferrer" className="font-normal text-brand-700 underline">
            öffnen
          </a>
        ) : null}
      </legend>
      {view ? <Facts view={view} /> : null}
      {view ? <Fingerprint view={view} onConfirm={onConfirm} /> : null}
      {image.sources.map((source, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sources have no id; their order is their identity
        <div key={position} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField
            label={`Fundstelle ${position + 1}: Adresse`}
            value={source.url}
            onChange={(url) => setSource(position, { url })}
            error={errorOf(`images.${index}.sources.${position}`)}
          />
          <TextField
            label={`Fundstelle ${position + 1}: Notiz`}
            value={source.note}
            onChange={(note) => setSource(position, { note })}
            error={errorOf(`images.${index}.sources.${position}.note`)}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => onChange({ ...image, sources: image.sources.filter((_, at) => at !== position) })}
          >
            Entfernen
          </Button>
        </div>
      ))}
      {image.sources.length < 10 ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange({ ...image, sources: [...image.sources, { url: '', note: '' }] })}
        >
          Fundstelle hinzufügen
        </Button>
      ) : null}
      <TextField
        label="Einschätzung zu diesem Bild"
        value={image.assessment}
        onChange={(assessment) => onChange({ ...image, assessment })}
        error={errorOf(`images.${index}.assessment`)}
        multiline
        rows={2}
      />
    </fieldset>
  );
}
