// Lists, grids and tiles of the marketing templates (checklists, scam patterns, related services,
// warnings, the emergency notice). Static markup only, like page-parts.tsx.
import { AlertTriangle, Check, CheckCircle2, ChevronRight, ShieldAlert } from 'lucide-react';
import type { StatTile } from '#app/content/facts.ts';
import type { Benefit, FeatureBox, RelatedService, ScamPattern, Severity, TitledList } from '#app/content/types.ts';
import { cn } from '#app/lib/utils.ts';

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function CategoryGrid({ categories }: { categories: readonly TitledList[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {categories.map((category) => (
        <div key={category.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold text-lg">{category.title}</h3>
          <CheckList items={category.items} className="mt-4 text-slate-700" />
        </div>
      ))}
    </div>
  );
}

export function WarningBlock({
  warning,
}: {
  warning: { title: string; description: string; left: TitledList; right: TitledList };
}) {
  return (
    <section aria-labelledby="warning-heading" className="defer-render bg-amber-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-3xl text-center">
          <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-amber-700" />
          <h2 id="warning-heading" className="mt-3 text-balance font-bold text-2xl sm:text-3xl">
            {warning.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{warning.description}</p>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {[warning.left, warning.right].map((box, index) => (
            <div key={box.title} className="rounded-xl border border-amber-200 bg-white p-6 shadow-sm">
              <h3 className="flex items-center gap-2 font-semibold text-lg">
                {index === 0 ? (
                  <AlertTriangle aria-hidden="true" className="size-5 text-amber-700" />
                ) : (
                  <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700" />
                )}
                {box.title}
              </h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
                {box.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export function FeatureBoxes({ boxes }: { boxes: readonly FeatureBox[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {boxes.map((box) => (
        <div key={box.title} className="rounded-xl border border-brand-100 bg-brand-50 p-6">
          <h3 className="font-semibold text-lg">{box.title}</h3>
          <p className="mt-2 text-slate-700">{box.text}</p>
          <CheckList items={box.items} className="mt-4 text-slate-700" />
        </div>
      ))}
    </div>
  );
}

export function RelatedServices({ items }: { items: readonly RelatedService[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.slug}>
          <a
            href={`/${item.slug}`}
            className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="font-semibold text-lg group-hover:underline">{item.title}</span>
            <span className="mt-2 flex-1 text-slate-700">{item.description}</span>
            <span className="mt-4 inline-flex items-center gap-1 font-medium text-brand-700">
              Mehr erfahren <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function BenefitTiles({ items }: { items: readonly Benefit[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold text-lg">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Figure tiles; each names its "Stand" (and says when it is an estimate). */
export function Stats({ items }: { items: readonly StatTile[] }) {
  return (
    <dl className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex w-full flex-col rounded-xl bg-white/80 p-4 shadow-sm ring-1 ring-slate-200 sm:w-56"
        >
          <dt className="text-muted text-sm">{item.label}</dt>
          <dd className="order-first font-bold text-2xl text-brand-700">{item.value}</dd>
          <dd className="mt-1 text-muted text-xs">{item.note}</dd>
        </div>
      ))}
    </dl>
  );
}

const severityStyles: Record<Severity, string> = {
  KRITISCH: 'bg-red-700 text-white',
  HOCH: 'bg-orange-200 text-orange-950',
  MITTEL: 'bg-yellow-100 text-yellow-950',
};

export function ScamPatterns({ patterns }: { patterns: readonly ScamPattern[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {patterns.map((pattern) => (
        <li key={pattern.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-semibold text-lg">{pattern.title}</h3>
            <span className={cn('shrink-0 rounded-md px-2 py-0.5 font-bold text-xs', severityStyles[pattern.severity])}>
              {pattern.severity}
            </span>
          </div>
          <p className="mt-2 text-slate-700">{pattern.description}</p>
          <p className="mt-3 font-medium text-slate-800">{pattern.advice}</p>
        </li>
      ))}
    </ul>
  );
}

export function SupportedApps({ apps }: { apps: readonly { name: string; note: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {apps.map((app) => (
        <li key={app.name} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="font-semibold text-lg">{app.name}</h3>
          <p className="mt-2 text-slate-700 text-sm">{app.note}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Romance-scam emergency button (spec §2): a disclosure that shows our telephone number (CONTACT_PHONE) and the
 * German emergency numbers. Native <details>: keyboard-operable without JavaScript.
 */
export function EmergencyNotice({
  emergency,
  phone,
}: {
  emergency: { buttonText: string; title: string; text: string };
  phone: string;
}) {
  const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
  return (
    <details className="group mx-auto mt-8 max-w-xl text-left">
      <summary className="mx-auto flex w-fit cursor-pointer list-none items-center gap-2 rounded-lg border-2 border-red-700 bg-white px-5 py-3 font-semibold text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden">
        <AlertTriangle aria-hidden="true" className="size-5" />
        {emergency.buttonText}
      </summary>
      <div role="note" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-6">
        <h2 className="font-bold text-red-900 text-xl">{emergency.title}</h2>
        <p className="mt-2 text-slate-800">{emergency.text}</p>
        <ul className="mt-4 space-y-2 text-slate-900">
          <li>
            Polizei-Notruf:{' '}
            <a className="font-semibold underline" href="tel:110">
              110
            </a>
          </li>
          <li>
            Opfertelefon des Weissen Rings (kostenlos, täglich 7 bis 22 Uhr):{' '}
            <a className="font-semibold underline" href="tel:116006">
              116 006
            </a>
          </li>
          <li>
            Echtcheck-Support:{' '}
            <a className="font-semibold underline" href={tel(phone)}>
              {phone}
            </a>
          </li>
        </ul>
      </div>
    </details>
  );
}
