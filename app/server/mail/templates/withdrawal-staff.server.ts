// The staff's notice of a withdrawal (withdrawal.server.ts): the declaration, the case it was
// assigned to (or the candidates), what it did, how the customer is confirmed and what is left to do.
import { caseStatusLabels } from '../../../lib/case-state.ts';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { partsText } from '../../withdrawals/value-of-work.server.ts';
import type { Block } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import { dashboardUrl, mailto, trimUrl } from '../parts.server.ts';
import type { WithdrawalData } from './withdrawal-data.server.ts';
import { referenceText, refundDeadline } from './withdrawal-parts.server.ts';

/** The staff's line on how the customer is confirmed. */
function confirmationText(w: WithdrawalData): string {
  if (w.confirmationMailed) return 'versandt';
  return `gesammelt mit den weiteren Widerrufen an diese Adresse, Versand kurz nach ${w.digestAt ? formatDateTime(w.digestAt) : 'Ablauf der Stunde'} (Limit je Adresse erreicht)`;
}

function staffOutcomeText(w: WithdrawalData): string {
  const o = w.outcome;
  switch (o.kind) {
    case 'before-work':
      return o.refundCents > 0
        ? `Fall widerrufen (noch nicht begonnen); volle Erstattung von ${formatEuro(o.refundCents)} automatisch veranlasst`
        : 'Fall widerrufen (noch nicht begonnen); nichts bezahlt (Gutschein), nichts zu erstatten';
    case 'during-work':
      return o.value.paidCents > 0
        ? `Fall widerrufen (in Bearbeitung); Wertersatz ${formatEuro(o.value.valueCents)} für ${partsText(o.value)}, vorgeschlagene Erstattung ${formatEuro(o.value.refundCents)} – bitte bestätigen`
        : 'Fall widerrufen (in Bearbeitung); nichts bezahlt (Gutschein), nichts zu erstatten';
    case 'in-review':
      return 'Fall vermerkt (Lastschrift in Prüfung); bestätigt die Bank sie, wird er widerrufen und voll erstattet';
    case 'to-check':
      return 'nichts automatisch veranlasst – bitte prüfen';
  }
}

/** Internal notice of a withdrawal, with the matching case (or the candidates, or a request to check by hand). */
export function withdrawalStaffMail(w: WithdrawalData, siteUrl: string): RenderedMail {
  const site = trimUrl(siteUrl);
  const label = w.orderReference === '' ? 'ohne Auftragsnummer' : w.orderReference;
  const subject = oneLine(`Widerruf eingegangen: ${label}`);
  const link = w.caseId === null ? null : dashboardUrl(site, w.caseId);
  const matching = w.candidates.filter((candidate) => candidate.nameMatches);
  const blocks: Block[] = [
    { kind: 'h1', text: `Widerruf eingegangen: ${label}` },
    {
      kind: 'p',
      text: w.confirmationMailed
        ? 'Über die Widerrufsfunktion der Website ist ein Widerruf eingegangen. Die Eingangsbestätigung an den Kunden wird automatisch versandt.'
        : `Über die Widerrufsfunktion der Website ist ein Widerruf eingegangen. An diese E-Mail-Adresse gingen in der letzten Stunde bereits mehrere Eingangsbestätigungen (Schutz vor Missbrauch des Formulars); dieser Widerruf wird deshalb zusammen mit den weiteren dieser Stunde in einer E-Mail bestätigt, die kurz nach ${w.digestAt ? formatDateTime(w.digestAt) : 'Ablauf der Stunde'} automatisch versandt wird.`,
    },
    ...(link === null ? [] : [{ kind: 'button', href: link, label: 'Fall im Dashboard öffnen' } satisfies Block]),
    {
      kind: 'facts',
      rows: [
        ['Name', w.name],
        ['Auftragsnummer', referenceText(w.orderReference)],
        ['E-Mail', mailto(w.email)],
        ['Eingegangen am', formatDateTime(w.receivedAt)],
        [
          'Zugeordneter Fall',
          w.caseId === null
            ? matching.length > 1
              ? `keiner – ${matching.length} Aufträge passen zu Name und E-Mail (siehe unten)`
              : 'kein passender Fall gefunden – bitte manuell prüfen'
            : w.matchedBy === 'name-and-email'
              ? `${w.caseId} (ohne Auftragsnummer, über Name und E-Mail-Adresse)`
              : w.caseId,
        ],
        ['Ergebnis', staffOutcomeText(w)],
        ['Eingangsbestätigung', confirmationText(w)],
        ['Erstattung spätestens bis', refundDeadline(w.receivedAt)],
      ],
    },
  ];
  if (w.candidates.length > 0) {
    blocks.push(
      { kind: 'h2', text: 'Offene Aufträge mit dieser E-Mail-Adresse' },
      {
        kind: 'p',
        text:
          matching.length > 1
            ? 'Ohne Auftragsnummer passen mehrere Aufträge zu Name und E-Mail-Adresse; keiner wurde automatisch widerrufen. Bitte klären Sie mit dem Kunden, welcher Auftrag gemeint ist, und bitten Sie ihn gegebenenfalls, den Widerruf mit der Auftragsnummer erneut abzugeben. Maßgeblich für die Fristen bleibt der Eingang dieses Widerrufs.'
            : 'Zur Prüfung: die offenen Aufträge, die mit dieser E-Mail-Adresse bestellt wurden.',
      },
      {
        kind: 'list',
        items: w.candidates.map((candidate) => [
          { href: dashboardUrl(site, candidate.caseId), label: candidate.reference },
          ` – ${caseStatusLabels[candidate.status]}, bestellt am ${formatDateTime(candidate.orderedAt)}, Name ${candidate.nameMatches ? 'stimmt überein' : 'weicht ab'}`,
        ]),
      },
    );
  }
  blocks.push(
    { kind: 'h2', text: 'Zu erledigen' },
    {
      kind: 'list',
      items: [
        'Ist der Ergebnisbericht bereits vollständig versandt, ist das Widerrufsrecht erloschen (§ 356 Abs. 4 BGB), sofern die Bestätigung zum vorzeitigen Beginn vorliegt.',
        'War die Bearbeitung noch nicht begonnen, erstattet das System den vollen Betrag automatisch über den Zahlungsanbieter; der Kunde erhält die Stornorechnung per E-Mail. Im Fall unter „Erstattung nach Widerruf“ prüfen, dass die Erstattung durchging.',
        'Lief die Bearbeitung bereits: Der Wertersatz (§ 357a Abs. 2 BGB) ist nach der festen Regel berechnet (erledigte Rechercheschritte und Ergebnisbericht, je ein gleicher Teil) und dem Kunden genannt. Im Fall unter „Erstattung nach Widerruf“ sind Betrag und Begründung vorausgefüllt; veranlassen kann die Erstattung nur der Inhaber, spätestens bis zum genannten Tag.',
        'Meldet sich der Kunde, weil er den Widerruf nicht abgegeben hat: vor jeder weiteren Erstattung mit ihm klären, was geschehen ist.',
      ],
    },
  );
  if (link !== null) blocks.push({ kind: 'p', text: ['Fall im Dashboard: ', { href: link, label: link }] });
  return render(subject, blocks, site, null);
}
