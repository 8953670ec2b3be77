import { Progress } from '#app/components/ui/progress.tsx';

export const STEPS = ['Kontaktdaten', 'Zielperson', 'Dateien', 'Details', 'Rechtliches', 'Zahlung'] as const;

/** The counter "Schritt N von 6", its bar and the list of steps; hidden until the step's module is there. */
export function CheckoutProgress({ step, hidden }: { step: number; hidden: boolean }) {
  return (
    <nav aria-label="Fortschritt der Buchung" className="mt-6" hidden={hidden}>
      <p className="font-medium text-sm">
        Schritt {step} von 6: {STEPS[step - 1]}
      </p>
      <Progress value={(step / 6) * 100} className="mt-2" aria-label={`Schritt ${step} von 6`} />
      <ol className="mt-3 hidden grid-cols-6 gap-2 text-center text-xs sm:grid">
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={
              index + 1 === step ? 'font-semibold text-brand-700' : index + 1 < step ? 'text-ink' : 'text-muted'
            }
          >
            {label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
