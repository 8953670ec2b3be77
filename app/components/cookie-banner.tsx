import { X } from 'lucide-react';
import { cookieInfoText, cookieBannerText as t } from '#app/content/legal.ts';
import { RichBlock, RichText } from './rich-text.tsx';

/**
 * Cookie banner (spec §2, §3, §4; issue 27 point 3). Only Google Analytics needs consent, so the
 * banner is shown only while <html data-ga> is set (GA_MEASUREMENT_ID; the server sets it on every
 * page, prerendered ones included: app/server/http/static-files.server.ts) and no choice is stored
 * (the head script marks <html data-consent>). CSS decides (app/app.css), so it never flashes.
 * Fixed at the bottom (no layout shift) and compact: at 390 × 844 it stays under 30 % of the screen
 * and below the hero's button. "Alle akzeptieren" and "Alle ablehnen" look the same. The site
 * script (app/client/site.js) stores the choice.
 */
export function CookieBanner() {
  // Both choices share one look: refusing must be as easy and as visible as accepting.
  const choiceClass =
    'min-h-11 rounded-lg border border-brand-600 bg-brand-600 px-3 font-semibold text-sm text-white hover:bg-brand-700 sm:w-44';
  return (
    <section
      id="cookie-banner"
      aria-labelledby="cookie-banner-title"
      className="cookie-banner fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto border-slate-200 border-t bg-white shadow-[0_-4px_24px_rgba(15,23,42,0.12)]"
    >
      <div className="relative mx-auto max-w-4xl px-4 pt-2 pb-2.5 sm:px-6 sm:py-3">
        <button
          type="button"
          data-consent-close=""
          aria-label="Banner schließen, ohne eine Auswahl zu speichern"
          className="absolute top-0.5 right-2 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 sm:top-2"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id="cookie-banner-title" className="pr-10 font-semibold text-base">
          {t.title}
        </h2>
        <p className="mt-0.5 text-slate-700 text-sm">{t.text}</p>
        <fieldset
          id="cookie-options"
          className="mt-2 hidden space-y-3 border-slate-200 border-t pt-3"
          data-consent-options=""
        >
          <legend className="sr-only">Einwilligungen auswählen</legend>
          <ConsentOption name="necessary" label={t.necessaryLabel} description={t.necessaryDescription} locked />
          <ConsentOption name="analytics" label={t.analyticsLabel} description={t.analyticsDescription} />
          <ConsentOption name="marketing" label={t.marketingLabel} description={t.marketingDescription} />
        </fieldset>
        <div className="mt-2 grid grid-cols-2 gap-x-2 gap-y-1 sm:mt-3 sm:flex sm:flex-wrap sm:items-center sm:gap-2">
          <button type="button" data-consent-accept-all="" className={choiceClass}>
            {t.acceptAll}
          </button>
          <button type="button" data-consent-necessary="" className={choiceClass}>
            {t.rejectAll}
          </button>
          <button
            type="button"
            data-consent-save=""
            className="col-span-2 hidden min-h-11 rounded-lg border border-brand-600 bg-white px-3 font-semibold text-brand-700 text-sm hover:bg-brand-50"
          >
            {t.save}
          </button>
          <div className="col-span-2 flex items-center justify-between gap-3 text-sm sm:ml-2">
            <button
              type="button"
              data-consent-customize=""
              aria-expanded="false"
              aria-controls="cookie-options"
              className="min-h-8 rounded-md font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {t.customize}
            </button>
            <span>
              <RichText text={t.privacyLink} />
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * What the footer's "Cookie-Einstellungen" opens when no service needs consent (no <html data-ga>):
 * a dialog that says so and what the site stores. The site script opens it (showModal); the close
 * button is a form with method="dialog", so it closes without script too.
 */
export function CookieInfoDialog() {
  return (
    <dialog
      id="cookie-info"
      aria-labelledby="cookie-info-title"
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-ink shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-5 sm:p-6">
        <h2 id="cookie-info-title" className="font-semibold text-lg">
          {cookieInfoText.title}
        </h2>
        <div className="mt-3 space-y-3 text-slate-700 text-sm">
          {cookieInfoText.paragraphs.map((paragraph) => (
            <RichBlock key={paragraph} text={paragraph} />
          ))}
        </div>
        <form method="dialog" className="mt-5 flex justify-end">
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {cookieInfoText.close}
          </button>
        </form>
      </div>
    </dialog>
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
