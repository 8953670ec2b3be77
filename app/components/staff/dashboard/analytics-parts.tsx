// The parts of the analytics tab: a card section, a report table, a top list, a CSV link.
import type { ReactNode } from 'react';
import { formatCount } from '#app/lib/format.ts';

export const CARD = 'rounded-xl border border-slate-200 bg-white p-5';
export const EMPTY = <p className="mt-3 text-slate-600 text-sm">Keine Daten verfügbar</p>;
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned with tabular figures. */
  numeric?: boolean;
}

/** A table of the report: the first column names the row (a row header), the others are figures. */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  if (rows.length === 0) return EMPTY;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`whitespace-nowrap px-3 py-2 font-medium ${column.numeric ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="border-slate-100 border-t">
              {columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <th key={column.header} scope="row" className="px-3 py-2 text-left font-normal">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={`px-3 py-2 ${column.numeric ? 'whitespace-nowrap text-right tabular-nums' : ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CsvLink({ table, query }: { table: string; query: string }) {
  return (
    <a
      href={`/conan/api/export/analyse/${table}${query ? `?${query}` : ''}`}
      download
      className="mt-3 inline-block font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
    >
      Als CSV exportieren
    </a>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={CARD}>
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function TopList({ items }: { items: { label: string; count: number }[] }) {
  if (items.length === 0) return EMPTY;
  return (
    <ol className="mt-3 space-y-2 text-sm">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two origins can share a host, the rank is the key
        <li key={index} className="flex justify-between gap-4">
          <span className="break-all">{item.label}</span>
          <span className="tabular-nums">{formatCount(item.count)}</span>
        </li>
      ))}
    </ol>
  );
}
