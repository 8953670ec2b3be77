// The only script of the marketing pages (they are static HTML without React): cookie banner (only
// with Google Analytics, <html data-ga>) or the footer's note that nothing needs consent,
// visitor statistics, Google Analytics after consent, header on scroll, and one-open-at-a-time FAQ
// for browsers without exclusive <details>. Every page includes it (app/root.tsx).
(() => {
  const root = document.documentElement;
  const KEY = 'cookie-consent';
  const banner = document.getElementById('cookie-banner');

  const googleOn = root.hasAttribute('data-ga');

  // The stored choice; one made before Google Analytics was switched on does not count (consent-head.js).
  function read() {
    try {
      const value = JSON.parse(localStorage.getItem(KEY) || 'null');
      return value && typeof value === 'object' && (!googleOn || value.ga === true) ? value : null;
    } catch {
      return null;
    }
  }

  // The choice in force on this page view (also when the browser blocks storage).
  let choiceNow = read();

  // Stores the choice, passes it on (Consent Mode v2 and an event for the analytics loader), closes the banner.
  function store(analytics, marketing) {
    const choice = { necessary: true, analytics: Boolean(analytics), marketing: Boolean(marketing) };
    // With Google Analytics on, the choice records that it was made knowing so.
    if (googleOn) choice.ga = true;
    choiceNow = choice;
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
    if (choice.analytics) startGoogleAnalytics();
    else stopGoogleAnalytics();
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

  // ── Visitor statistics (spec §3, §7 calls 1–2; docs/product.md §11) ──────────────────────────
  // Pages marked <html data-analytics> send one entry event when they are shown and one exit event
  // when they are left, by sendBeacon to our own /api/analytics. What the script takes from the
  // browser is only this (the privacy page lists it, decision record 016): the page's path, the
  // origin our server wrote into the page's response from its Referer header (Server-Timing
  // "referrer", app/server/analytics/arrival.server.ts; document.referrer is not read), and the
  // moments the page is shown and left (load, visibilitychange, pagehide). No clock: the server
  // measures the time on the page from the arrival of the two beacons. The page-session id is a
  // random UUID in this script's memory: nothing is written to cookies, localStorage or
  // sessionStorage for statistics. The server adds the daily visitor hash and the country and
  // drops bots (app/server/analytics/).
  const analytics = (() => {
    if (!root.hasAttribute('data-analytics') || typeof navigator.sendBeacon !== 'function') return null;
    const uuid = () => {
      if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      bytes[6] = (bytes[6] & 0x0f) | 0x40;
      bytes[8] = (bytes[8] & 0x3f) | 0x80;
      const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    };
    const session = uuid();
    // The origin our server saw in the page request's Referer header, from the page's own response.
    const arrival = () => {
      try {
        const [navigation] = performance.getEntriesByType('navigation');
        const entry = navigation?.serverTiming?.find((timing) => timing.name === 'referrer');
        return entry?.description || null;
      } catch {
        return null;
      }
    };
    let view = null;
    const send = (event, failure) => {
      try {
        const body = new Blob([JSON.stringify({ ...event, session })], { type: 'text/plain' });
        if (!navigator.sendBeacon('/api/analytics', body)) console.error(failure);
      } catch (error) {
        console.error(failure, error);
      }
    };
    const enter = (path, referrer) => {
      view = { path, left: false };
      send({ kind: 'entry', path, referrer: referrer || null }, 'Analytics tracking error');
    };
    // Once per view, whichever comes first: the tab hidden, the page hidden or unloaded, a navigation.
    const leave = () => {
      if (!view) enter(location.pathname, arrival());
      if (!view || view.left) return;
      view.left = true;
      send({ kind: 'exit', path: view.path }, 'Analytics exit tracking error');
    };
    // The first entry once the page has loaded, in a task of its own: creating the request is then
    // no part of the parser's long task (blocking time). Leaving earlier sends it first (above).
    const first = () =>
      setTimeout(() => {
        if (!view) enter(location.pathname, arrival());
      });
    if (document.readyState === 'complete') first();
    else window.addEventListener('load', first, { once: true });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
    });
    window.addEventListener('pagehide', leave);
    window.addEventListener('beforeunload', leave);
    // Back to a page kept in the browser's memory (back/forward cache): a new view.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted && view?.left) enter(location.pathname, '');
    });
    return {
      // A client-side navigation of the hydrated pages (app/components/page-view-tracker.tsx).
      navigate(path, referrer) {
        leave();
        enter(path, referrer);
      },
      // The checkout's funnel: the step shown (1–6) and its ?service= parameter.
      step(step, service) {
        send({ kind: 'step', step, service: service || null }, 'Analytics tracking error');
      },
    };
  })();
  if (analytics) window.echtcheckAnalytics = analytics;

  // ── Google Analytics 4, only with GA_MEASUREMENT_ID and after analytics consent (spec §4, §7 call 3)
  // consent-head.js set Consent Mode v2 to "denied" before anything else. The tag is requested only
  // once the visitor agreed to statistics; withdrawing stops it and deletes its cookies.
  let googleId = null;
  let googleLoading = false;
  function startGoogleAnalytics() {
    if (!googleOn) return;
    if (googleId) {
      window[`ga-disable-${googleId}`] = false;
      return;
    }
    if (googleLoading) return;
    googleLoading = true;
    fetch('/api/ga-id', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      })
      .then((data) => {
        const id = data?.ga_id;
        if (typeof id !== 'string' || !/^G-[A-Z0-9]{4,16}$/.test(id)) return;
        if (!choiceNow?.analytics) return;
        googleId = id;
        window.gtag('js', new Date());
        window.gtag('config', id, { cookie_flags: 'SameSite=None;Secure' });
        const script = document.createElement('script');
        script.async = true;
        script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
        document.head.appendChild(script);
      })
      .catch((error) => console.error('Failed to get GA ID', error))
      .finally(() => {
        googleLoading = false;
      });
  }
  function stopGoogleAnalytics() {
    if (!googleId) return;
    window[`ga-disable-${googleId}`] = true;
    // The tag's first-party cookies (_ga, _ga_<id>) on this host and its parent domains.
    const parts = location.hostname.split('.');
    const domains = [''];
    for (let i = 0; i < parts.length - 1; i++) domains.push(`; domain=.${parts.slice(i).join('.')}`);
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (!name || !/^_ga(_|$)/.test(name)) continue;
      // biome-ignore lint/suspicious/noDocumentCookie: deleting Google's cookies; the Cookie Store API is missing in Firefox and Safari
      for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain}; SameSite=None; Secure`;
    }
  }
  if (choiceNow?.analytics) startGoogleAnalytics();

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

  // Footer link "Cookie-Einstellungen": with Google Analytics, reopen the banner with the current
  // choice; without it nothing needs consent, and a dialog says so and what the site stores.
  function openCookieSettings() {
    if (!googleOn) {
      const info = document.getElementById('cookie-info');
      if (info instanceof HTMLDialogElement && !info.open) info.showModal();
      return;
    }
    if (!banner) return;
    const current = read();
    const analytics = checkbox('analytics');
    const marketing = checkbox('marketing');
    if (analytics) analytics.checked = Boolean(current?.analytics);
    if (marketing) marketing.checked = Boolean(current?.marketing);
    showOptions(true);
    root.removeAttribute('data-consent-dismissed');
    root.setAttribute('data-consent-open', '');
    banner.querySelector('button[data-consent-accept-all]')?.focus();
  }
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-cookie-settings]') : null;
    if (target) openCookieSettings();
  });
  // Clicked while the page was still arriving (consent-head.js noted it): open it now.
  if (window.echtcheckEarlyClicks?.take('cookie-settings')) openCookieSettings();

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
