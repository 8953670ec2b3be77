// The only script of the marketing pages (they are static HTML without React): cookie banner,
// header on scroll, and one-open-at-a-time FAQ for browsers without exclusive <details>.
(() => {
  const root = document.documentElement;
  const KEY = 'cookie-consent';
  const banner = document.getElementById('cookie-banner');

  function read() {
    try {
      const value = JSON.parse(localStorage.getItem(KEY) || 'null');
      return value && typeof value === 'object' ? value : null;
    } catch {
      return null;
    }
  }

  // Stores the choice, passes it on (Consent Mode v2 and an event for the analytics loader), closes the banner.
  function store(analytics, marketing) {
    const choice = { necessary: true, analytics: Boolean(analytics), marketing: Boolean(marketing) };
    try {
      localStorage.setItem(KEY, JSON.stringify(choice));
    } catch {
      // Storage blocked: the choice still applies to this page view.
    }
    const ad = choice.marketing ? 'granted' : 'denied';
    if (typeof window.gtag === 'function') {
      window.gtag('consent', 'update', {
        analytics_storage: choice.analytics ? 'granted' : 'denied',
        ad_storage: ad,
        ad_user_data: ad,
        ad_personalization: ad,
      });
    }
    window.dispatchEvent(new CustomEvent('cookie-consent', { detail: choice }));
    root.setAttribute('data-consent', 'stored');
    root.removeAttribute('data-consent-open');
  }

  function showOptions(show) {
    if (!banner) return;
    banner.querySelector('[data-consent-options]')?.classList.toggle('hidden', !show);
    banner.querySelector('[data-consent-save]')?.classList.toggle('hidden', !show);
    banner.querySelector('[data-consent-customize]')?.setAttribute('aria-expanded', String(show));
  }

  function checkbox(name) {
    return banner?.querySelector(`input[name="${name}"]`);
  }

  if (banner) {
    banner.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      if (!target) return;
      if (target.hasAttribute('data-consent-accept-all')) store(true, true);
      else if (target.hasAttribute('data-consent-necessary')) store(false, false);
      else if (target.hasAttribute('data-consent-save'))
        store(checkbox('analytics')?.checked, checkbox('marketing')?.checked);
      else if (target.hasAttribute('data-consent-customize')) showOptions(true);
      else if (target.hasAttribute('data-consent-close')) {
        // Hides the banner for this page view without storing anything.
        root.setAttribute('data-consent-dismissed', '');
        root.removeAttribute('data-consent-open');
      }
    });
  }

  // Footer link "Cookie-Einstellungen": reopen with the current choice.
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-cookie-settings]') : null;
    if (!target || !banner) return;
    const current = read();
    const analytics = checkbox('analytics');
    const marketing = checkbox('marketing');
    if (analytics) analytics.checked = Boolean(current?.analytics);
    if (marketing) marketing.checked = Boolean(current?.marketing);
    showOptions(true);
    root.removeAttribute('data-consent-dismissed');
    root.setAttribute('data-consent-open', '');
    banner.querySelector('button[data-consent-accept-all]')?.focus();
  });

  // Transparent header (home page): solid once the page is scrolled. Reading scrollY forces a
  // layout, so the first check waits for the first frame instead of running while the page parses;
  // a restored scroll position or a #fragment also arrives as a scroll event.
  const header = document.querySelector('header[data-variant="transparent"]');
  if (header) {
    const update = () => header.toggleAttribute('data-scrolled', window.scrollY > 8);
    requestAnimationFrame(() => setTimeout(update));
    window.addEventListener('scroll', update, { passive: true });
  }

  // FAQ: one item open at a time, also where <details name> is not supported.
  document.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.name) return;
      for (const other of document.querySelectorAll(`details[name="${opened.name}"][open]`)) {
        if (other !== opened) other.open = false;
      }
    },
    true,
  );
})();
