// The sections of the customer's findings report (findings-report.server.ts) that list what the
// specialists found: the research steps (done, and not applicable with the reason), the findings with
// their screenshots, the images, the identity, the warning signs and the next steps. An empty section
// says what its emptiness means.
import { formatDate } from '../../lib/format.ts';
import type { Doc } from '../pdf/primitives.server.ts';
import type { FindingsReportInput } from './findings-report-input.server.ts';
import { figure } from './report-figure-block.server.ts';
import { webAddress } from './report-one-line-blocks.server.ts';
import { group, hasText, type Struct } from './report-structure.server.ts';
import { labelValueTable } from './report-table-block.server.ts';
import { bulletList, emptyNote, heading, list, paragraph } from './report-text-blocks.server.ts';

export function stepsSection(doc: Doc, root: Struct, steps: FindingsReportInput['steps']): void {
  const done = steps.filter((step) => step.state === 'done');
  const notApplicable = steps.filter((step) => step.state === 'not-applicable');
  if (done.length === 0) {
    emptyNote(doc, root, 'In diesem Ergebnisbericht ist kein abgeschlossener Rechercheschritt verzeichnet.');
  } else {
    paragraph(
      doc,
      root,
      'Diese Schritte haben wir durchgeführt, jeweils mit dem Tag und den Quellen und Suchmaschinen:',
    );
    list(
      doc,
      root,
      done,
      (step, element, indent) => {
        paragraph(doc, element, step.label, { indent, bold: true, after: 0.1 });
        const when = step.date ? `Durchgeführt am ${formatDate(step.date)}` : 'Durchgeführt';
        const line = hasText(step.sources) ? `${when} · Quellen: ${step.sources.trim()}` : when;
        paragraph(doc, element, line, { indent, muted: true, size: 9.5, after: 0.35 });
      },
      { numbered: true, keep: 28 },
    );
  }
  if (notApplicable.length > 0) {
    heading(doc, root, 'H3', 'Nicht anwendbar');
    list(
      doc,
      root,
      notApplicable,
      (step, element, indent) => {
        paragraph(doc, element, step.label, { indent, bold: true, after: 0.1 });
        const reason = hasText(step.reason) ? `Grund: ${step.reason.trim()}` : 'Für diese Prüfung nicht anwendbar.';
        paragraph(doc, element, reason, { indent, muted: true, size: 9.5, after: 0.35 });
      },
      { keep: 28 },
    );
  }
}

export function hitsSection(doc: Doc, root: Struct, input: FindingsReportInput): void {
  if (input.hits.length === 0) {
    paragraph(
      doc,
      root,
      'Unsere Recherche hat keine Fundstelle ergeben: In den Quellen, die oben unter „Was wir durchsucht haben“ genannt sind, haben wir am Tag der Prüfung nichts zur geprüften Person, zu ihrem Profil oder zu ihren Fotos gefunden. Was das bedeutet und was nicht, erklärt der Abschnitt „Was ‚keine Treffer‘ bedeutet – und was nicht“ weiter unten.',
    );
    return;
  }
  input.hits.forEach((hit, i) => {
    const section = group(doc, root, 'Sect');
    heading(doc, section, 'H3', `Fundstelle ${i + 1}`, 40);
    webAddress(doc, section, hit.url);
    const concerns = hit.imageFileName ? ` · betrifft Ihr Bild „${hit.imageFileName}“` : '';
    const found = hit.foundOn ? `Gefunden am ${formatDate(hit.foundOn)}` : 'Funddatum noch nicht angegeben';
    paragraph(doc, section, `${found}${concerns}`, {
      muted: true,
      size: 9.5,
      after: 0.3,
    });
    if (hasText(hit.description)) paragraph(doc, section, hit.description);
    for (const shot of hit.screenshots) {
      const caption = `Bildschirmfoto: ${shot.fileName}`;
      const alt = `Bildschirmfoto der Fundstelle ${i + 1} (${hit.url.trim()})${hit.foundOn ? `, aufgenommen am ${formatDate(hit.foundOn)}` : ''}`;
      const drawn = shot.image !== null && figure(doc, section, shot.image, alt, caption);
      if (!drawn) {
        emptyNote(
          doc,
          section,
          `${caption}: Die Datei ließ sich nicht als Bild lesen und ist deshalb hier nicht abgebildet. Die Fundstelle selbst ist oben mit Adresse und Datum genannt.`,
        );
      }
    }
    section.end();
  });
}

export function imagesSection(doc: Doc, root: Struct, images: FindingsReportInput['images']): void {
  if (images.length === 0) {
    emptyNote(doc, root, 'Sie haben uns zu dieser Prüfung keine Bilder übermittelt.');
    return;
  }
  images.forEach((image, i) => {
    heading(doc, root, 'H3', `Bild ${i + 1}: ${image.fileName}`, 28);
    if (hasText(image.assessment)) paragraph(doc, root, image.assessment);
    else
      emptyNote(
        doc,
        root,
        'Zu diesem Bild haben wir keine eigene Einschätzung festgehalten; was die Recherche dazu ergeben hat, steht unter „Fundstellen“.',
      );
  });
}

export function identitySection(doc: Doc, root: Struct, identity: FindingsReportInput['identity']): void {
  const rows = identity.rows.filter((row) => hasText(row.value));
  if (rows.length === 0 && !hasText(identity.assessment)) {
    emptyNote(
      doc,
      root,
      'Zu Name, Alter, Wohnort und Beruf lagen uns keine Angaben vor, die wir mit öffentlichen Quellen hätten abgleichen können.',
    );
    return;
  }
  if (rows.length > 0) labelValueTable(doc, root, rows);
  if (hasText(identity.assessment)) paragraph(doc, root, identity.assessment);
}

export function signalsSection(doc: Doc, root: Struct, input: FindingsReportInput): void {
  const signals = input.signals.filter((signal) => hasText(signal.text));
  if (signals.length === 0) {
    paragraph(doc, root, 'Wir haben keines der geprüften Warnsignale festgestellt.');
  } else {
    list(doc, root, signals, (signal, element, indent) => {
      paragraph(doc, element, signal.text, { indent, after: hasText(signal.source) ? 0.1 : 0.3 });
      if (hasText(signal.source))
        paragraph(doc, element, `Quelle: ${signal.source.trim()}`, { indent, muted: true, size: 9.5, after: 0.3 });
    });
  }
  if (hasText(input.signalNotes)) paragraph(doc, root, input.signalNotes);
}

export function nextStepsSection(doc: Doc, root: Struct, input: FindingsReportInput): void {
  const steps = input.nextSteps.filter(hasText);
  if (steps.length === 0 && !hasText(input.nextStepsText)) {
    emptyNote(
      doc,
      root,
      'Über die Hinweise in diesem Ergebnisbericht hinaus empfehlen wir Ihnen keine weiteren Schritte.',
    );
    return;
  }
  if (steps.length > 0) bulletList(doc, root, steps);
  if (hasText(input.nextStepsText)) paragraph(doc, root, input.nextStepsText);
}
