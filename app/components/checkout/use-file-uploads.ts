import { useRef, useState } from 'react';
import { toast } from '#app/components/ui/sonner.tsx';
import { isAllowedFileName, MAX_FILE_MB, MAX_FILES_PER_ORDER, uploadMessages } from '#app/lib/checkout-rules.ts';
import type { UploadedFile } from './use-draft.ts';
import type { Thumbnails } from './use-thumbnails.ts';

export interface Uploading {
  localId: string;
  fileName: string;
  fileSize: number;
  progress: number;
}

/** A refused file as the upload box lists it, until the customer chooses files again. */
export interface Refusal {
  key: string;
  title: string;
  description: string;
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

interface UploadOptions {
  checkoutId: string;
  documents: UploadedFile[];
  onAdded: (file: UploadedFile) => void;
  onBusyChange: (busy: boolean) => void;
  thumbnails: Thumbnails;
}

/** The files being uploaded and the ones refused, and `addFiles` that checks and uploads what was chosen. */
export function useFileUploads({ checkoutId, documents, onAdded, onBusyChange, thumbnails }: UploadOptions) {
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const active = useRef(0);

  /** A refusal is said twice: as a toast, and at the box, where it stays until the next choice. */
  function refuse(message: { title: string; description: string }) {
    toast.error(message.title, { description: message.description });
    setRefusals((list) => [...list, { key: crypto.randomUUID(), ...message }]);
  }

  function upload(file: File) {
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
      upload(file);
    }
  }

  return { uploading, refusals, addFiles };
}
