// What the withdrawal mails share (withdrawal.server.ts, withdrawal-digest.server.ts,
// withdrawal-staff.server.ts): the refund's last day, a declaration's facts, how the Wertersatz was
// computed, how to reach us and the closing.
import type { ProviderInfo } from '../../../content/types.ts';
import { formatDate, formatDateTime, formatEuro } from '../../../lib/format.ts';
import { partsText, ruleSentence, type ValueOfWork } from '../../withdrawals/value-of-work.server.ts';
import type { Block, Inline } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import { mailto } from '../parts.server.ts';
import type { WithdrawalData } from './withdrawal-data.server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function refundDeadline(receivedAt: Date): string {
  return formatDate(new Date(receivedAt.getTime() + 14 * DAY_MS));
}

export function referenceText(reference: string): string {
  return reference === '' ? 'nicht angegeben' : reference;
}

/** The content of one declaration: the § 356a BGB facts, with the typed name only quoted. */
export function declarationFacts(w: Pick<WithdrawalData, 'name' | 'orderReference' | 'email' | 'receivedAt'>): Block {
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
export function valueOfWorkBlocks(value: ValueOfWork, receivedAt: Date): Block[] {
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

export function contact(provider: ProviderInfo): Inline {
  return ['per E-Mail an ', mailto(provider.email), ` oder telefonisch unter ${provider.phone}`];
}

export function closingBlocks(provider: ProviderInfo): Block[] {
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
