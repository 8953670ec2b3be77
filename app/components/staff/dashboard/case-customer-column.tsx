// The customer's side of the case page (spec §2 "Details"; decision record 030): the customer, the
// order, each target with the suspicion and the chat the customer gave (their red flags marked,
// ../case/red-flag-text.tsx), and the uploaded files with
// open/download links. At ≥ 1024 px it stays in view beside the work (case-page.tsx).
import type { ReactNode } from 'react';
import type { CaseView } from '#app/lib/case-view-data.ts';
import { formatDateTime, formatFileSize } from '#app/lib/format.ts';
import { orderAmountLabel } from '#app/lib/order-amount.ts';
import { IdentifiersPanel } from '../case/identifiers-panel.tsx';
import { RedFlagText } from '../case/red-flag-text.tsx';
import { StatusBadge } from './status-badge.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-x-3 gap-y-0.5 sm:grid-cols-[8.5rem_minmax(0,1fr)]">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 whitespace-pre-wrap break-words">{children ?? '–'}</dd>
    </div>
  );
}

function Part({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2 text-sm">
      <h2 id={id} className="font-semibold text-base">
        {title}
      </h2>
      {children}
    </section>
  );
}

const actionClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium outline-none hover:bg-slate-50 focus-visible:ring-[3px] focus-visible:ring-brand-600/40';

/** A target with the suspicion and the chat the customer gave (their red flags marked). */
function TargetPart({ entry, index, count }: { entry: CaseView['details'][number]; index: number; count: number }) {
  return (
    <Part id={`case-target-${index + 1}`} title={`Zielperson${count > 1 ? ` ${index + 1}` : ''}: ${entry.targetName}`}>
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
        <Field label="Verdachtsgrund">
          {entry.suspicionReason ? (
            <RedFlagText text={entry.suspicionReason} source="Verdachtsgrund des Kunden" />
          ) : null}
        </Field>
        <Field label="Chatverlauf">
          {entry.chatContent ? <RedFlagText text={entry.chatContent} source="Chatverlauf des Kunden" /> : null}
        </Field>
      </dl>
    </Part>
  );
}

/** The uploaded files with open/download links. */
function FilesPart({ documents }: { documents: CaseView['documents'] }) {
  return (
    <Part id="case-files" title={`Hochgeladene Dateien (${documents.length})`}>
      {documents.length === 0 ? (
        <p className="text-slate-600">Keine Dateien hochgeladen.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {documents.map((document) => (
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
    </Part>
  );
}

export function CaseCustomerColumn({ data }: { data: CaseView }) {
  const { client } = data;
  return (
    <div className="space-y-6">
      <Part id="case-customer" title="Kunde">
        <dl className="space-y-1">
          <Field label="Name">
            {client.firstName} {client.lastName}
          </Field>
          <Field label="E-Mail">
            <a className="break-all text-brand-700 underline-offset-4 hover:underline" href={`mailto:${client.email}`}>
              {client.email}
            </a>
          </Field>
          {client.phone ? <Field label="Telefon">{client.phone}</Field> : null}
        </dl>
      </Part>
      <Part id="case-order" title="Auftrag">
        <dl className="space-y-1">
          <Field label="Leistung">{data.serviceName}</Field>
          <Field label="Betrag">{orderAmountLabel(data)}</Field>
          <Field label="Datum und Uhrzeit">{formatDateTime(new Date(data.createdAt))}</Field>
          <Field label="Auftragsnummer">{data.reference}</Field>
          <Field label="Status">
            <StatusBadge status={data.status} />
          </Field>
        </dl>
      </Part>
      {data.details.map((entry, index) => (
        <TargetPart key={entry.id} entry={entry} index={index} count={data.details.length} />
      ))}
      <IdentifiersPanel identifiers={data.identifiers} />
      <FilesPart documents={data.documents} />
    </div>
  );
}
