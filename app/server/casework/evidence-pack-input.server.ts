// The evidence pack's input (issue 38): the files with their checksums and the findings' addresses
// always; the drafts only where the verdict warrants them (app/content/report-next-steps.ts decides,
// app/content/evidence-letters.ts words them), else the sentence why there are none. Pure.
import { evidenceLetters, noDraftsReasons, packPurpose } from '#app/content/evidence-letters.ts';
import { verdictDefinitions } from '#app/content/result-terms.ts';
import type { ProviderInfo } from '#app/content/types.ts';
import { type Findings, isIsoDay, verdictLabels } from '#app/lib/findings.ts';
import { dayToDate } from '#app/lib/format.ts';
import type { EvidencePackInput } from './evidence-pack.server.ts';
import { guideFor, type ReportCase } from './findings-to-report.server.ts';

export function evidencePackInput(
  findings: Findings,
  caseInfo: ReportCase,
  provider: ProviderInfo,
  files: EvidencePackInput['files'],
  createdAt: Date,
): EvidencePackInput {
  const verdict = findings.verdict;
  if (!verdict) throw new Error('an evidence pack needs a verdict');
  const urls = findings.hits
    .filter((hit) => isIsoDay(hit.foundOn))
    .map((hit) => ({ url: hit.url, foundOn: dayToDate(hit.foundOn), description: hit.description }));
  const guide = guideFor(findings, caseInfo, files.filter((file) => file.source === 'screenshot').length);
  const letters = evidenceLetters(
    {
      reference: caseInfo.reference,
      reportDate: createdAt,
      customerName: caseInfo.customerName,
      ...caseInfo.target,
      verdictLabel: verdictLabels[verdict],
      summary: findings.summary,
      hits: urls,
      providerName: provider.companyName,
      relative: caseInfo.orderedFor === 'relative',
      station: guide.station,
      platformGuides: guide.platformGuides,
    },
    guide,
  );
  return {
    provider,
    reference: caseInfo.reference,
    serviceName: caseInfo.serviceName,
    customerName: caseInfo.customerName,
    targetName: caseInfo.targetName,
    createdAt,
    verdict: { label: verdictLabels[verdict], definition: verdictDefinitions[verdict] },
    summary: findings.summary,
    files,
    urls,
    purpose: packPurpose(guide.drafts),
    letters,
    noDraftsReason: verdict === 'likely-fake' ? null : noDraftsReasons[verdict],
  };
}
