// The case page (/conan/faelle/:caseId; issue 28 point 4, decision record 030): the back link, the
// title with status and the next action, the customer's declaration with the order and the signs to
// look twice at (../case/order-declaration.tsx, with "Auftrag ablehnen"), then two columns at ≥ 1024 px — the customer's side
// (case-customer-column.tsx) stays in view (sticky, with its own scroll when taller than the window)
// while the work beside it scrolls: the workbench, finishing and delivery, refund, notes and history.
// One column below 1024 px. The red-flag marks in the customer column tick warning signs in the
// workbench through the two contexts provided here (../case/red-flag-context.ts).
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '#app/components/ui/badge.tsx';
import type { CaseView } from '#app/lib/case-view-data.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { OrderDeclaration } from '../case/order-declaration.tsx';
import { RegisterSignTickerContext, type SignTicker, SignTickerContext } from '../case/red-flag-context.ts';
import { PresenceNote } from '../review/presence-note.tsx';
import { ReviewPanel } from '../review/review-panel.tsx';
import { CaseCustomerColumn } from './case-customer-column.tsx';
import { CaseWorkbenchPanel } from './case-workbench.tsx';
import { CaseWorkflowPanel, StartWork } from './case-workflow-panel.tsx';
import { StatusBadge } from './status-badge.tsx';

export function CasePage({ data, back }: { data: CaseView; back: { href: string; label: string } }) {
  const [ticker, setTicker] = useState<SignTicker | null>(null);
  return (
    <RegisterSignTickerContext.Provider value={setTicker}>
      <SignTickerContext.Provider value={ticker}>
        <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
          <header className="space-y-3">
            <Link
              to={back.href}
              className="inline-block rounded-md font-medium text-brand-700 text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
            >
              <span aria-hidden="true">← </span>
              {back.label}
            </Link>
            <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
              <div className="min-w-0 space-y-1">
                <h1 className="break-words font-bold text-2xl">Fall {data.reference}</h1>
                <p className="text-slate-600 text-sm">
                  {data.serviceName} · bestellt am {formatDateTime(new Date(data.createdAt))}
                </p>
                <p className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={data.status} />
                  {data.workflow.overdue ? <Badge variant="destructive">Überfällig</Badge> : null}
                </p>
                <PresenceNote presence={data.presence} />
              </div>
              {data.workflow.canStart ? <StartWork /> : null}
            </div>
          </header>
          <OrderDeclaration data={data} />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            {/* Focusable so that a keyboard can scroll it when it scrolls on its own. */}
            <section
              aria-label="Angaben des Kunden"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
              tabIndex={0}
              className="rounded-xl border border-slate-200 bg-white p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
            >
              <CaseCustomerColumn data={data} />
            </section>
            <section
              aria-label="Bearbeitung des Falls"
              className="min-w-0 space-y-8 rounded-xl border border-slate-200 bg-white p-4"
            >
              <ReviewPanel review={data.review} />
              <CaseWorkbenchPanel
                key={data.id}
                caseId={data.id}
                // A reviewed author hands in: the reviewer's approval is the second look (decision record 038).
                workbench={
                  data.review.handIn
                    ? { ...data.workbench, handIn: true, approval: { ...data.workbench.approval, required: false } }
                    : data.workbench
                }
                delivered={data.workflow}
              />
              <CaseWorkflowPanel data={data} />
            </section>
          </div>
        </main>
      </SignTickerContext.Provider>
    </RegisterSignTickerContext.Provider>
  );
}
