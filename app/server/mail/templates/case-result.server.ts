// ---------------------------------------------------------------------------------------------
// Customer: the result of the check (issues "Case handling" and 29: verdict, outcome, voucher)
// ---------------------------------------------------------------------------------------------

import { hitDefinition, noHitsDefinition, noHitsGuarantee, noHitsLimits } from '../../../content/result-terms.ts';
import { retentionKept } from '../../../content/retention.ts';
import type { ProviderInfo } from '../../../content/types.ts';
import { outcomeLabels } from '../../../lib/findings.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { formatVoucherCode } from '../../../lib/voucher-code.ts';
import type { Block } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import { supportBlocks, trimUrl } from '../parts.server.ts';

export interface CaseResultMailInput {
  reference: string;
  serviceName: string;
  customerName: string;
  /** With findings (`completed`) or without (`completed-no-findings`). */
  outcome: 'completed' | 'completed-no-findings';
  /** The verdict the specialists chose, with its definition (app/content/result-terms.ts). */
  verdict: { label: string; definition: string };
  /** The findings' summary: the one text for the customer (plain text), as the report states it. */
  summary: string;
  completedAt: Date;
  /** When the case data will be deleted (30 days after completion). */
  deletionDate: Date;
  /** The customer's status page, where the report is downloaded. */
  statusUrl: string;
  /** The guarantee voucher, for a check without findings. */
  voucher: { code: string; expiresAt: Date } | null;
}

/**
 * The result mail: the verdict with its definition, the outcome ("mit Treffern" / "keine Treffer")
 * in the words of app/content/result-terms.ts, the summary and the link to the status page, where
 * the report is downloaded (the report itself is not attached: it names the person checked, and a
 * link that only the customer holds keeps it out of forwarded mails and mail archives). A check
 * without findings says what that means and what it does not mean, and carries the voucher for the
 * next, free check.
 */
export function caseResultMail(input: CaseResultMailInput, provider: ProviderInfo, siteUrl: string): RenderedMail {
  const site = trimUrl(siteUrl);
  const subject = oneLine(`Ihr Ergebnis liegt vor – Auftragsnummer ${input.reference}`);
  const noHits = input.outcome === 'completed-no-findings';
  const completed = `unsere Spezialistinnen und Spezialisten haben die Prüfung zu Ihrem Auftrag ${input.reference} (${input.serviceName}) am ${formatDateTime(input.completedAt)} abgeschlossen.`;
  const blocks: Block[] = [
    { kind: 'h1', text: 'Ihr Ergebnis liegt vor' },
    { kind: 'p', text: `Guten Tag ${input.customerName},` },
    {
      kind: 'p',
      text: noHits
        ? `${completed} Die Prüfung ist ohne Treffer geblieben.`
        : `${completed} Die Prüfung hat Treffer ergeben. Was wir gefunden haben und was es bedeutet, lesen Sie im Ergebnisbericht.`,
    },
    { kind: 'h2', text: 'Unser Ergebnis' },
    {
      kind: 'facts',
      rows: [
        ['Einschätzung', input.verdict.label],
        ['Recherche', outcomeLabels[noHits ? 'no-hits' : 'hits']],
      ],
    },
    { kind: 'p', text: `„${input.verdict.label}“ heißt: ${input.verdict.definition}` },
    noHits
      ? { kind: 'p', text: `${noHitsDefinition} Wichtig: ${noHitsLimits[0]} ${noHitsLimits[1]}` }
      : { kind: 'p', text: hitDefinition },
    { kind: 'h2', text: 'Zusammenfassung unseres Teams' },
    { kind: 'quote', text: input.summary },
    {
      kind: 'p',
      text: 'Den vollständigen Ergebnisbericht als PDF laden Sie auf Ihrer persönlichen Statusseite herunter. Der Link ist nur für Sie bestimmt: Bitte geben Sie ihn nicht weiter.',
    },
    { kind: 'button', href: input.statusUrl, label: 'Ergebnisbericht ansehen' },
  ];
  if (input.voucher) {
    blocks.push(
      { kind: 'h2', text: 'Ihre nächste Prüfung ist kostenlos' },
      {
        kind: 'p',
        text: `Es gilt unsere Garantie (§ 11 unserer AGB): ${noHitsGuarantee}`,
      },
      {
        kind: 'facts',
        rows: [
          ['Gutscheincode', formatVoucherCode(input.voucher.code)],
          ['Gültig bis', formatDate(input.voucher.expiresAt)],
        ],
      },
      {
        kind: 'p',
        text: [
          'So lösen Sie ihn ein: Buchen Sie unter ',
          { href: `${site}/checkout`, label: `${site}/checkout` },
          ' eine neue Prüfung und geben Sie im letzten Schritt den Code im Feld „Gutscheincode“ ein. Verwenden Sie dabei diese E-Mail-Adresse; der Code gilt einmal und nur für Sie.',
        ],
      },
    );
  }
  blocks.push(
    { kind: 'h2', text: 'Bitte speichern Sie den Ergebnisbericht' },
    {
      kind: 'p',
      text: `Die Falldaten – Ihre Angaben zur geprüften Person, Ihre Uploads, Notizen und den Ergebnisbericht – löschen wir am ${formatDate(input.deletionDate)}, 30 Tage nach Abschluss. Danach ist der Ergebnisbericht auch auf der Statusseite nicht mehr abrufbar. ${retentionKept}`,
    },
    ...supportBlocks(provider, input.reference),
  );
  return render(subject, blocks, site, provider, `Ihr Ergebnis zu Auftrag ${input.reference}`);
}
