// The screenshots of a finding on the workbench (issue 29 point 5): a screenshot is uploaded the moment
// it is chosen (POST /conan/api/faelle/:caseId/bildschirmfotos, raw body) and shown as a thumbnail;
// "Entfernen" deletes it on the server and from the finding. The finding keeps only the screenshots' ids.
import { useState } from 'react';
import { fieldId } from '#app/components/staff/workbench/field-ids.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import type { CaseScreenshot } from '#app/lib/case-view-data.ts';
import type { Hit } from '#app/lib/findings.ts';
import { formatFileSize } from '#app/lib/format.ts';

/** The answer of the screenshot API: the stored screenshot, or a German refusal. */
async function answerOf(response: Response): Promise<{ error: string } | CaseScreenshot> {
  const body = (await response.json().catch(() => null)) as CaseScreenshot | { error?: string } | null;
  if (response.ok && body && 'id' in body) return body;
  return {
    error: body && 'error' in body && body.error ? body.error : `Der Server hat abgelehnt (${response.status}).`,
  };
}

export interface ShotsApi {
  caseId: string;
  /** The case's screenshots by id (loaded and uploaded here, less the deleted ones). */
  byId: ReadonlyMap<string, CaseScreenshot>;
  onUploaded: (shot: CaseScreenshot) => void;
  onDeleted: (id: string) => void;
}

type ChangeShots = (update: (screenshots: string[]) => string[]) => void;

/** Uploading and removing screenshots, with what is under way and what failed. */
function useScreenshotFiles(api: ShotsApi, onChange: ChangeShots) {
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

  return { busy, problems, upload, remove };
}

/** The finding's screenshots as thumbnails, each with "Entfernen". */
function ScreenshotList({
  ids,
  byId,
  onRemove,
  disabled,
}: {
  ids: string[];
  byId: ShotsApi['byId'];
  onRemove: (id: string) => void;
  disabled: boolean;
}) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
      {ids.map((id) => {
        const shot = byId.get(id);
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
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onRemove(id)}>
              Entfernen<span className="sr-only"> ({shot ? shot.fileName : 'fehlendes Bildschirmfoto'})</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

export function HitScreenshots({
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
  onChange: ChangeShots;
  error?: string;
  disabled: boolean;
}) {
  const inputId = fieldId(`hits.${index}.screenshots`);
  const { busy, problems, upload, remove } = useScreenshotFiles(api, onChange);
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
        <ScreenshotList
          ids={hit.screenshots}
          byId={api.byId}
          onRemove={(id) => void remove(id)}
          disabled={disabled || busy !== null}
        />
      ) : null}
    </div>
  );
}
