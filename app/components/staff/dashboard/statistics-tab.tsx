import type { WorkbenchFigures } from '#app/lib/dashboard-data.ts';
import { WorkbenchFiguresPanel } from './workbench-figures.tsx';

/**
 * The "Statistik" tab (issue 28 point 1): the casework's figures of the last 12 weeks, which stood
 * above the old list of paid cases, and the CSV export of every paid case. The cases themselves are
 * in the work queue (/conan/faelle).
 */
export function StatisticsTab({ figures }: { figures: WorkbenchFigures }) {
  return (
    <div className="space-y-4">
      <WorkbenchFiguresPanel figures={figures} />
      <p className="text-sm">
        <a
          href="/conan/api/export/faelle"
          download
          className="rounded-sm font-medium text-brand-700 underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
        >
          Alle bezahlten Fälle als CSV herunterladen (Excel)
        </a>
      </p>
    </div>
  );
}
