// The staff sign-in and the seed the staff browser tests share (staff.spec.ts, staff-access.spec.ts):
// one staff account and one customer's paid order with two files, plus an order never paid.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { e2eEnv } from '#tests/support/e2e-data.ts';
import { type PlacedOrder, placeOrder } from '#tests/support/e2e-orders.ts';
import { fixture } from '#tests/support/order-fixtures.ts';
import { createStaff } from '#tests/support/staff-account.ts';

export const PASSWORD = 'Lindenblatt-Kompass-Regenjacke-42';

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto('/conan');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Signs in and waits for the next page: the work queue, or the second step when the account has one. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await fillSignIn(page, email, password);
  await page.waitForURL(/\/conan\/(faelle|zwei-faktor)$/);
}

export interface StaffSeed {
  seeded: PlacedOrder;
  staffEmail: string;
  customerEmail: string;
}

/**
 * One account and one customer per call (a spec's beforeAll: fullyParallel runs it in each worker,
 * and again after a failure). `url`: the project's base URL.
 */
export async function seedStaffAndOrders(url: string): Promise<StaffSeed> {
  const run = randomUUID().slice(0, 8);
  const staffEmail = `staff-${run}@echtcheck.test`;
  const customerEmail = `rosa.${run}@example.de`;
  await createStaff({ env: e2eEnv(), email: staffEmail, password: PASSWORD });
  const seeded = await placeOrder(url, {
    customer: {
      firstName: 'Rosa',
      lastName: 'Dashboard',
      email: customerEmail,
      phone: '+49 170 1234567',
    },
    targetName: 'Marco Beispielmann',
    files: [
      { fileName: 'profilbild.png', bytes: await fixture('profilbild.png') },
      { fileName: 'Chatverlauf März.pdf', bytes: await fixture('chatverlauf.pdf') },
    ],
  });
  // An order that was never paid stays out of every figure.
  await placeOrder(url, {
    customer: { firstName: 'Udo', lastName: 'Unbezahlt', email: 'udo.unbezahlt@example.de' },
    pay: false,
  });
  return { seeded, staffEmail, customerEmail };
}
