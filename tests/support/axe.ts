// axe-core on the page as it is now: each violation as "rule: first element's selector" (an empty
// list when there are none), with axe's default rules (WCAG 2 A and AA and best practices).
//
// axe runs in the page itself (its source evaluated once per document, then axe.run), and only the
// violations are collected. @axe-core/playwright's builder did the same work three times slower here:
// it opens a second page for every analysis (to merge frames' results, and our pages have no
// frames) and collects the details of every passing check; 80 analyses a run made that minutes of
// a 2-core CI machine.
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Waits until the page's finite animations and transitions have ended (a toast still fading in has
 * a contrast below its real one, and axe would measure that frame), at most `deadlineMs`.
 */
export async function settleAnimations(page: Page, deadlineMs = 3000) {
  await page.evaluate(
    (deadline) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, deadline)),
      ]),
    deadlineMs,
  );
}

export interface AxeViolation {
  id: string;
  /** The first offending element's selector. */
  target: string;
  help: string;
}

/** The violations of axe's default rules on the page, or within `include` (a CSS selector). */
export async function axeRun(page: Page, include?: string): Promise<AxeViolation[]> {
  await settleAnimations(page);
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const context = selector ? { include: [selector] } : document;
    const results = await engine.run(context, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      target: String(violation.nodes[0]?.target ?? ''),
      help: violation.help,
    }));
  }, include);
}

export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  return (await axeRun(page, include)).map((violation) => `${violation.id}: ${violation.target}`);
}
