// A slow phone in the browser tests: the page's scripts held back while the visitor types, Lighthouse's
// mobile profile, and the check that React has taken over an element (checkout-typing.spec.ts,
// answer-typing.spec.ts).
import type { Locator, Page } from '@playwright/test';

/** Holds the requests whose URL matches `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.fallback();
  });
  return () => release();
}

/** Holds every script request until `release()`; the HTML and CSS load as usual. */
export function holdScripts(page: Page) {
  return holdRequests(page, /\.m?js(\?.*)?$/);
}

/** Lighthouse's mobile profile ("Slow 4G" with a 4× slower CPU), through the DevTools protocol. */
export async function slowMobile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** React has taken over this element (hydration attaches its fiber to every DOM node it owns). */
export function isHydrated(locator: Locator) {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/** The page scrolls no wider than the window (390 px phones among them). */
export function pageWidth(page: Page) {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
}
