// ---------------------------------------------------------------------------------------------
// Withdrawal (§ 356a BGB)
// ---------------------------------------------------------------------------------------------
// The confirmation states the declaration's content (name, e-mail address, order number if given,
// that the contract is withdrawn) and its date and time of receipt on a durable medium (this mail),
// what happened to the order as a result, and what to do for someone who did not submit it. Over the
// per-address limit the declarations of that hour are confirmed together in one later mail (the
// digest; decision record 035).

import type { ProviderInfo } from '../../../content/types.ts';
import { type CaseStatus, caseStatusLabels } from '../../../lib/case-state.ts';
import { formatDate, formatDateTime, formatEuro } from '../../../lib/format.ts';
import { partsText, ruleSentence, type ValueOfWork } from '../../withdrawals/value-of-work.server.ts';
import type { Block, Inline } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import { dashboardUrl, mailto, trimUrl } from '../parts.server.ts';

/** What the withdrawal did to the order, as recorded when it arrived (app/server/withdrawals/). */
export type WithdrawalOutcome =
  /** A paid case before work began: withdrawn, its full payment refunded (0 for a voucher order). */
  | { kind: 'before-work'; reference: string; refundCents: number }
  /** A case in progress: withdrawn; the refund is what was paid less the Wertersatz (staff confirm it). */
  | { kind: 'during-work'; reference: string; value: ValueOfWork }
  /** A case whose SEPA debit is still in review: flagged; once the bank confirms it is refunded in full. */
  | { kind: 'in-review'; reference: string }
  /** Nothing done automatically: no matching order, several, or one that can no longer be withdrawn. Staff check. */
  | { kind: 'to-check' };

/** A case that matches the address of a withdrawal without an order number (listed for staff). */
export interface WithdrawalCandidate {
  caseId: string;
  reference: string;
  status: CaseStatus;
  orderedAt: Date;
  /** The name typed with the order matches the name in the withdrawal. */
  nameMatches: boolean;
}

/** What the withdrawal mails show (the withdrawal itself: app/server/withdrawals/withdrawal.server.ts). */
export interface WithdrawalData {
  name: string;
  /** As typed; empty when none was given (the order is then found by name and e-mail address). */
  orderReference: string;
  email: string;
  receivedAt: Date;
  /** The case the withdrawal was assigned to, or null. */
  caseId: string | null;
  /** True: confirmed at once by its own mail; false: in the digest due at `digestAt`. */
  confirmationMailed: boolean;
  /** When the digest that confirms it is sent (over the per-address limit); null when confirmed at once. */
  digestAt: Date | null;
  outcome: WithdrawalOutcome;
  /** How the case was found: by order number and e-mail, or by name and e-mail; null: none assigned. */
  matchedBy: 'reference' | 'name-and-email' | null;
  /** Without an order number: the open cases with this e-mail address (for staff). */
  candidates: WithdrawalCandidate[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

function refundDeadline(receivedAt: Date): string {
  return formatDate(new Date(receivedAt.getTime() + 14 * DAY_MS));
}

function referenceText(reference: string): string {
  return reference === '' ? 'nicht angegeben' : reference;
}

/** The content of one declaration: the § 356a BGB facts, with the typed name only quoted. */
function declarationFacts(w: Pick<WithdrawalData, 'name' | 'orderReference' | 'email' | 'receivedAt'>): Block {
  return {
    kind: 'facts',
    rows: [
      ['Erklärung', 'Widerruf des Vertrags'],
      ['Angegebener Name', `„${oneLine(w.name, 80)}“`],
      ['Auftragsnummer', referenceText(w.orderReference)],
      ['E-Mail-Adresse', w.email],
      ['Eingegangen am', formatDateTime(w.receivedAt)],
    ],
  };
}

/** How the Wertersatz was computed, for the customer. */
function valueOfWorkBlocks(value: ValueOfWork, receivedAt: Date): Block[] {
  if (value.paidCents <= 0) {
    return [
      {
        kind: 'p',
        text: 'Für diesen Auftrag haben Sie nichts bezahlt. Wertersatz verlangen wir nicht, und es gibt nichts zu erstatten.',
      },
    ];
  }
  return [
    {
      kind: 'p',
      text: 'Sie hatten bei der Bestellung ausdrücklich verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Prüfung beginnen. Für den bis zu Ihrem Widerruf erbrachten Teil schulden Sie deshalb Wertersatz (§ 357a Abs. 2 BGB); den Rest erstatten wir Ihnen.',
    },
    { kind: 'h3', text: 'So berechnen wir den Wertersatz' },
    { kind: 'p', text: ruleSentence(value) },
    {
      kind: 'facts',
      rows: [
        ['Bezahlt', formatEuro(value.paidCents)],
        ['Erbracht bis zum Widerruf', partsText(value)],
        [
          'Erledigte Rechercheschritte',
          value.doneSteps.length === 0 ? 'noch keiner' : value.doneSteps.map((label) => `„${label}“`).join(', '),
        ],
        ['Wertersatz', formatEuro(value.valueCents)],
        ['Voraussichtliche Erstattung', formatEuro(value.refundCents)],
      ],
    },
    {
      kind: 'p',
      text: `Die Erstattung veranlassen wir spätestens bis zum ${refundDeadline(receivedAt)} über dasselbe Zahlungsmittel, das Sie bei der Bestellung verwendet haben; dafür entstehen Ihnen keine Kosten. Sie erhalten dann eine E-Mail mit Betrag, Begründung und Stornorechnung.`,
    },
  ];
}

/** "Wie es weitergeht": what the withdrawal did, truthfully. */
function outcomeBlocks(outcome: WithdrawalOutcome, receivedAt: Date): Block[] {
  switch (outcome.kind) {
    case 'before-work':
      return [
        {
          kind: 'p',
          text:
            outcome.refundCents > 0
              ? `Ihr Auftrag ${outcome.reference} war noch nicht in Bearbeitung. Mit Ihrem Widerruf ist der Vertrag beendet; wir führen die Prüfung nicht durch. Den vollen Betrag von ${formatEuro(outcome.refundCents)} erstatten wir Ihnen über dasselbe Zahlungsmittel, das Sie bei der Bestellung verwendet haben; die Erstattung ist bereits veranlasst, und dafür entstehen Ihnen keine Kosten. Sobald der Zahlungsanbieter sie ausgeführt hat, erhalten Sie eine E-Mail mit der Stornorechnung.`
              : `Ihr Auftrag ${outcome.reference} war noch nicht in Bearbeitung. Mit Ihrem Widerruf ist der Vertrag beendet; wir führen die Prüfung nicht durch. Für diesen Auftrag haben Sie nichts bezahlt, daher gibt es nichts zu erstatten.`,
        },
      ];
    case 'during-work':
      return [
        {
          kind: 'p',
          text: `Ihr Auftrag ${outcome.reference} war bei Eingang Ihres Widerrufs bereits in Bearbeitung. Mit Ihrem Widerruf ist der Vertrag beendet; wir stellen die Prüfung ein und senden Ihnen keinen Ergebnisbericht.`,
        },
        ...valueOfWorkBlocks(outcome.value, receivedAt),
      ];
    case 'in-review':
      return [
        {
          kind: 'p',
          text: `Ihre Zahlung für den Auftrag ${outcome.reference} per Lastschrift ist von Ihrer Bank noch nicht bestätigt. Wir bearbeiten den Auftrag nicht. Bestätigt die Bank die Lastschrift, erstatten wir Ihnen den vollen Betrag sofort über dasselbe Zahlungsmittel; gibt sie sie zurück, wird nichts abgebucht.`,
        },
      ];
    case 'to-check':
      return [
        {
          kind: 'p',
          text: `Wir ordnen Ihren Widerruf Ihrem Auftrag zu und bearbeiten ihn umgehend; können wir ihn nicht eindeutig zuordnen, melden wir uns bei Ihnen. Ist der Widerruf wirksam, erstatten wir Zahlungen unverzüglich, spätestens bis zum ${refundDeadline(receivedAt)}, über dasselbe Zahlungsmittel, das Sie bei der Bestellung verwendet haben. Dafür entstehen Ihnen keine Kosten.`,
        },
        {
          kind: 'p',
          text: 'Hatten Sie ausdrücklich verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Prüfung beginnen, und war die Prüfung bei Eingang Ihres Widerrufs bereits teilweise erbracht, schulden Sie einen angemessenen Betrag für den bereits erbrachten Teil (§ 357a Abs. 2 BGB). Diesen Anteil ziehen wir vom Erstattungsbetrag ab; den Rest erhalten Sie zurück. Über den Betrag und seine Berechnung informieren wir Sie per E-Mail.',
        },
      ];
  }
}

function contact(provider: ProviderInfo): Inline {
  return ['per E-Mail an ', mailto(provider.email), ` oder telefonisch unter ${provider.phone}`];
}

/** For someone who did not submit it: what has already happened, and how to reach us. */
function notYouBlocks(outcome: WithdrawalOutcome, provider: ProviderInfo): Block[] {
  const reach: Inline = [
    'Haben Sie diesen Widerruf nicht selbst abgegeben, melden Sie sich bitte umgehend bei uns, ',
    contact(provider),
    '.',
  ];
  switch (outcome.kind) {
    case 'before-work':
      return [
        { kind: 'p', text: reach },
        {
          kind: 'p',
          text: 'Bitte beachten Sie: Wir haben den Widerruf bereits ausgeführt. Ihr Auftrag ist beendet, und die Erstattung ist veranlasst; das lässt sich nicht rückgängig machen. Wir klären mit Ihnen, wie es zu dem Widerruf kam, und besprechen, wie es weitergeht.',
        },
      ];
    case 'during-work':
      return [
        { kind: 'p', text: reach },
        {
          kind: 'p',
          text: 'Bitte beachten Sie: Wir haben den Widerruf bereits ausgeführt, Ihr Auftrag ist beendet und wird nicht weiter bearbeitet. Die Erstattung veranlassen wir von Hand; melden Sie sich vorher, klären wir die Sache zuerst mit Ihnen und besprechen, wie es weitergeht.',
        },
      ];
    case 'in-review':
      return [
        { kind: 'p', text: reach },
        {
          kind: 'p',
          text: 'Bitte beachten Sie: Wir haben den Widerruf vermerkt und bearbeiten den Auftrag nicht. Bestätigt Ihre Bank die Lastschrift, wird der Auftrag automatisch beendet und der Betrag erstattet. Wir klären mit Ihnen, wie es zu dem Widerruf kam, und besprechen, wie es weitergeht.',
        },
      ];
    case 'to-check':
      return [
        {
          kind: 'p',
          text: [
            'Haben Sie diesen Widerruf nicht selbst abgegeben, teilen Sie uns das bitte mit, ',
            contact(provider),
            '. Automatisch haben wir mit diesem Widerruf nichts veranlasst: Wir prüfen ihn erst und klären Unklarheiten mit Ihnen, bevor wir einen Auftrag beenden oder eine Erstattung veranlassen.',
          ],
        },
      ];
  }
}

function closingBlocks(provider: ProviderInfo): Block[] {
  return [
    { kind: 'h2', text: 'Fragen?' },
    {
      kind: 'p',
      text: [
        'Schreiben Sie uns an ',
        mailto(provider.email),
        ` und nennen Sie Ihre Auftragsnummer, falls Sie sie zur Hand haben. Wir antworten innerhalb von 24 Stunden. Telefonisch erreichen Sie uns unter ${provider.phone}.`,
      ],
    },
    { kind: 'p', text: 'Mit freundlichen Grüßen\nIhr Echtcheck-Team' },
  ];
}

/** Immediate confirmation of receipt of a withdrawal, with its content, date and time. */
export function withdrawalConfirmationMail(w: WithdrawalData, provider: ProviderInfo): RenderedMail {
  const subject = oneLine(
    w.orderReference === ''
      ? 'Eingangsbestätigung Ihres Widerrufs'
      : `Eingangsbestätigung Ihres Widerrufs – Auftragsnummer ${w.orderReference}`,
  );
  const blocks: Block[] = [
    { kind: 'h1', text: 'Wir haben Ihren Widerruf erhalten' },
    // What the sender typed appears only as a quoted, labelled entry below, never in our own sentences:
    // the form is public, so the text may be anyone's (e.g. a link dressed up as our message).
    { kind: 'p', text: 'Guten Tag,' },
    {
      kind: 'p',
      text: `hiermit bestätigen wir den Eingang Ihres Widerrufs am ${formatDateTime(w.receivedAt)}. Sie haben über das Widerrufsformular unserer Website erklärt, dass Sie Ihren Vertrag über eine Prüfung durch Echtcheck widerrufen.`,
    },
    { kind: 'h2', text: 'Inhalt Ihres Widerrufs' },
    declarationFacts(w),
    { kind: 'h2', text: 'Wie es weitergeht' },
    ...outcomeBlocks(w.outcome, w.receivedAt),
    { kind: 'h2', text: 'Sie haben diesen Widerruf nicht abgegeben?' },
    ...notYouBlocks(w.outcome, provider),
    { kind: 'p', text: 'Bitte bewahren Sie diese E-Mail als Nachweis über Ihren Widerruf auf.' },
    ...closingBlocks(provider),
  ];
  return render(subject, blocks, '', provider, 'Eingangsbestätigung Ihres Widerrufs');
}

/** One declaration in the digest: its content and what it did. */
export interface DigestEntry {
  name: string;
  orderReference: string;
  email: string;
  receivedAt: Date;
  outcome: WithdrawalOutcome;
}

/** What one declaration did, in a line of the digest. */
function outcomeLine(outcome: WithdrawalOutcome): string {
  switch (outcome.kind) {
    case 'before-work':
      return outcome.refundCents > 0
        ? `Auftrag ${outcome.reference} beendet (noch nicht in Bearbeitung); Erstattung von ${formatEuro(outcome.refundCents)} veranlasst`
        : `Auftrag ${outcome.reference} beendet (noch nicht in Bearbeitung); nichts bezahlt, nichts zu erstatten`;
    case 'during-work':
      return outcome.value.paidCents > 0
        ? `Auftrag ${outcome.reference} beendet (war in Bearbeitung); Wertersatz ${formatEuro(outcome.value.valueCents)} für ${partsText(outcome.value)}, voraussichtliche Erstattung ${formatEuro(outcome.value.refundCents)}`
        : `Auftrag ${outcome.reference} beendet (war in Bearbeitung); nichts bezahlt, nichts zu erstatten`;
    case 'in-review':
      return `Auftrag ${outcome.reference}: Lastschrift noch nicht bestätigt; nach der Bestätigung erstatten wir den vollen Betrag`;
    case 'to-check':
      return 'wird von uns geprüft und zugeordnet; automatisch wurde nichts veranlasst';
  }
}

/**
 * The later confirmation of the declarations to one address beyond the hourly limit: each with its
 * content, time of receipt and what it did, in one mail sent when the hour is over.
 */
export function withdrawalDigestMail(entries: readonly DigestEntry[], provider: ProviderInfo): RenderedMail {
  const many = entries.length > 1;
  const subject = many
    ? `Eingangsbestätigung Ihrer Widerrufe (${entries.length} Erklärungen)`
    : 'Eingangsbestätigung Ihres Widerrufs';
  const first = entries[0];
  const last = entries.at(-1);
  const withValue = entries.find(
    (entry): entry is DigestEntry & { outcome: Extract<WithdrawalOutcome, { kind: 'during-work' }> } =>
      entry.outcome.kind === 'during-work' && entry.outcome.value.paidCents > 0,
  );
  const blocks: Block[] = [
    { kind: 'h1', text: many ? 'Wir haben Ihre Widerrufe erhalten' : 'Wir haben Ihren Widerruf erhalten' },
    { kind: 'p', text: 'Guten Tag,' },
    {
      kind: 'p',
      text: many
        ? `hiermit bestätigen wir den Eingang der folgenden ${entries.length} Widerrufe, die zwischen ${first ? formatDateTime(first.receivedAt) : ''} und ${last ? formatDateTime(last.receivedAt) : ''} über das Widerrufsformular unserer Website mit dieser E-Mail-Adresse abgegeben wurden. Weil an diese Adresse innerhalb einer Stunde mehrere Widerrufe gingen, bestätigen wir sie zum Schutz vor Missbrauch des Formulars gesammelt in dieser E-Mail.`
        : `hiermit bestätigen wir den Eingang des folgenden Widerrufs vom ${first ? formatDateTime(first.receivedAt) : ''}, der über das Widerrufsformular unserer Website mit dieser E-Mail-Adresse abgegeben wurde. Weil an diese Adresse innerhalb einer Stunde bereits mehrere Eingangsbestätigungen gingen, senden wir diese zum Schutz vor Missbrauch des Formulars erst jetzt.`,
    },
  ];
  entries.forEach((entry, index) => {
    blocks.push(
      { kind: 'h2', text: many ? `Widerruf ${index + 1} von ${entries.length}` : 'Inhalt Ihres Widerrufs' },
      declarationFacts(entry),
      { kind: 'p', text: `Ergebnis: ${outcomeLine(entry.outcome)}.` },
    );
  });
  blocks.push({ kind: 'h2', text: 'Wie es weitergeht' });
  if (withValue) blocks.push(...valueOfWorkBlocks(withValue.outcome.value, withValue.receivedAt).slice(0, 3));
  blocks.push(
    {
      kind: 'p',
      text: 'Wo oben ein Auftrag als beendet genannt ist, ist der Vertrag mit dem Widerruf beendet; die genannten Erstattungen erfolgen über dasselbe Zahlungsmittel wie die Zahlung, spätestens 14 Tage nach Eingang des Widerrufs, ohne Kosten für Sie. Die übrigen Widerrufe ordnen wir Ihrem Auftrag zu; können wir sie nicht eindeutig zuordnen, melden wir uns bei Ihnen.',
    },
    {
      kind: 'h2',
      text: many ? 'Sie haben diese Widerrufe nicht abgegeben?' : 'Sie haben diesen Widerruf nicht abgegeben?',
    },
    {
      kind: 'p',
      text: [
        many
          ? 'Haben Sie einen oder mehrere dieser Widerrufe nicht selbst abgegeben, melden Sie sich bitte umgehend bei uns, '
          : 'Haben Sie diesen Widerruf nicht selbst abgegeben, melden Sie sich bitte umgehend bei uns, ',
        contact(provider),
        '. Wo oben ein Auftrag als beendet genannt ist, haben wir den Widerruf bereits ausgeführt; das lässt sich nicht rückgängig machen, wir besprechen aber mit Ihnen, wie es weitergeht. Bei allen übrigen haben wir nichts automatisch veranlasst und klären Unklarheiten mit Ihnen, bevor wir einen Auftrag beenden oder eine Erstattung veranlassen.',
      ],
    },
    {
      kind: 'p',
      text: many
        ? 'Bitte bewahren Sie diese E-Mail als Nachweis über Ihre Widerrufe auf.'
        : 'Bitte bewahren Sie diese E-Mail als Nachweis über Ihren Widerruf auf.',
    },
    ...closingBlocks(provider),
  );
  return render(subject, blocks, '', provider, subject);
}

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
