// "Fundstellen" on the workbench (issue 29 point 5): every finding with what it concerns (the profile
// or one of the customer's images), its address, the day it was found, a description and its
// screenshots. A screenshot is uploaded the moment it is chosen (POST /conan/api/faelle/:caseId/
// bildschirmfotos, raw body) and shown as a thumbnail; "Entfernen" deletes it on the server and from
// the finding. The finding keeps only the screenshots' ids; the draft is saved with the findings.
import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { HIT_ID, type Hit } from '#app/lib/findings.ts';
import { TextField } from '../dashboard/workbench-fields.tsx';
import { fieldId } from './field-ids.ts';
import { HitScreenshots, type ShotsApi } from './hit-screenshots.tsx';

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

/** What a finding concerns: the profile, or one of the customer's images. */
function HitAboutSelect({
  id,
  value,
  images,
  onChange,
  error,
}: {
  id: string;
  value: string | null;
  images: { documentId: string; fileName: string }[];
  onChange: (documentId: string | null) => void;
  error?: string;
}) {
  return (
    <div className="min-w-0 space-y-1">
      <Label htmlFor={`${id}-about`}>Betrifft</Label>
      <select
        id={`${id}-about`}
        value={value ?? ''}
        onChange={(event) => {
          const documentId = event.target.value || null;
          onChange(documentId);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-about-error` : undefined}
        className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base outline-none focus-visible:border-brand-600 focus-visible:ring-[3px] focus-visible:ring-brand-600/30 disabled:opacity-50 aria-invalid:border-red-700"
      >
        <option value="">Profil, Name oder Kontaktdaten</option>
        {images.map((image) => (
          <option key={image.documentId} value={image.documentId}>
            Bild: {image.fileName}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-about-error`} className="text-red-700 text-xs">
          {error}
        </p>
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
      <HitAboutSelect
        id={id}
        value={hit.documentId}
        images={images}
        onChange={(documentId) => onChange(() => ({ documentId }))}
        error={errorOf(`${field}.documentId`)}
      />
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
      <HitScreenshots
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
