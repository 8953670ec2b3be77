import { FileUpload } from '#app/components/checkout/file-upload.tsx';
import type { StepProps } from '#app/components/checkout/steps/step-props.ts';
import type { Thumbnails } from '#app/components/checkout/use-thumbnails.ts';

/** Step 3, "Dateien": optional pictures and documents, each uploaded as soon as it is chosen. */
export function FilesStep({
  draft,
  update,
  onBusyChange,
  thumbnails,
}: Omit<StepProps, 'errors'> & { onBusyChange: (busy: boolean) => void; thumbnails: Thumbnails }) {
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Fotos, Bildschirmfotos oder Dokumente helfen uns bei der Prüfung, zum Beispiel Profilbilder, Chatverläufe oder
        Zahlungsaufforderungen. Dieser Schritt ist freiwillig.
      </p>
      <FileUpload
        checkoutId={draft.checkoutId}
        documents={draft.documents}
        onAdded={(file) => update('documents', (list) => [...list, file])}
        onRemoved={(id) => update('documents', (list) => list.filter((file) => file.id !== id))}
        onBusyChange={onBusyChange}
        thumbnails={thumbnails}
      />
    </div>
  );
}
