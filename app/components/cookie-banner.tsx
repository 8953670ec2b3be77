import { X } from 'lucide-react';
import { cookieBannerTextFor } from '#app/content/legal.ts';
import { RichText } from './rich-text.tsx';

/**
 * Cookie banner (spec §2, §3, §4). Static markup driven by the site script (app/client/site.js):
 * it is hidden by CSS once a choice is stored under `cookie-consent` (the head script marks
 * <html data-consent>), so it never flashes, and it is fixed at the bottom: no layout shift.
 * `googleAnalytics`: GA_MEASUREMENT_ID is set; the "Statistik" and "Marketing" choices then concern
 * Google Analytics, otherwise the texts say that no Google service runs.
 */
export function CookieBanner({ googleAnalytics }: { googleAnalytics: boolean }) {
  const t = cookieBannerTextFor({ googleAnalytics });
  return (
    <section
      id="cookie-banner"
      aria-labelledby="cookie-banner-title"
      className="cookie-banner fixed inset-x-0 bottom-0 z-50 border-slate-200 border-t bg-white shadow-[0_-4px_24px_rgba(15,23,42,0.12)]"
    >
      <div className="relative mx-auto max-w-4xl px-4 py-5 sm:px-6">
        <button
          type="button"
          data-consent-close=""
          aria-label="Banner schließen, ohne eine Auswahl zu speichern"
          className="absolute top-3 right-3 rounded-md p-2 text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id="cookie-banner-title" className="pr-10 font-semibold text-lg">
          {t.title}
        </h2>
        <p className="mt-2 pr-6 text-slate-700 text-sm">
          <RichText text={t.text} />
        </p>
        <fieldset
          id="cookie-options"
          className="mt-4 hidden space-y-3 border-slate-200 border-t pt-4"
          data-consent-options=""
        >
          <legend className="sr-only">Einwilligungen auswählen</legend>
          <ConsentOption name="necessary" label={t.necessaryLabel} description={t.necessaryDescription} locked />
          <ConsentOption name="analytics" label={t.analyticsLabel} description={t.analyticsDescription} />
          <ConsentOption name="marketing" label={t.marketingLabel} description={t.marketingDescription} />
        </fieldset>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <button
            type="button"
            data-consent-accept-all=""
            className="min-h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {t.acceptAll}
          </button>
          <button
            type="button"
            data-consent-necessary=""
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-semibold hover:bg-slate-50"
          >
            {t.onlyNecessary}
          </button>
          <button
            type="button"
            data-consent-customize=""
            aria-expanded="false"
            aria-controls="cookie-options"
            className="min-h-11 rounded-lg px-4 font-semibold text-brand-700 underline underline-offset-4 hover:bg-slate-50"
          >
            {t.customize}
          </button>
          <button
            type="button"
            data-consent-save=""
            className="hidden min-h-11 rounded-lg border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t.save}
          </button>
        </div>
      </div>
    </section>
  );
}

function ConsentOption({
  name,
  label,
  description,
  locked = false,
}: {
  name: string;
  label: string;
  description: string;
  locked?: boolean;
}) {
  const id = `consent-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={locked}
        disabled={locked}
        aria-describedby={`${id}-description`}
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
          {locked ? <span className="font-normal text-muted"> (immer aktiv)</span> : null}
        </label>
        <p id={`${id}-description`} className="text-muted text-sm">
          {description}
        </p>
      </div>
    </div>
  );
}
