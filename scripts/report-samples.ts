// `npm run report:samples -- OUTDIR` (issue 38): the report and evidence pack of one sample case
// (tests/support/report-sample.ts) for every verdict × buyer, rendered without a server by the
// delivery's own code (composeDelivery in app/server/casework/report-delivery.server.ts), as
// OUTDIR/<verdict>-<buyer>-bericht.pdf and OUTDIR/<verdict>-<buyer>-beweismappe.pdf. Prints one
// line per file: its path, its size and its pages. See docs/decisions/037-the-report-fits-the-case-and-its-reader.md.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { composeDelivery } from '../app/server/casework/report-delivery.server.ts';
import { testProvider } from '../tests/support/provider.ts';
import {
  SAMPLE_BUYERS,
  SAMPLE_REPORT_DATE,
  SAMPLE_VERDICTS,
  sampleCase,
  sampleFiles,
  sampleFindings,
  sampleScreenshots,
} from '../tests/support/report-sample.ts';

const out = process.argv.slice(2).find((arg) => arg !== '--');
if (!out) {
  console.error('Aufruf: npm run report:samples -- OUTDIR');
  process.exit(2);
}
await mkdir(out, { recursive: true });

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

for (const verdict of SAMPLE_VERDICTS) {
  const findings = sampleFindings(verdict);
  const shots = await sampleScreenshots(verdict);
  for (const buyer of SAMPLE_BUYERS) {
    const { report, evidencePack } = await composeDelivery(
      findings,
      sampleCase(buyer),
      testProvider,
      shots,
      sampleFiles(shots),
      SAMPLE_REPORT_DATE,
      null,
    );
    for (const [kind, pdf] of [
      ['bericht', report],
      ['beweismappe', evidencePack],
    ] as const) {
      const file = path.join(out, `${verdict}-${buyer}-${kind}.pdf`);
      await writeFile(file, pdf);
      console.log(`${file}  ${kb(pdf.length)}, ${pages(pdf)} Seiten`);
    }
  }
}
