import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedFile } from '#app/components/checkout/use-draft.ts';

export interface Thumbnails {
  /** Object URLs of the pictures chosen in this page view, by uploaded document id. */
  urls: Record<string, string>;
  /** Remembers the picture the customer chose for an uploaded document (a JPEG or PNG only). */
  add: (id: string, file: File) => void;
}

/**
 * Previews of uploaded photos, made in the browser from the chosen files (object URLs): the server
 * decodes nothing for them. Held by the wizard, not the upload box, so they survive moving between
 * steps; each URL is revoked when its document is removed and when the checkout is left. After a
 * reload the files are no longer at hand, and the list shows an icon instead.
 */
export function useThumbnails(documents: readonly UploadedFile[]): Thumbnails {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const live = useRef(urls);
  live.current = urls;

  const add = useCallback((id: string, file: File) => {
    if (file.type !== 'image/jpeg' && file.type !== 'image/png') return;
    const url = URL.createObjectURL(file);
    setUrls((current) => ({ ...current, [id]: url }));
  }, []);

  // A document removed (in step 3, or dropped as a new booking starts): its URL goes with it.
  useEffect(() => {
    const kept = new Set(documents.map((document) => document.id));
    const gone = Object.keys(live.current).filter((id) => !kept.has(id));
    if (gone.length === 0) return;
    for (const id of gone) URL.revokeObjectURL(live.current[id] ?? '');
    setUrls((current) => Object.fromEntries(Object.entries(current).filter(([id]) => kept.has(id))));
  }, [documents]);

  useEffect(
    () => () => {
      for (const url of Object.values(live.current)) URL.revokeObjectURL(url);
    },
    [],
  );

  return { urls, add };
}
