// ---------------------------------------------------------------------------------------------
// Withdrawal (§ 356a BGB)
// ---------------------------------------------------------------------------------------------

import type { ProviderInfo } from '../../../content/types.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import type { Block } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import { dashboardUrl, mailto, trimUrl } from '../parts.server.ts';

/** What the withdrawal mails show (the withdrawal itself: app/server/withdrawals/withdrawal.server.ts). */
export interface WithdrawalData {
  name: string;
  orderReference: string;
  email: string;
  receivedAt: Date;
  /** The matching case, when the reference and e-mail belong to one. */
  caseId: string | null;
  /** False when no confirmation went to the customer (too many to this address within the hour). */
  confirmationMailed: boolean;
}

/** Immediate confirmation of receipt of a withdrawal, with its content, date and time. */
export function withdrawalConfirmationMail(w: WithdrawalData, provider: ProviderInfo): RenderedMail {
  const subject = oneLine(`Eingangsbestätigung Ihres Widerrufs – Auftragsnummer ${w.orderReference}`);
  const blocks: Block[] = [
    { kind: 'h1', text: 'Wir haben Ihren Widerruf erhalten' },
    // What the sender typed appears only as a quoted, labelled entry below, never in our own sentences:
    // the form is public, so the text may be anyone's (e.g. a link dressed up as our message).
    { kind: 'p', text: 'Guten Tag,' },
    {
      kind: 'p',
      text: `hiermit bestätigen wir den Eingang Ihres Widerrufs am ${formatDateTime(w.receivedAt)}. Sie haben erklärt, dass Sie den Vertrag mit der unten genannten Auftragsnummer widerrufen. Haben Sie diesen Widerruf nicht abgegeben, können Sie diese E-Mail ignorieren.`,
    },
    { kind: 'h2', text: 'Inhalt Ihres Widerrufs' },
    {
      kind: 'facts',
      rows: [
        ['Erklärung', 'Widerruf des Vertrags'],
        ['Angegebener Name', `„${oneLine(w.name, 80)}“`],
        ['Auftragsnummer', w.orderReference],
        ['E-Mail-Adresse', w.email],
        ['Eingegangen am', formatDateTime(w.receivedAt)],
      ],
    },
    { kind: 'h2', text: 'Wie es weitergeht' },
    {
      kind: 'p',
      text: 'Wir ordnen Ihren Widerruf Ihrem Auftrag zu und bearbeiten ihn umgehend. Zahlungen erstatten wir nach den gesetzlichen Vorschriften unverzüglich, spätestens binnen 14 Tagen ab Eingang Ihres Widerrufs, über dasselbe Zahlungsmittel, das Sie bei der Bestellung verwendet haben. Dafür entstehen Ihnen keine Kosten.',
    },
    {
      kind: 'p',
      text: 'Hatten Sie ausdrücklich verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Prüfung beginnen, und war die Prüfung bei Eingang Ihres Widerrufs bereits teilweise erbracht, schulden Sie einen angemessenen Betrag für den bereits erbrachten Teil (§ 357a Abs. 2 BGB). Diesen Anteil ziehen wir vom Erstattungsbetrag ab; den Rest erhalten Sie zurück. Über den Betrag informieren wir Sie per E-Mail.',
    },
    {
      kind: 'p',
      text: 'Bitte bewahren Sie diese E-Mail als Nachweis über Ihren Widerruf auf.',
    },
    { kind: 'h2', text: 'Fragen?' },
    {
      kind: 'p',
      text: [
        'Schreiben Sie uns an ',
        mailto(provider.email),
        ` und nennen Sie Ihre Auftragsnummer. Wir antworten innerhalb von 24 Stunden. Telefonisch erreichen Sie uns unter ${provider.phone}.`,
      ],
    },
    { kind: 'p', text: 'Mit freundlichen Grüßen\nIhr Echtcheck-Team' },
  ];
  return render(subject, blocks, '', provider, 'Eingangsbestätigung Ihres Widerrufs');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Internal notice of a withdrawal, with the matching case (or a request to check by hand). */
export function withdrawalStaffMail(w: WithdrawalData, siteUrl: string): RenderedMail {
  const site = trimUrl(siteUrl);
  const subject = oneLine(`Widerruf eingegangen: ${w.orderReference}`);
  const link = w.caseId === null ? null : dashboardUrl(site, w.caseId);
  const blocks: Block[] = [
    { kind: 'h1', text: `Widerruf eingegangen: ${w.orderReference}` },
    {
      kind: 'p',
      text: w.confirmationMailed
        ? 'Über die Widerrufsfunktion der Website ist ein Widerruf eingegangen. Die Eingangsbestätigung an den Kunden wird automatisch versandt.'
        : 'Über die Widerrufsfunktion der Website ist ein Widerruf eingegangen. An diese E-Mail-Adresse gingen in der letzten Stunde bereits mehrere Eingangsbestätigungen; diesmal wurde keine versandt (Schutz vor Missbrauch des Formulars). Bitte prüfen Sie, ob der Kunde eine Bestätigung braucht, und senden Sie sie gegebenenfalls von Hand.',
    },
    ...(link === null ? [] : [{ kind: 'button', href: link, label: 'Fall im Dashboard öffnen' } satisfies Block]),
    {
      kind: 'facts',
      rows: [
        ['Name', w.name],
        ['Auftragsnummer', w.orderReference],
        ['E-Mail', mailto(w.email)],
        ['Eingegangen am', formatDateTime(w.receivedAt)],
        ['Zugeordneter Fall', w.caseId ?? 'kein passender Fall gefunden – bitte manuell prüfen'],
        ['Eingangsbestätigung', w.confirmationMailed ? 'versandt' : 'nicht versandt (Limit je Adresse erreicht)'],
        ['Erstattung spätestens bis', formatDate(new Date(w.receivedAt.getTime() + 14 * DAY_MS))],
      ],
    },
    { kind: 'h2', text: 'Zu erledigen' },
    {
      kind: 'list',
      items: [
        'Bearbeitungsstand des Falls zum Eingangszeitpunkt festhalten.',
        'Ist der Bericht bereits vollständig versandt, ist das Widerrufsrecht erloschen (§ 356 Abs. 4 BGB), sofern die Bestätigung zum vorzeitigen Beginn vorliegt.',
        'War die Bearbeitung noch nicht begonnen, erstattet das System den vollen Betrag automatisch über den Zahlungsanbieter; der Kunde erhält die Stornorechnung per E-Mail. Im Fall unter „Erstattung nach Widerruf“ prüfen, dass die Erstattung durchging.',
        'Lief die Bearbeitung bereits: anteiligen Wertersatz für den bereits erbrachten Teil ermitteln (§ 357a Abs. 2 BGB) und im Fall unter „Erstattung nach Widerruf“ den Rest mit Begründung erstatten. Der Kunde erhält Betrag, Begründung und Stornorechnung per E-Mail.',
      ],
    },
    ...(link === null
      ? []
      : [{ kind: 'p', text: ['Fall im Dashboard: ', { href: link, label: link }] } satisfies Block]),
  ];
  return render(subject, blocks, site, null);
}
