// The later confirmation of one address's withdrawals beyond the hourly limit (decision record 035;
// withdrawal.server.ts): each declaration's content, time of receipt and what it did, in one mail.
import type { ProviderInfo } from '../../../content/types.ts';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { partsText } from '../../withdrawals/value-of-work.server.ts';
import type { Block } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import type { WithdrawalOutcome } from './withdrawal-data.server.ts';
import { closingBlocks, contact, declarationFacts, valueOfWorkBlocks } from './withdrawal-parts.server.ts';

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
