import type { ReactNode } from 'react';
import { CaseWorkbenchPanel } from '#app/components/staff/dashboard/case-workbench.tsx';
import { CaseWorkflowPanel } from '#app/components/staff/dashboard/case-workflow-panel.tsx';
import { StatusBadge } from '#app/components/staff/dashboard/status-badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import type { CaseView } from '#app/lib/dashboard-data.ts';
import { formatDateTime, formatEuro, formatFileSize } from '#app/lib/format.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 whitespace-pre-wrap break-words">{children ?? '–'}</dd>
    </div>
  );
}

const actionClass =
  'rounded-md border border-slate-300 px-3 py-1.5 font-medium outline-none hover:bg-slate-50 focus-visible:ring-[3px] focus-visible:ring-brand-600/40';

/**
 * spec §2 "Details" dialog: customer, case, each target entry, uploaded files with open/download;
 * then the specialists' findings (case-workbench.tsx) and the case handling (start, finish with
 * report, notes, history: case-workflow-panel.tsx).
 */
export function CaseDetailsDialog({ data, onClose }: { data: CaseView; onClose: () => void }) {
  const { client } = data;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Fall {data.reference}</DialogTitle>
          <DialogDescription>
            {data.serviceName} · bestellt am {formatDateTime(new Date(data.createdAt))}
          </DialogDescription>
        </DialogHeader>
        <section aria-labelledby="dialog-customer" className="space-y-2 text-sm">
          <h3 id="dialog-customer" className="font-semibold text-base">
            Kunde
          </h3>
          <dl className="space-y-1">
            <Field label="Name">
              {client.firstName} {client.lastName}
            </Field>
            <Field label="E-Mail">
              <a className="text-brand-700 underline-offset-4 hover:underline" href={`mailto:${client.email}`}>
                {client.email}
              </a>
            </Field>
            {client.phone ? <Field label="Telefon">{client.phone}</Field> : null}
          </dl>
        </section>
        <section aria-labelledby="dialog-case" className="space-y-2 text-sm">
          <h3 id="dialog-case" className="font-semibold text-base">
            Auftrag
          </h3>
          <dl className="space-y-1">
            <Field label="Leistung">{data.serviceName}</Field>
            <Field label="Betrag">{formatEuro(data.amountCents)}</Field>
            <Field label="Datum und Uhrzeit">{formatDateTime(new Date(data.createdAt))}</Field>
            <Field label="Auftragsnummer">{data.reference}</Field>
            <Field label="Status">
              <StatusBadge status={data.status} />
            </Field>
          </dl>
        </section>
        {data.details.map((entry, index) => (
          <section key={entry.id} aria-label={`Zielperson ${index + 1}`} className="space-y-2 text-sm">
            <h3 className="font-semibold text-base">
              Zielperson{data.details.length > 1 ? ` ${index + 1}` : ''}: {entry.targetName}
            </h3>
            <dl className="space-y-1">
              <Field label="Name">{entry.targetName}</Field>
              <Field label="Benutzername">{entry.targetUsername}</Field>
              <Field label="E-Mail">{entry.targetEmail}</Field>
              <Field label="Telefon">{entry.targetPhone}</Field>
              <Field label="Profil-Link">
                {entry.profileHref ? (
                  <a
                    href={entry.profileHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-brand-700 underline-offset-4 hover:underline"
                  >
                    {entry.targetProfileUrl} <span className="sr-only">(öffnet in einem neuen Tab)</span>
                  </a>
                ) : (
                  entry.targetProfileUrl
                )}
              </Field>
              <Field label="Plattformen">{entry.targetPlatforms.join(', ') || null}</Field>
              <Field label="Verdachtsgrund">{entry.suspicionReason}</Field>
              <Field label="Chatverlauf">{entry.chatContent}</Field>
            </dl>
          </section>
        ))}
        <section aria-labelledby="dialog-files" className="space-y-2 text-sm">
          <h3 id="dialog-files" className="font-semibold text-base">
            Hochgeladene Dateien ({data.documents.length})
          </h3>
          {data.documents.length === 0 ? (
            <p className="text-slate-600">Keine Dateien hochgeladen.</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {data.documents.map((document) => (
                <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <div className="break-all font-medium">{document.fileName}</div>
                    <div className="text-slate-600 text-xs">
                      {formatFileSize(document.fileSize)} · {document.fileType} · hochgeladen am{' '}
                      {formatDateTime(new Date(document.uploadedAt))}
                    </div>
                  </div>
                  <div className="flex gap-2">
                    {document.openUrl ? (
                      <a href={document.openUrl} target="_blank" rel="noopener noreferrer" className={actionClass}>
                        Öffnen <span className="sr-only">{document.fileName} (neuer Tab)</span>
                      </a>
                    ) : null}
                    <a href={document.downloadUrl} download={document.fileName} className={actionClass}>
                      Herunterladen <span className="sr-only">{document.fileName}</span>
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <p className="text-slate-600 text-xs">Die Links gelten 5 Minuten und nur in Ihrer Sitzung.</p>
        </section>
        <CaseWorkbenchPanel key={data.id} workbench={data.workbench} />
        <CaseWorkflowPanel data={data} />
      </DialogContent>
    </Dialog>
  );
}
