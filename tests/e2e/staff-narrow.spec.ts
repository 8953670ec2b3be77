// Every staff page at 390 px (issue 28 point 7): no horizontal scrolling of the document, the page's
// title in view and inside the screen's width, and every tab of a page with tabs the same. The pages
// are enumerated from the route table (app/routes.ts: the staff sign-in and every page route below
// the guard layout), not listed by hand: a new staff page is checked without touching this file, and
// one whose URL needs a value this file cannot fill fails until it gets one (`SAMPLE_PARAMS`).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '#app/routes.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { e2eEnv } from '#tests/support/e2e-data.ts';
import { type PlacedOrder, placeOrder } from '#tests/support/e2e-orders.ts';
import { fixture } from '#tests/support/order-fixtures.ts';
import { createStaff } from '#tests/support/staff-account.ts';

const GUARD = 'routes/staff/guard.tsx';
const PASSWORD = 'Lindenblatt-Kompass-Regenjacke-42';

/** Page routes (a .tsx module with a path) below the guard, as URL patterns like conan/faelle/:caseId. */
function staffPagePatterns(entries: RouteConfigEntry[], inside = false, prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? [prefix, entry.path].filter(Boolean).join('/') : prefix;
    const guarded = inside || entry.file === GUARD;
    const page = guarded && entry.file !== GUARD && entry.file.endsWith('.tsx') && (entry.path || entry.index);
    return [...(page ? [here] : []), ...staffPagePatterns(entry.children ?? [], guarded, here)];
  });
}

let seeded: PlacedOrder;
let staffEmail = '';

/** Values for the routes' URL parameters. */
const SAMPLE_PARAMS = (): Record<string, string> => ({ caseId: seeded.caseId });

function fill(pattern: string): string {
  const params = SAMPLE_PARAMS();
  return `/${pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no sample value for :${name} in ${pattern}: add it to SAMPLE_PARAMS`);
    return encodeURIComponent(value);
  })}`;
}

async function expectNarrowFit(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(innerWidth);
  const title = page.getByRole('heading', { level: 1 }).first();
  await expect.soft(title, `${where}: the page's title`).toBeVisible();
  const box = (await title.count()) > 0 ? await title.boundingBox() : null;
  expect.soft(box, `${where}: the title has a box`).not.toBeNull();
  if (box) {
    expect.soft(box.x, `${where}: the title starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width, `${where}: the title ends right of the screen`).toBeLessThanOrEqual(innerWidth);
  }
}

test.beforeAll(async () => {
  const run = randomUUID().slice(0, 8);
  staffEmail = `narrow-${run}@echtcheck.test`;
  await createStaff({ env: e2eEnv(), email: staffEmail, password: PASSWORD });
  seeded = await placeOrder(test.info().project.use.baseURL ?? '', {
    customer: { firstName: 'Rosa', lastName: 'Schmalbild', email: `rosa.${run}@example.de` },
    targetName: 'Konstantin Sehrlangername-Beispielmann',
    files: [
      { fileName: 'profilbild-mit-einem-sehr-langen-dateinamen-2026.png', bytes: await fixture('profilbild.png') },
    ],
  });
});

test('the route table gives the staff pages this test walks', () => {
  const patterns = staffPagePatterns(routes);
  expect(patterns).toContain('conan/dashboard');
  expect(patterns).toContain('conan/konto');
  expect(patterns.some((pattern) => pattern.includes(':caseId'))).toBe(true);
});

test('every staff page fits a 390 px screen, every tab included', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/conan');
  await expectNarrowFit(page, '/conan (sign-in)');
  await page.getByLabel('E-Mail-Adresse').fill(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname !== '/conan');

  for (const pattern of staffPagePatterns(routes)) {
    const path = fill(pattern);
    await page.goto(path);
    await expectNarrowFit(page, path);
    // A page with tabs: each tab's panel too.
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let index = 0; index < count; index++) {
      const tab = tabs.nth(index);
      const name = (await tab.textContent())?.trim() ?? `tab ${index + 1}`;
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      // The tab's data arrives by a request of its own (the dashboard's tabs are URLs).
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('tabpanel').filter({ visible: true }).first()).toBeVisible();
      await expectNarrowFit(page, `${path}, tab "${name}"`);
    }
  }
});
