// "Fundstellen" on the workbench (issue 29 point 5): every finding with what it concerns (the profile
// or one of the customer's images), its address, the day it was found, a description and its
// screenshots. A screenshot is uploaded the moment it is chosen (POST /conan/api/faelle/:caseId/
// bildschirmfotos, raw body) and shown as a thumbnail; "Entfernen" deletes it on the server and from
// the finding. The finding keeps only the screenshots' ids; the draft is saved with the findings.
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import type { CaseScreenshot } from '#app/lib/case-view-data.ts';
import { HIT_ID, type Hit } from '#app/lib/findings.ts';
import { formatFileSize } from '#app/lib/format.ts';
import { TextField } from '../dashboard/workbench-fields.tsx';
import { fieldId } from './field-ids.ts';

/** At most this many findings per case, as the server's draft check allows (FINDINGS_LIMITS.hits). */
export const MAX_HITS = 60;

/** A new finding's id, as HIT_ID allows (a UUID is 36 of a–f, 0–9 and "-"). */
export function newHitId(): string {
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : '';
  return HIT_ID.test(id) ? id : `h-${Date.now().toString(36)}`;
}

export function newHit(today: string): Hit {
  return { id: newHitId(), documentId: null, url: '', foundOn: today, description: '', screenshots: [] };
}

/** The answer of the screenshot API: the stored screenshot, or a German refusal. */
async function answerOf(response: Response): Promise<{ error: string } | CaseScreenshot> {
  const body = (await response.json().catch(() => null)) as CaseScreenshot | { error?: string } | null;
  if (response.ok && body && 'id' in body) return body;
  return {
    error: body && 'error' in body && body.error ? body.error : `Der Server hat abgelehnt (${response.status}).`,
  };
}

interface ShotsApi {
  caseId: string;
  /** The case's screenshots by id (loaded and uploaded here, less the deleted ones). */
  byId: ReadonlyMap<string, CaseScreenshot>;
  onUploaded: (shot: CaseScreenshot) => void;
  onDeleted: (id: string) => void;
}

function Screenshots({
  hit,
  index,
  api,
  onChange,
  error,
  disabled,
}: {
  hit: Hit;
  index: number;
  api: ShotsApi;
  onChange: (update: (screenshots: string[]) => string[]) => void;
  error?: string;
  disabled: boolean;
}) {
  const inputId = fieldId(`hits.${index}.screenshots`);
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const base = `/conan/api/faelle/${encodeURIComponent(api.caseId)}/bildschirmfotos`;

  async function upload(files: File[]) {
    const failed: string[] = [];
    for (const file of files) {
      setBusy(`${file.name} wird hochgeladen …`);
      try {
        const answer = await answerOf(
          await fetch(base, {
            method: 'POST',
            headers: { 'X-File-Name': encodeURIComponent(file.name), 'Content-Type': 'application/octet-stream' },
            body: file,
          }),
        );
        if ('error' in answer) failed.push(`${file.name}: ${answer.error}`);
        else {
          api.onUploaded(answer);
          onChange((ids) => [...ids, answer.id]);
        }
      } catch {
        failed.push(`${file.name}: Nicht hochgeladen. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.`);
      }
    }
    setBusy(null);
    setProblems(failed);
  }

  async function remove(id: string) {
    setBusy('Bildschirmfoto wird entfernt …');
    try {
      const response = await fetch(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      // Already gone on the server (404): remove it from the finding all the same.
      if (response.ok || response.status === 404) {
        api.onDeleted(id);
        onChange((ids) => ids.filter((entry) => entry !== id));
        setProblems([]);
      } else {
        const answer = await answerOf(response);
        setProblems(['error' in answer ? answer.error : 'Das Bildschirmfoto konnte nicht entfernt werden.']);
      }
    } catch {
      setProblems(['Das Bildschirmfoto konnte nicht entfernt werden. Bitte prüfen Sie die Verbindung.']);
    } finally {
      setBusy(null);
    }
  }

  const described = [`${inputId}-hint`, problems.length > 0 || error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="min-w-0 space-y-2">
      <Label htmlFor={inputId}>Bildschirmfotos hinzufügen</Label>
      <p id={`${inputId}-hint`} className="text-slate-600 text-xs">
        PNG oder JPEG, mehrere auf einmal möglich. Jedes Foto wird sofort hochgeladen.
      </p>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={disabled || busy !== null}
        aria-invalid={problems.length > 0 || error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) void upload(files);
        }}
        className="block w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
      />
      <p className="text-slate-600 text-xs" aria-live="polite">
        {busy ?? ''}
      </p>
      {problems.length > 0 || error ? (
        <div id={`${inputId}-error`} className="text-red-700 text-xs" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
          {error ? <p>{error}</p> : null}
        </div>
      ) : null}
      {hit.screenshots.length > 0 ? (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
          {hit.screenshots.map((id) => {
            const shot = api.byId.get(id);
            return (
              <li key={id} className="min-w-0 space-y-1 rounded-md border border-slate-200 p-2">
                {shot ? (
                  <>
                    <a href={shot.openUrl} target="_blank" rel="noreferrer" className="block">
                      <img
                        src={shot.openUrl}
                        alt={`Bildschirmfoto ${shot.fileName}`}
                        className="h-24 w-full rounded bg-slate-100 object-contain"
                        loading="lazy"
                      />
                    </a>
                    <p className="break-words text-xs">
                      {shot.fileName} ({formatFileSize(shot.fileSize)})
                    </p>
                  </>
                ) : (
                  <p className="text-amber-800 text-xs">Dieses Bildschirmfoto gibt es nicht mehr.</p>
                )}
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={disabled || busy !== null}
                  onClick={() => void remove(id)}
                >
                  Entfernen<span className="sr-only"> ({shot ? shot.fileName : 'fehlendes Bildschirmfoto'})</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function HitEditor({
  hit,
  index,
  images,
  api,
  onChange,
  onRemove,
  errorOf,
  disabled,
}: {
  hit: Hit;
  index: number;
  images: { documentId: string; fileName: string }[];
  api: ShotsApi;
  onChange: (patch: (hit: Hit) => Partial<Hit>) => void;
  onRemove: () => void;
  errorOf: (field: string) => string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const field = `hits.${index}`;
  const name = `Fundstelle ${index + 1}`;
  return (
    <fieldset id={fieldId(field)} className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-medium">{name}</legend>
      <div className="min-w-0 space-y-1">
        <Label htmlFor={`${id}-about`}>Betrifft</Label>
        <select
          id={`${id}-about`}
          value={hit.documentId ?? ''}
          onChange={(event) => {
            const documentId = event.target.value || null;
            onChange(() => ({ documentId }));
          }}
          aria-invalid={errorOf(`${field}.documentId`) ? true : undefined}
          aria-describedby={errorOf(`${field}.documentId`) ? `${id}-about-error` : undefined}
          className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base outline-none focus-visible:border-brand-600 focus-visible:ring-[3px] focus-visible:ring-brand-600/30 disabled:opacity-50 aria-invalid:border-red-700"
        >
          <option value="">Profil, Name oder Kontaktdaten</option>
          {images.map((image) => (
            <option key={image.documentId} value={image.documentId}>
              Bild: {image.fileName}
            </option>
          ))}
        </select>
        {errorOf(`${field}.documentId`) ? (
          <p id={`${id}-about-error`} className="text-red-700 text-xs">
            {errorOf(`${field}.documentId`)}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label="Adresse"
          type="url"
          field={`${field}.url`}
          value={hit.url}
          onChange={(url) => onChange(() => ({ url: url.trim() }))}
          error={errorOf(`${field}.url`)}
          required
        />
        <TextField
          label="Gefunden am"
          type="date"
          field={`${field}.foundOn`}
          value={hit.foundOn}
          onChange={(foundOn) => onChange(() => ({ foundOn }))}
          error={errorOf(`${field}.foundOn`)}
          required
        />
      </div>
      <TextField
        label="Beschreibung"
        field={`${field}.description`}
        hint="Was ist dort zu sehen, z. B. „gleiches Foto, Profil eines Models unter anderem Namen, seit 2019“."
        value={hit.description}
        onChange={(description) => onChange(() => ({ description }))}
        error={errorOf(`${field}.description`)}
        multiline
        rows={2}
        required
      />
      <Screenshots
        hit={hit}
        index={index}
        api={api}
        onChange={(update) => onChange((current) => ({ screenshots: update(current.screenshots) }))}
        error={errorOf(`${field}.screenshots`)}
        disabled={disabled}
      />
      {errorOf(field) ? <p className="text-red-700 text-xs">{errorOf(field)}</p> : null}
      <Button type="button" variant="outline" onClick={onRemove}>
        Fundstelle entfernen<span className="sr-only"> ({name})</span>
      </Button>
    </fieldset>
  );
}

export function HitsSection({
  hits,
  onChange,
  images,
  api,
  today,
  errorOf,
  disabled,
}: {
  hits: Hit[];
  onChange: (update: (hits: Hit[]) => Hit[]) => void;
  images: { documentId: string; fileName: string }[];
  api: ShotsApi;
  today: string;
  errorOf: (field: string) => string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  function add() {
    const hit = newHit(today);
    onChange((current) => [...current, hit]);
    // The new finding's address takes the focus once it is rendered.
    requestAnimationFrame(() => document.getElementById(fieldId(`hits.${hits.length}.url`))?.focus());
  }
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-semibold">
        Fundstellen
      </h3>
      <p className="text-slate-600 text-xs">
        Jede öffentliche Stelle, die die geprüfte Person, ihr Profil oder ihre Fotos betrifft, mit Adresse, Funddatum,
        Beschreibung und mindestens einem Bildschirmfoto.
      </p>
      {hits.length === 0 ? <p>Noch keine Fundstelle eingetragen.</p> : null}
      {hits.map((hit, index) => (
        <HitEditor
          key={hit.id}
          hit={hit}
          index={index}
          images={images}
          api={api}
          onChange={(patch) =>
            onChange((current) => current.map((entry) => (entry.id === hit.id ? { ...entry, ...patch(entry) } : entry)))
          }
          onRemove={() => onChange((current) => current.filter((entry) => entry.id !== hit.id))}
          errorOf={errorOf}
          disabled={disabled}
        />
      ))}
      {hits.length < MAX_HITS ? (
        <Button type="button" variant="outline" onClick={add}>
          Fundstelle hinzufügen
        </Button>
      ) : (
        <p className="text-slate-600 text-xs">Mehr als {MAX_HITS} Fundstellen lassen sich nicht eintragen.</p>
      )}
    </section>
  );
}
