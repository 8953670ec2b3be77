// ---------------------------------------------------------------------------------------------
// Withdrawal (§ 356a BGB)
// ---------------------------------------------------------------------------------------------
// The confirmation states the declaration's content (name, e-mail address, order number if given,
// that the contract is withdrawn) and its date and time of receipt on a durable medium (this mail),
// what happened to the order as a result, and what to do for someone who did not submit it. Over the
// per-address limit the declarations of that hour are confirmed together in one later mail (the
// digest; decision record 035).
// The staff's notice: withdrawal-staff.server.ts; the digest: withdrawal-digest.server.ts; the parts
// they share: withdrawal-parts.server.ts.
import type { ProviderInfo } from '../../../content/types.ts';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import type { Block, Inline } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import type { WithdrawalData, WithdrawalOutcome } from './withdrawal-data.server.ts';
import {
  closingBlocks,
  contact,
  declarationFacts,
  refundDeadline,
  valueOfWorkBlocks,
} from './withdrawal-parts.server.ts';

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
