// The shared fixture (fixtures.ts) itself: each test marked test.fail() passes only when the
// fixture fails it after it ran, so a fixture that stopped watching makes these tests fail.
import { expect, test } from '#tests/e2e/fixtures.ts';

const throwLater = () =>
  setTimeout(() => {
    throw new Error('deliberate page error');
  });

test('an uncaught page error fails the test', async ({ page, browserErrors }) => {
  test.fail();
  await page.setContent('<p>Test</p>');
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(throwLater);
  await thrown;
  expect(browserErrors.messages).toEqual(['page error: Error: deliberate page error']);
});

test('a console error fails the test', async ({ page, browserErrors }) => {
  test.fail();
  await page.setContent('<p>Test</p>');
  await Promise.all([page.waitForEvent('console'), page.evaluate(() => console.error('deliberate console error'))]);
  expect(browserErrors.messages).toEqual(['console error: deliberate console error']);
});

test('an error in a page opened later in the context fails the test', async ({ context, browserErrors }) => {
  test.fail();
  const later = await context.newPage();
  await later.setContent('<p>Test</p>');
  const thrown = later.waitForEvent('pageerror');
  await later.evaluate(throwLater);
  await thrown;
  expect(browserErrors.messages).toHaveLength(1);
});

test('an allowed console error does not fail the test', async ({ page, browserErrors }) => {
  browserErrors.allow(/^deliberate console error$/);
  await page.setContent('<p>Test</p>');
  await Promise.all([page.waitForEvent('console'), page.evaluate(() => console.error('deliberate console error'))]);
  expect(browserErrors.messages).toEqual(['console error: deliberate console error']);
  expect(browserErrors.unexpected()).toEqual([]);
});

test('allowing covers console errors only, never a page error', async ({ page, browserErrors }) => {
  test.fail();
  browserErrors.allow(/.*/);
  await page.setContent('<p>Test</p>');
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(throwLater);
  await thrown;
  expect(browserErrors.unexpected()).toEqual(['page error: Error: deliberate page error']);
});

test.describe('allowing a failed response', () => {
  const fetchMissing = (path: string) => fetch(path).then((response) => response.status);

  test('covers the browser’s report of that status for that path', async ({ page, browserErrors }) => {
    browserErrors.allowFailedResponse(404, '/gibt-es-nicht-a');
    await page.goto('/');
    expect(await page.evaluate(fetchMissing, '/gibt-es-nicht-a?x=1')).toBe(404);
    await expect.poll(() => browserErrors.messages).toHaveLength(1);
    expect(browserErrors.unexpected()).toEqual([]);
  });

  test('does not cover another path', async ({ page, browserErrors }) => {
    test.fail();
    browserErrors.allowFailedResponse(404, '/gibt-es-nicht-a');
    await page.goto('/');
    expect(await page.evaluate(fetchMissing, '/gibt-es-nicht-b')).toBe(404);
    await expect.poll(() => browserErrors.messages).toHaveLength(1);
  });

  test('does not cover another status', async ({ page, browserErrors }) => {
    test.fail();
    browserErrors.allowFailedResponse(401, '/gibt-es-nicht-a');
    await page.goto('/');
    expect(await page.evaluate(fetchMissing, '/gibt-es-nicht-a')).toBe(404);
    await expect.poll(() => browserErrors.messages).toHaveLength(1);
  });
});
