// The findings' image notes in step with the case's uploaded images (the workbench's start state).
import type { CaseWorkbench } from '#app/lib/case-view-data.ts';
import type { Findings, ImageNote } from '#app/lib/findings.ts';

export /** Every uploaded image has its note, in upload order; notes of images no longer there are dropped. */
function withImages(findings: Findings, images: CaseWorkbench['images']): Findings {
  const byId = new Map(findings.images.map((image) => [image.documentId, image]));
  return {
    ...findings,
    images: images.map(
      (image): ImageNote =>
        byId.get(image.documentId) ?? { documentId: image.documentId, fileName: image.fileName, assessment: '' },
    ),
  };
}
