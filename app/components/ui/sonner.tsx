// Toasts (spec §8 messages): `toast.error(...)` is destructive. sonner (34 KB of script) is not part
// of what a page loads before it hydrates (decision record 026): the region mounts after hydration
// and loads it then, and `toast` hands each call on once it has arrived, in the order of the calls.
// A toast asked for before that is shown when it arrives (sonner replays toasts created before its
// region subscribed). Ids are ours, so a caller can dismiss a toast at once.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | undefined;
function sonner(): Promise<Sonner> {
  loading ??= import('sonner').catch((error: unknown) => {
    // A failed download (network gone for a moment) is tried again by the next toast.
    loading = undefined;
    throw error;
  });
  return loading;
}

let nextId = 0;
type Message = Parameters<Sonner['toast']['error']>[0];
type Kind = 'error' | 'info' | 'success';

function show(kind: Kind, message: Message, options?: ExternalToast): string | number {
  const id = options?.id ?? `toast-${++nextId}`;
  sonner().then(
    (module) => module.toast[kind](message, { ...options, id }),
    () => undefined,
  );
  return id;
}

export const toast = {
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  dismiss: (id?: string | number) => {
    sonner().then(
      (module) => module.toast.dismiss(id),
      () => undefined,
    );
  },
};

const SonnerToaster = lazy(() => sonner().then(() => import('./sonner-toaster.tsx')));

/** The toasts' region, once in the document; rendered after hydration. */
export function Toaster(props: ToasterProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
