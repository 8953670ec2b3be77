// Case handling on the case page (issue "Case handling"): start work (the button sits in the page's
// header), the dates and the assignee, after completion what was delivered (the report, the evidence
// pack, the voucher), the refund after a withdrawal (case-refund.tsx), internal notes
// (case-notes.tsx), the case's history (case-history.tsx). Finishing is the workbench's
// (case-workbench.tsx, issue 29): the result goes out from where it is written.
// Posts to the case page's action (routes/staff/case-page.tsx).
import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import type { CaseView } from '#app/lib/case-view-data.ts';
import { formatDate, formatDateTime, formatFileSize } from '#app/lib/format.ts';
import { CaseAssignee } from '../case-assignee.tsx';
import { CaseHistory } from './case-history.tsx';
import { CaseNotes } from './case-notes.tsx';
import { CaseRefundPanel } from './case-refund.tsx';
import { type ActionAnswer, Row, Section, useActionPath, useCaseAction } from './case-workflow-parts.tsx';
import { ConversationPanel } from './conversation-panel.tsx';

export function CaseWorkflowPanel({ data }: { data: CaseView }) {
  const { workflow } = data;
  useCaseAction('case-start', () => toast.success('Bearbeitung begonnen'));
  return (
    <>
      <Section id="case-workflow" title="Bearbeitung">
        <dl className="space-y-1">
          <Row label="Bezahlt am">{data.paidAt ? formatDateTime(new Date(data.paidAt)) : null}</Row>
          <Row label="Begonnen am">{workflow.startedAt ? formatDateTime(new Date(workflow.startedAt)) : null}</Row>
          <Row label="Abgeschlossen am">
            {workflow.completedAt ? formatDateTime(new Date(workflow.completedAt)) : null}
          </Row>
          {workflow.withdrawnAt ? (
            <Row label="Widerrufen am">{formatDateTime(new Date(workflow.withdrawnAt))}</Row>
          ) : null}
          {workflow.declined ? <Row label="Abgelehnt am">{formatDateTime(new Date(workflow.declined.at))}</Row> : null}
        </dl>
        {/* Remounted when the assignee changes, so the form shows the new one. */}
        <CaseAssignee
          key={workflow.assignee?.id ?? 'none'}
          assignee={workflow.assignee}
          assignedAt={workflow.assignedAt}
          options={data.assignOptions}
        />
        {workflow.overdue ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900" role="status">
            Überfällig: Die Zahlung liegt mehr als 48 Stunden zurück.
          </p>
        ) : null}
        {data.status === 'declined' ? (
          <p className="text-slate-700">Dieser Auftrag wurde abgelehnt; er wird nicht bearbeitet.</p>
        ) : data.status === 'withdrawn' ? (
          <p className="text-slate-700">Der Kunde hat diesen Auftrag widerrufen; er wird nicht bearbeitet.</p>
        ) : workflow.withdrawnAt ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            Nach Abschluss ist ein Widerruf eingegangen. Das Widerrufsrecht war mit der vollständigen Leistung
            erloschen; bitte antworten Sie dem Kunden.
          </p>
        ) : null}
        {workflow.dataPurgedAt ? (
          <p className="text-slate-700">Daten gelöscht am {formatDate(new Date(workflow.dataPurgedAt))}.</p>
        ) : null}
        {workflow.completedAt ? <Result data={data} /> : null}
      </Section>
      {workflow.refund ? <CaseRefundPanel refund={workflow.refund} /> : null}
      <ConversationPanel data={data} />
      <CaseNotes data={data} />
      <CaseHistory data={data} />
    </>
  );
}

/** "Bearbeitung beginnen"; its outcome's toast is CaseWorkflowPanel's (it stays mounted). */
export function StartWork() {
  const fetcher = useFetcher<ActionAnswer>({ key: 'case-start' });
  const action = useActionPath();
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="start" />
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        Bearbeitung beginnen
      </Button>
    </fetcher.Form>
  );
}

/** A delivered PDF as a download link with its size; the row stays empty without one. */
function DownloadRow({
  label,
  file,
}: {
  label: string;
  file: { fileName: string; fileSize: number; downloadUrl: string } | null;
}) {
  return (
    <Row label={label}>
      {file ? (
        <a
          href={file.downloadUrl}
          download={file.fileName}
          className="break-words text-brand-700 underline-offset-4 hover:underline"
        >
          {file.fileName} ({formatFileSize(file.fileSize)})
        </a>
      ) : null}
    </Row>
  );
}

function Result({ data }: { data: CaseView }) {
  const { workflow } = data;
  return (
    <dl className="space-y-1">
      {/* The summary as mailed (cases finished before issue 29: the message written then). */}
      {workflow.resultMessage ? <Row label="Zusammenfassung an den Kunden">{workflow.resultMessage}</Row> : null}
      <DownloadRow label="Versendeter Ergebnisbericht" file={workflow.report} />
      <DownloadRow label="Beweismappe" file={workflow.evidencePack} />
      {workflow.voucher ? (
        <Row label="Gutschein">
          {workflow.voucher.code}, gültig bis {formatDate(new Date(workflow.voucher.expiresAt))}
          {workflow.voucher.redeemedAt
            ? `, eingelöst am ${formatDateTime(new Date(workflow.voucher.redeemedAt))}`
            : ', noch nicht eingelöst'}
        </Row>
      ) : null}
    </dl>
  );
}
