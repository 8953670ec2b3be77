// The history of a case in the case handling: every action on it, newest first.
import type { CaseView } from '#app/lib/dashboard-data.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { Section } from './case-workflow-parts.tsx';

export function CaseHistory({ data }: { data: CaseView }) {
  const { history } = data.workflow;
  return (
    <Section id="dialog-history" title="Verlauf">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Protokoll aller Aktionen zu diesem Fall, neueste zuerst</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Zeitpunkt
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Wer
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Was
              </th>
              <th scope="col" className="py-1 font-medium">
                Anfrage-ID
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {history.map((entry) => (
              <tr key={entry.id}>
                <td className="whitespace-nowrap py-1 pr-3">{formatDateTime(new Date(entry.at))}</td>
                <td className="py-1 pr-3">{entry.actor}</td>
                <td className="py-1 pr-3">{entry.action}</td>
                <td className="py-1 font-mono text-slate-600">{entry.requestId ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
