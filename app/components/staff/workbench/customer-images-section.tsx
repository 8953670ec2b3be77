// "Bilder des Kunden" in the workbench: each image the customer uploaded with its note, its facts,
// the reverse image searches and the confirmation as stolen or fake (case-workbench.tsx holds the
// findings and posts the confirmation).
import type { ComponentProps } from 'react';
import type { CaseWorkbench } from '#app/lib/case-view-data.ts';
import type { ImageNote } from '#app/lib/findings.ts';
import { CustomerImage } from './customer-image.tsx';
import { Section } from './workbench-section.tsx';

export function CustomerImagesSection({
  notes,
  views,
  reverseSearch,
  onNote,
  onConfirm,
  errorOf,
}: {
  notes: ImageNote[];
  views: CaseWorkbench['images'];
  reverseSearch: ComponentProps<typeof CustomerImage>['reverseSearch'];
  onNote: (note: ImageNote) => void;
  onConfirm: (documentId: string, confirmed: boolean) => void;
  errorOf: (field: string) => string | undefined;
}) {
  return (
    <Section title="Bilder des Kunden">
      {notes.length === 0 ? <p className="text-slate-600">Der Kunde hat keine Bilder hochgeladen.</p> : null}
      {notes.map((note, index) => (
        <CustomerImage
          key={note.documentId}
          note={note}
          index={index}
          view={views.find((entry) => entry.documentId === note.documentId)}
          reverseSearch={reverseSearch}
          onChange={onNote}
          onConfirm={(confirmed) => onConfirm(note.documentId, confirmed)}
          error={errorOf(`images.${index}.assessment`)}
        />
      ))}
    </Section>
  );
}
