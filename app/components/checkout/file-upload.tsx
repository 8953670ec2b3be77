import { FileText, ImageIcon, Trash2, UploadCloud } from 'lucide-react';
import { useRef, useState } from 'react';
import { type Refusal, type Uploading, useFileUploads } from '#app/components/checkout/use-file-uploads.ts';
import { Progress } from '#app/components/ui/progress.tsx';
import { MAX_FILE_MB, MAX_FILES_PER_ORDER } from '#app/lib/checkout-rules.ts';
import { formatFileSize } from '#app/lib/format.ts';
import type { UploadedFile } from './use-draft.ts';
import type { Thumbnails } from './use-thumbnails.ts';

/** The box to drop files on, with the button that picks them by keyboard. */
function Dropzone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button below picks files by keyboard
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(Array.from(event.dataTransfer.files));
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
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <p className="text-muted text-sm">
        JPG, PNG, PDF, TXT oder DOCX · höchstens {MAX_FILE_MB} MB pro Datei · bis zu {MAX_FILES_PER_ORDER} Dateien
      </p>
    </div>
  );
}

/** The files refused at the last choice. */
function RefusalList({ refusals }: { refusals: Refusal[] }) {
  return (
    // Always in the page, so screen readers announce what is added to it.
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
  );
}

/** One uploaded file: its preview or icon, name and size, and the button that removes it. */
function UploadedItem({
  file,
  thumbnail,
  onRemove,
}: {
  file: UploadedFile;
  thumbnail: string | undefined;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
      {thumbnail ? (
        // A preview of the customer's own picture; the name beside it says what it is.
        <img
          src={thumbnail}
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
        onClick={onRemove}
        className="rounded-md p-2 text-slate-600 hover:bg-red-50 hover:text-red-800"
        aria-label={`${file.fileName} entfernen`}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}

/** One file on its way, with its progress. */
function UploadingItem({ file }: { file: Uploading }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-center justify-between gap-3">
        <p className="truncate font-medium">{file.fileName}</p>
        <span className="text-muted text-sm">{file.progress} %</span>
      </div>
      <Progress value={file.progress} className="mt-2" aria-label={`Upload von ${file.fileName}`} />
    </li>
  );
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
  const { uploading, refusals, addFiles } = useFileUploads({
    checkoutId,
    documents,
    onAdded,
    onBusyChange,
    thumbnails,
  });

  async function remove(id: string) {
    await fetch(`/api/uploads/${id}`, { method: 'DELETE', headers: { 'X-Checkout-Id': checkoutId } }).catch(
      () => undefined,
    );
    onRemoved(id);
  }

  return (
    <div>
      <Dropzone onFiles={addFiles} />
      <RefusalList refusals={refusals} />
      {uploading.length + documents.length > 0 ? (
        <ul className="mt-6 space-y-3" aria-label="Ihre Dateien">
          {documents.map((file) => (
            <UploadedItem
              key={file.id}
              file={file}
              thumbnail={thumbnails.urls[file.id]}
              onRemove={() => void remove(file.id)}
            />
          ))}
          {uploading.map((file) => (
            <UploadingItem key={file.localId} file={file} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
