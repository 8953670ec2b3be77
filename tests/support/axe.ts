// axe-core on the page as it is now: each violation as "rule: first element's selector" (an empty
// list when there are none). Loaded on first use: most browser tests never call it.
import type { Page } from '@playwright/test';

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

export async function axeViolations(page: Page): Promise<string[]> {
  const AxeBuilder = (await import('@axe-core/playwright')).default;
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`);
}
