// Debian's Chromium, as the browser tests and the benchmarks launch it: test tools cannot download
// their own browsers here. CHROMIUM_PATH points both at another binary.
import { existsSync } from 'node:fs';

/** The browser (benchmarks, Lighthouse): Debian's `chromium`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' binary: Debian's `chromium-headless-shell` when installed (the same Chromium
 * build without the browser's window code, the shell Playwright itself runs headless tests in; on
 * the 2-core CI machine the browser step took 541 s in it against 818 s in `chromium`), else
 * `chromium`. CHROMIUM_PATH, when set, wins.
 */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

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
