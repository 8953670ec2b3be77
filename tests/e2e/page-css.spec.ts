// Per-page CSS (scripts/css-prune.ts, decision record 009): a prerendered page with its pruned inline
// stylesheet must look exactly as with the whole stylesheet. For one page of every kind (every page
// with PAGE_CSS_ALL=1), at 390 and 1280 px, the computed style of every element and its ::before and
// ::after is read with the page's own stylesheet, then again with the whole one swapped in; any
// difference fails the test with the element and property. Custom properties are left out: the
// pruning drops the ones no rule reads, and the properties they feed are compared.
import type { Page } from '@playwright/test';
import { sitePages } from '#app/content/site.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';

const canonical = sitePages.filter((page) => page.canonicalPath === page.path);
const pages =
  process.env.PAGE_CSS_ALL === '1'
    ? canonical
    : canonical.filter((page, index) => canonical.findIndex((other) => other.kind === page.kind) === index);

/** Every element's computed style (and its ::before/::after), keyed by a readable path. */
async function computedStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    const describe = (element: Element, index: number) =>
      `${index}:${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
    Array.from(document.body.querySelectorAll('*')).forEach((element, index) => {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
        const values: string[] = [];
        for (let i = 0; i < style.length; i++) {
          const name = style.item(i);
          // Custom properties nothing reads are dropped on purpose; what they feed is compared.
          if (name.startsWith('--')) continue;
          values.push(`${name}:${style.getPropertyValue(name)}`);
        }
        out[`${describe(element, index)}${pseudo ?? ''}`] = values.join(';');
      }
    });
    return out;
  });
}

/**
 * Lets layout come to rest before a read: the web font loaded, and every section that renders only
 * near the viewport (`defer-render`, content-visibility) rendered once, so that its real height is
 * remembered instead of the placeholder's, and the transitions this scrolling started finished.
 * Otherwise sizes and colours depend on timing, not on the CSS.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
    for (const section of document.querySelectorAll('.defer-render')) {
      section.scrollIntoView();
      await frames();
    }
    window.scrollTo(0, 0);
    await frames();
    // Scrolling changed the home page's header (solid once scrolled), with a transition back.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

function differences(pruned: Record<string, string>, whole: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(whole)) {
    if (pruned[key] === value) continue;
    const prunedValues = new Set((pruned[key] ?? '').split(';'));
    const changed = value.split(';').filter((entry) => !prunedValues.has(entry));
    found.push(`${key}: ${changed.slice(0, 3).join('; ') || '(missing)'}`);
  }
  return found;
}

test.describe('per-page CSS', () => {
  let wholeCss = '';
  test.beforeAll(async ({ request }) => {
    // The checkout is rendered per request and carries the whole stylesheet.
    const html = await (await request.get('/checkout')).text();
    wholeCss = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(wholeCss.length).toBeGreaterThan(30_000);
  });

  for (const ref of pages) {
    test(`${ref.path} looks the same with its own stylesheet as with the whole one`, async ({ page }) => {
      // Four reads of ~1,000 elements' ~350 properties each: slow on a busy two-core machine.
      test.setTimeout(120_000);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(ref.path);
        const own = await page.evaluate(() => document.querySelector('head style')?.textContent?.length ?? 0);
        expect(own, 'the page carries a smaller stylesheet of its own').toBeLessThan(wholeCss.length * 0.8);
        await settle(page);
        const pruned = await computedStyles(page);
        await page.evaluate((css) => {
          const style = document.querySelector('head style');
          if (style) style.textContent = css;
        }, wholeCss);
        await settle(page);
        const whole = await computedStyles(page);
        expect(Object.keys(pruned).length).toBeGreaterThan(50);
        expect(differences(pruned, whole), `${ref.path} at ${width} px`).toEqual([]);
      }
    });
  }
});
