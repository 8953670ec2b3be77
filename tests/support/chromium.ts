// Debian's Chromium, as the browser tests and the benchmarks launch it: test tools cannot download
// their own browsers here. CHROMIUM_PATH points at another binary.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags every launch passes besides its headless flag (Playwright takes `--headless`,
 * Lighthouse's launcher `--headless=new`): no sandbox (root in a container), no GPU, and none of the
 * background traffic (updates, sync, first-run) that would reach for the network.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
