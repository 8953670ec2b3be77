import { TextAreaField } from '#app/components/checkout/fields.tsx';
import type { StepProps } from '#app/components/checkout/steps/step-props.ts';

/** Step 4, "Details": optional reasons for the suspicion and chat excerpts. */
export function DetailsStep({ draft, update, errors }: StepProps) {
  return (
    <div className="space-y-6">
      <TextAreaField
        name="suspicionReason"
        label="Was macht Sie misstrauisch?"
        hint="Zum Beispiel: Geldforderungen, keine Videoanrufe, widersprüchliche Angaben."
        value={draft.additional.suspicionReason}
        onChange={(value) => update('additional', (a) => ({ ...a, suspicionReason: value }))}
        error={errors.suspicionReason}
        maxLength={5000}
      />
      <TextAreaField
        name="chatContent"
        label="Auszüge aus dem Chatverlauf"
        hint="Kopieren Sie wichtige Nachrichten hier hinein. Bildschirmfotos können Sie im Schritt „Dateien“ hochladen."
        value={draft.additional.chatContent}
        onChange={(value) => update('additional', (a) => ({ ...a, chatContent: value }))}
        error={errors.chatContent}
        rows={10}
        maxLength={20000}
      />
    </div>
  );
}
