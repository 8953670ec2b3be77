import { FileText, ImageIcon, Trash2, UploadCloud } from 'lucide-react';
import { useRef, useState } from 'react';
import { Progress } from '#app/components/ui/progress.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { isAllowedFileName, MAX_FILE_MB, MAX_FILES_PER_ORDER, uploadMessages } from '#app/lib/checkout-rules.ts';
import { formatFileSize } from '#app/lib/format.ts';
import type { UploadedFile } from './use-draft.ts';
import type { Thumbnails } from './use-thumbnails.ts';

interface Uploading {
  localId: string;
  fileName: string;
  fileSize: number;
  progress: number;
}

/** Uploads one file as the raw request body; XMLHttpRequest reports upload progress, fetch does not. */
function uploadFile(checkoutId: string, file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    request.setRequestHeader('X-Checkout-Id', checkoutId);
    request.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { title?: string; description?: string } & Partial<UploadedFile> = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: handled below.
      }
      if (request.status === 201 && body.id) resolve(body as UploadedFile);
      else reject(Object.assign(new Error(body.title ?? 'upload failed'), { toast: body }));
    };
    request.onerror = () => reject(new Error('network error'));
    request.send(file);
  });
}

/** A refused file as the upload box lists it, until the customer chooses files again. */
interface Refusal {
  key: string;
  title: string;
  description: string;
}

export function FileUpload({
  checkoutId,
  documents,
  onAdded,
  onRemoved,
  onBusyChange,
  thumbnails,
}: {
  checkoutId: string;
  documents: UploadedFile[];
  onAdded: (file: UploadedFile) => void;
  onRemoved: (id: string) => void;
  onBusyChange: (busy: boolean) => void;
  thumbnails: Thumbnails;
}) {
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const active = useRef(0);

  /** A refusal is said twice: as a toast, and at the box, where it stays until the next choice. */
  function refuse(message: { title: string; description: string }) {
    toast.error(message.title, { description: message.description });
    setRefusals((list) => [...list, { key: crypto.randomUUID(), ...message }]);
  }

  function addFiles(files: File[]) {
    setRefusals([]);
    let slots = MAX_FILES_PER_ORDER - documents.length - uploading.length;
    for (const file of files) {
      if (!isAllowedFileName(file.name)) {
        refuse(uploadMessages.invalidType(file.name));
        continue;
      }
      if (file.size > MAX_FILE_MB * 1024 * 1024) {
        refuse(uploadMessages.tooLarge(file.name));
        continue;
      }
      if (slots <= 0) {
        refuse(uploadMessages.tooMany());
        break;
      }
      slots--;
      const localId = crypto.randomUUID();
      setUploading((list) => [...list, { localId, fileName: file.name, fileSize: file.size, progress: 0 }]);
      active.current++;
      onBusyChange(true);
      uploadFile(checkoutId, file, (progress) =>
        setUploading((list) => list.map((item) => (item.localId === localId ? { ...item, progress } : item))),
      )
        .then((uploaded) => {
          onAdded(uploaded);
          thumbnails.add(uploaded.id, file);
        })
        .catch((error: Error & { toast?: { title?: string; description?: string } }) => {
          const fallback = uploadMessages.failed(file.name);
          refuse({
            title: error.toast?.title ?? fallback.title,
            description: error.toast?.description ?? fallback.description,
          });
        })
        .finally(() => {
          setUploading((list) => list.filter((item) => item.localId !== localId));
          active.current--;
          if (active.current === 0) onBusyChange(false);
        });
    }
  }

  async function remove(id: string) {
    await fetch(`/api/uploads/${id}`, { method: 'DELETE', headers: { 'X-Checkout-Id': checkoutId } }).catch(
      () => undefined,
    );
    onRemoved(id);
  }

  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button below picks files by keyboard */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          addFiles(Array.from(event.dataTransfer.files));
        }}
        data-testid="dropzone"
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <UploadCloud aria-hidden="true" className="size-10 text-brand-600" />
        <p className="font-medium">Dateien hierher ziehen oder</p>
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          className="min-h-11 rounded-lg border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Dateien auswählen
        </button>
        <input
          ref={inputRef}
          id="datei-auswahl"
          type="file"
          multiple
          accept=".jpg,.jpeg,.png,.pdf,.txt,.docx,image/jpeg,image/png,application/pdf,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className="sr-only"
          aria-label="Dateien auswählen"
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <p className="text-muted text-sm">
          JPG, PNG, PDF, TXT oder DOCX · höchstens {MAX_FILE_MB} MB pro Datei · bis zu {MAX_FILES_PER_ORDER} Dateien
        </p>
      </div>

      {/* Always in the page, so screen readers announce what is added to it. */}
      <div aria-live="polite" data-testid="upload-refusals">
        {refusals.length > 0 ? (
          <ul className="mt-4 space-y-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            {refusals.map((refusal) => (
              <li key={refusal.key}>
                <span className="font-semibold">{refusal.title}:</span> {refusal.description}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {uploading.length + documents.length > 0 ? (
        <ul className="mt-6 space-y-3" aria-label="Ihre Dateien">
          {documents.map((file) => (
            <li key={file.id} className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
              {thumbnails.urls[file.id] ? (
                // A preview of the customer's own picture; the name beside it says what it is.
                <img
                  src={thumbnails.urls[file.id]}
                  alt=""
                  className="size-12 shrink-0 rounded-md border border-slate-200 object-cover"
                  data-testid="thumbnail"
                />
              ) : file.fileType.startsWith('image/') ? (
                <ImageIcon aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
              ) : (
                <FileText aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{file.fileName}</p>
                <p className="text-muted text-sm">{formatFileSize(file.fileSize)} · hochgeladen</p>
              </div>
              <button
                type="button"
                onClick={() => void remove(file.id)}
                className="rounded-md p-2 text-slate-600 hover:bg-red-50 hover:text-red-800"
                aria-label={`${file.fileName} entfernen`}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
          {uploading.map((file) => (
            <li key={file.localId} className="rounded-lg border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-3">
                <p className="truncate font-medium">{file.fileName}</p>
                <span className="text-muted text-sm">{file.progress} %</span>
              </div>
              <Progress value={file.progress} className="mt-2" aria-label={`Upload von ${file.fileName}`} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
