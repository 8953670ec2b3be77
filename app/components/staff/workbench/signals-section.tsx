// The workbench's warning signs (with where each shows) and recommended next steps, each with its
// free text (case-workbench.tsx holds the findings).
import type { CaseWorkbench } from '#app/lib/case-view-data.ts';
import type { Findings } from '#app/lib/findings.ts';
import { CheckList, TextField } from '../dashboard/workbench-fields.tsx';

type Update = <K extends keyof Findings>(key: K, value: Findings[K]) => void;
type ErrorOf = (field: string) => string | undefined;

export function SignalsSection({
  signs,
  findings,
  onSignals,
  update,
  errorOf,
}: {
  signs: CaseWorkbench['signs'];
  findings: Findings;
  onSignals: (keys: string[]) => void;
  update: Update;
  errorOf: ErrorOf;
}) {
  return (
    <div className="space-y-3">
      <CheckList
        legend="Auffälligkeiten an Profil und Kontakt"
        items={signs}
        chosen={findings.signals}
        onChange={onSignals}
        extra={(key) => (
          <TextField
            label="Wo zeigt sich das?"
            field={`signals.${key}`}
            hint="Adresse oder z. B. „Ihr Chatauszug vom 3. Mai“."
            value={findings.signalSources[key] ?? ''}
            onChange={(value) => update('signalSources', { ...findings.signalSources, [key]: value })}
            error={errorOf(`signals.${key}`) ?? errorOf(`signalSources.${key}`)}
            required
          />
        )}
      />
      <TextField
        label="Weitere Beobachtungen"
        field="signalNotes"
        value={findings.signalNotes}
        onChange={(value) => update('signalNotes', value)}
        error={errorOf('signalNotes')}
        multiline
        rows={2}
      />
    </div>
  );
}

export function NextStepsSection({
  options,
  findings,
  update,
  errorOf,
}: {
  options: CaseWorkbench['nextSteps'];
  findings: Findings;
  update: Update;
  errorOf: ErrorOf;
}) {
  return (
    <div className="space-y-3">
      <CheckList
        legend="Empfohlene nächste Schritte"
        field="nextSteps"
        items={options}
        chosen={findings.nextSteps}
        onChange={(keys) => update('nextSteps', keys)}
      />
      <TextField
        label="Eigene Empfehlungen"
        field="nextStepsText"
        value={findings.nextStepsText}
        onChange={(value) => update('nextStepsText', value)}
        error={errorOf('nextStepsText')}
        multiline
        rows={2}
      />
    </div>
  );
}
