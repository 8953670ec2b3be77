// The `test` and `expect` every browser test imports. A console error or an uncaught page error in
// any page of the test's browser context fails the test once it has run, listing the messages; so
// does a Content-Security-Policy violation, which the fixture logs as a console error.
// A test that provokes a console error on purpose (the browser logs every 4xx answer as "Failed to
// load resource") allows exactly that one with `browserErrors.allowFailedResponse(status, path)` or
// `browserErrors.allow(/…/)`; page errors (uncaught exceptions) cannot be allowed.
import { test as base, type ConsoleMessage } from '@playwright/test';

export { expect } from '@playwright/test';

interface BrowserError {
  kind: 'console' | 'page';
  text: string;
}

/** The browser errors of one test, collected from every page of its context. */
export class BrowserErrors {
  readonly #errors: BrowserError[] = [];
  readonly #allowed: RegExp[] = [];

  /** Every console error and page error so far, allowed or not, in order. */
  get messages(): string[] {
    return this.#errors.map(describe);
  }

  /** Allows the console errors matching `pattern` (text and the URL it names) in this test only. */
  allow(pattern: RegExp): void {
    this.#allowed.push(pattern);
  }

  /**
   * Allows the console error Chromium logs for an answer with `status` to a request for `path`
   * ("Failed to load resource: the server responded with a status of 404 (Not Found)").
   */
  allowFailedResponse(status: number, path: string): void {
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    this.allow(
      new RegExp(
        `^Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\(https?://[^/]+${escaped}(\\?[^)]*)?\\)$`,
      ),
    );
  }

  /** The errors that fail the test. */
  unexpected(): string[] {
    return this.#errors
      .filter((error) => error.kind === 'page' || !this.#allowed.some((pattern) => pattern.test(error.text)))
      .map(describe);
  }

  recordConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    const where = url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : '';
    this.#errors.push({ kind: 'console', text: `${message.text()}${where}` });
  }

  recordPageError(error: Error): void {
    this.#errors.push({ kind: 'page', text: `${error.name}: ${error.message}` });
  }
}

function describe(error: BrowserError): string {
  return `${error.kind === 'page' ? 'page error' : 'console error'}: ${error.text}`;
}

export const test = base.extend<{ browserErrors: BrowserErrors }>({
  browserErrors: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const errors = new BrowserErrors();
      await use(errors);
      const unexpected = errors.unexpected();
      if (unexpected.length > 0) {
        throw new Error(
          `The browser reported ${unexpected.length} error(s) during the test:\n${unexpected.map((line) => `  - ${line}`).join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
  // Every page of the context, also those opened later (popups, context.newPage()); tests without
  // a page start no browser.
  context: async ({ context, browserErrors }, use) => {
    context.on('console', (message) => browserErrors.recordConsole(message));
    // A blocked eval (a library probing for it) reaches DevTools' Issues panel, not the console:
    // every Content-Security-Policy violation is made a console error here, so it fails the test too.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    context.on('weberror', (webError) => browserErrors.recordPageError(webError.error()));
    await use(context);
  },
});
