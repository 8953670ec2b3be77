// ---------------------------------------------------------------------------------------------
// Customer: a Rückfrage from staff, and its reminder after 24 hours (app/server/conversation/)
// ---------------------------------------------------------------------------------------------
// The question itself is in the mail (she needs it to answer; written by staff, shown as a quote,
// escaped like every plain string of the block model), the button leads to the status page, where
// she answers and adds files. It says that the deadline rests until the answer, and what happens
// after 72 hours without one. The staff's mail on an answer carries no case content, like the
// notification of a new case (it stays in mailboxes the 30-day deletion does not reach).

import type { ProviderInfo } from '../../../content/types.ts';
import { EXPIRE_AFTER_HOURS } from '../../../lib/conversation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { Block } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import { dashboardUrl, supportBlocks, trimUrl } from '../parts.server.ts';

export interface QuestionMailInput {
  reference: string;
  serviceName: string;
  customerName: string;
  question: string;
  wantsFiles: boolean;
  askedAt: Date;
  /** askedAt + 72 hours: after it, work goes on with what is there. */
  deadline: Date;
  statusUrl: string;
  /** The reminder after 24 hours without an answer. */
  reminder: boolean;
}

function openingBlocks(input: QuestionMailInput): Block[] {
  if (input.reminder)
    return [
      { kind: 'h1', text: 'Wir warten noch auf Ihre Antwort' },
      { kind: 'p', text: `Guten Tag ${input.customerName},` },
      {
        kind: 'p',
        text: `am ${formatDateTime(input.askedAt)} haben wir Ihnen zu Ihrem Auftrag ${input.reference} (${input.serviceName}) eine Rückfrage gestellt, auf die wir noch keine Antwort haben. Zur Erinnerung noch einmal unsere Frage:`,
      },
    ];
  return [
    { kind: 'h1', text: 'Eine Rückfrage zu Ihrem Auftrag' },
    { kind: 'p', text: `Guten Tag ${input.customerName},` },
    {
      kind: 'p',
      text: `für die Prüfung zu Ihrem Auftrag ${input.reference} (${input.serviceName}) benötigt unser Team noch eine Angabe von Ihnen:`,
    },
  ];
}

export function questionMail(input: QuestionMailInput, provider: ProviderInfo, siteUrl: string): RenderedMail {
  const site = trimUrl(siteUrl);
  const subject = oneLine(
    input.reminder
      ? `Erinnerung: Rückfrage zu Ihrem Auftrag ${input.reference}`
      : `Rückfrage zu Ihrem Auftrag ${input.reference}`,
  );
  const blocks: Block[] = [
    ...openingBlocks(input),
    { kind: 'quote', text: input.question },
    {
      kind: 'p',
      text: input.wantsFiles
        ? 'Bitte antworten Sie auf Ihrer persönlichen Statusseite. Dort können Sie auch Dateien hinzufügen, etwa Bildschirmfotos (JPG, PNG), PDF-, TXT- oder DOCX-Dateien.'
        : 'Bitte antworten Sie auf Ihrer persönlichen Statusseite.',
    },
    { kind: 'button', href: input.statusUrl, label: 'Rückfrage beantworten' },
    {
      kind: 'p',
      text: `Bis Ihre Antwort da ist, ruht die Frist für Ihr Ergebnis; die Zeit des Wartens wird nicht mitgezählt. Erhalten wir bis ${formatDateTime(input.deadline)} (${EXPIRE_AFTER_HOURS} Stunden nach der Rückfrage) keine Antwort, setzen wir die Prüfung mit den vorhandenen Angaben fort.`,
    },
    {
      kind: 'p',
      small: true,
      text: 'Bitte antworten Sie nicht auf diese E-Mail, sondern über die Statusseite: Nur dort ist Ihre Antwort Ihrem Auftrag sicher zugeordnet. Ihre Antwort und Ihre Dateien löschen wir zusammen mit den übrigen Daten Ihres Auftrags.',
    },
    {
      kind: 'facts',
      rows: [
        ['Auftragsnummer', input.reference],
        ['Rückfrage vom', formatDateTime(input.askedAt)],
        ['Antwort bis', formatDateTime(input.deadline)],
      ],
    },
    ...supportBlocks(provider, input.reference),
  ];
  return render(subject, blocks, site, provider, subject);
}

export interface AnswerStaffMailInput {
  caseId: string;
  reference: string;
  round: number;
  answeredAt: Date;
  fileCount: number;
}

/** To the staff member who asked: the answer is in, with the link to the case; no case content. */
export function answerStaffMail(input: AnswerStaffMailInput, siteUrl: string): RenderedMail {
  const site = trimUrl(siteUrl);
  const link = dashboardUrl(site, input.caseId);
  const subject = oneLine(`Antwort auf Ihre Rückfrage im Fall ${input.reference}`);
  const files =
    input.fileCount === 0
      ? 'ohne Dateien'
      : input.fileCount === 1
        ? 'mit einer Datei'
        : `mit ${input.fileCount} Dateien`;
  const blocks: Block[] = [
    { kind: 'h1', text: subject },
    {
      kind: 'p',
      text: `Die Antwort auf Rückfrage ${input.round} ist am ${formatDateTime(input.answeredAt)} eingegangen (${files}). Der Fall ist wieder in Bearbeitung, die Frist läuft weiter.`,
    },
    { kind: 'button', href: link, label: 'Fall im Dashboard öffnen' },
    {
      kind: 'p',
      text: 'Die Antwort selbst finden Sie nur im Dashboard. Diese E-Mail enthält bewusst keine Falldaten: Sie bleibt in Postfächern, die unsere Löschung nach 30 Tagen nicht erreicht.',
    },
  ];
  return render(subject, blocks, site, null);
}
