// axe-core on the page as it is now: each violation as "rule: first element's selector" (an empty
// list when there are none). Loaded on first use: most browser tests never call it.
import type { Page } from '@playwright/test';

export async function axeViolations(page: Page): Promise<string[]> {
  const AxeBuilder = (await import('@axe-core/playwright')).default;
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`);
}
