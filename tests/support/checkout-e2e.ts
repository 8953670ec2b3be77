// The checkout's browser tests' steps (tests/e2e/checkout*.spec.ts): the mails of an order, "Weiter",
// and step 4's required questions answered.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const mailsDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mails');

export async function mailsFor(reference: string): Promise<string[]> {
  const files = await readdir(mailsDir()).catch(() => []);
  const contents = await Promise.all(files.map((file) => readFile(path.join(mailsDir(), file), 'utf8')));
  return contents.filter((mail) => mail.includes(reference));
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Weiter' }).click();
}

/** Step 4's required questions (issue 38), answered: for herself, Hamburg, nothing paid. */
export async function answerDetails(page: Page) {
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  await page.getByRole('radio', { name: 'Für mich selbst' }).check();
  await page.getByLabel('In welchem Bundesland wohnen Sie?').selectOption({ label: 'Hamburg' });
  await page.getByRole('checkbox', { name: 'Nein, bisher wurde kein Geld gezahlt' }).check();
}
