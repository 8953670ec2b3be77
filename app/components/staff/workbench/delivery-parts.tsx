// The workbench's delivery parts: the delivered report and evidence pack (read-only view) and the
// last question before the result goes out (case-workbench.tsx).
import { Button } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import type { CaseWorkflow } from '#app/lib/case-view-data.ts';
import { outcomeLabels, type outcomeOf, type Verdict, verdictLabels } from '#app/lib/findings.ts';
import { formatFileSize } from '#app/lib/format.ts';

type Delivered = Pick<CaseWorkflow, 'report' | 'evidencePack'>;

/** The delivered report and evidence pack, for the read-only view. */
export function DeliveredLinks({ delivered }: { delivered: Delivered }) {
  const { report, evidencePack } = delivered;
  if (!report && !evidencePack) return null;
  return (
    <ul className="space-y-1">
      {report ? (
        <li>
          <a href={report.downloadUrl} download={report.fileName} className="text-brand-700 underline">
            Versendeter Ergebnisbericht: {report.fileName}
          </a>{' '}
          ({formatFileSize(report.fileSize)})
        </li>
      ) : null}
      {evidencePack ? (
        <li>
          <a href={evidencePack.downloadUrl} download={evidencePack.fileName} className="text-brand-700 underline">
            Beweismappe: {evidencePack.fileName}
          </a>{' '}
          ({formatFileSize(evidencePack.fileSize)})
        </li>
      ) : null}
    </ul>
  );
}

/** The last question before the result goes out: what the customer gets. */
export function FinishDialog({
  open,
  onOpenChange,
  verdict,
  outcome,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  verdict: Verdict | null;
  outcome: ReturnType<typeof outcomeOf>;
  onSend: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ergebnis jetzt senden?</DialogTitle>
          <DialogDescription>
            Der Kunde erhält das Ergebnis „{verdict ? verdictLabels[verdict] : ''}“, Recherche {outcomeLabels[outcome]},
            per E-Mail mit dem Ergebnisbericht
            {outcome === 'no-hits' ? ' und einem Gutschein für eine weitere Prüfung' : ''}. Danach lassen sich die
            Befunde nicht mehr ändern.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={onSend}>
            Jetzt senden
          </Button>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Abbrechen
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
