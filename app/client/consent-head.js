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
})();
