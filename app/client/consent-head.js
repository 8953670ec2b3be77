// Runs in <head> before any tag (spec §4, Google Consent Mode v2): everything denied by default,
// then the stored choice under "cookie-consent" is applied and <html data-consent> hides the banner.
(() => {
  window.dataLayer = window.dataLayer || [];
  window.gtag =
    window.gtag ||
    function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag expects the arguments object itself
      window.dataLayer.push(arguments);
    };
  window.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  });
  let stored = null;
  try {
    stored = JSON.parse(localStorage.getItem('cookie-consent') || 'null');
  } catch {
    stored = null;
  }
  // A choice made before Google Analytics was switched on (GA_MEASUREMENT_ID, <html data-ga>) did not
  // cover it: the banner asks again (site.js stores `ga: true` with a choice made while GA runs).
  const googleOn = document.documentElement.hasAttribute('data-ga');
  if (stored && typeof stored === 'object' && (!googleOn || stored.ga === true)) {
    const ad = stored.marketing ? 'granted' : 'denied';
    window.gtag('consent', 'update', {
      analytics_storage: stored.analytics ? 'granted' : 'denied',
      ad_storage: ad,
      ad_user_data: ad,
      ad_personalization: ad,
    });
    document.documentElement.setAttribute('data-consent', 'stored');
  }

  // A control whose handler arrives later (site.js at the end of the page, the checkout's script
  // after the first paint, decision record 026) carries data-early-click="name". A click on it before
  // then is noted here, and the handler, once it is there, asks `take(name)` and plays the click:
  // on a slow phone "Weiter" or "Cookie-Einstellungen" pressed early is not lost.
  const pending = new Set();
  const ready = new Set();
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('[data-early-click]') : null;
      const name = target?.getAttribute('data-early-click');
      if (name && !ready.has(name)) pending.add(name);
    },
    true,
  );
  window.echtcheckEarlyClicks = {
    /** The handler of `name` is there from now on; true when its control was clicked before. */
    take(name) {
      ready.add(name);
      return pending.delete(name);
    },
  };
})();
