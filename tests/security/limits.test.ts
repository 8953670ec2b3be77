// Login throttling (app/server/staff/throttle.server.ts: 20 attempts per client network and 10 per
// account and network in 15 minutes, counted before the password is checked, and a pace per account
// after 10 failures) and the limits on the public POST
// endpoints: uploads (UPLOAD_LIMIT_FILES_PER_HOUR, 30), withdrawals (WITHDRAWAL_LIMIT_PER_HOUR, 10),
// voucher checks (VOUCHER_CHECK_LIMIT_PER_HOUR, 30),
// analytics beacons (120 per network and minute), orders (CHECKOUT_LIMIT_PER_HOUR, set to 20 for the suite's server). Each test speaks
// from addresses of its own (the suite's server trusts X-Forwarded-For), so the limits are the
// defaults and the counts exact.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ACCOUNT_PACE } from '#app/server/staff/throttle.server.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { pdfBody } from '#tests/support/upload-bodies.ts';
import { call, freshAddress } from './support/http.ts';
import { world } from './support/world.ts';

const w = world();

/** How many of an account's paced slots open within `ms`: one at once, then after 1 s, 2 s more, 4 s more, … */
function pacedSlotsWithin(ms: number): number {
  let slots = 1;
  let offset = 0;
  let interval: number = ACCOUNT_PACE.firstIntervalMs;
  while (offset + interval <= ms) {
    offset += interval;
    slots += 1;
    interval = Math.min(interval * 2, ACCOUNT_PACE.maxIntervalMs);
  }
  return slots;
}

function signInAttempt(email: string, password: string, address: string) {
  return call(w.base, '/conan', {
    method: 'POST',
    address,
    headers: { origin: w.base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
}

describe('staff sign-in throttling', () => {
  test("per account and network: after 10 attempts from one address that network waits, the owner's does not", async () => {
    const stranger = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await signInAttempt(w.staffB.email, `falsch-${i}-passwort`, stranger)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const right = await signInAttempt(w.staffB.email, w.staffB.password, stranger);
    expect(right.status).toBe(429);
    expect(right.body).toContain('Zu viele Anmeldeversuche');
    expect(right.headers.getSetCookie().join(';')).not.toMatch(/session_token=[^;]/);
    // The account's name in other letter case is the same account.
    const shouted = await signInAttempt(w.staffB.email.toUpperCase(), w.staffB.password, stranger);
    expect(shouted.status).toBe(429);
    // The owner, from another network, signs in.
    expect((await signInAttempt(w.staffB.email, w.staffB.password, freshAddress())).status).toBe(302);
  });

  test('per account from anywhere: after 10 failures from 10 addresses further guesses are paced', async () => {
    const email = `niemand-${randomUUID()}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await signInAttempt(email, `falsch-${i}-passwort`, freshAddress())).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // The 11th check takes the account's slot; the next one waits a second, the one after two, and
    // so on. On a busy machine the five may reach the server over more than a second: as many may
    // pass as slots open while they arrive, and no more (the burst's own duration bounds that).
    const sent = performance.now();
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signInAttempt(email, `falsch-x${i}-passwort`, freshAddress())),
    );
    const slots = pacedSlotsWithin(performance.now() - sent);
    const passed = burst.filter((response) => response.status !== 429).length;
    expect(passed, `${passed} of 5 passed while ${slots} slot(s) opened`).toBeLessThanOrEqual(slots);
    expect(passed).toBeLessThan(burst.length);
  });

  test('per address: after 20 attempts at other accounts the 21st is refused, even for a real account and password', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (await signInAttempt(`gast${i}-${randomUUID()}@example.org`, 'falsches-passwort-1', address)).status,
      );
    expect(statuses).toEqual(Array(20).fill(401));
    const right = await signInAttempt(w.staffA.email, w.staffA.password, address);
    expect(right.status).toBe(429);
    expect(right.body).toContain('Zu viele Anmeldeversuche');
    // Another address of another network still signs in: the limit is the address's, not everyone's.
    expect((await signInAttempt(w.staffA.email, w.staffA.password, freshAddress())).status).toBe(302);
  });

  test('second factor: after 20 codes from one address the 21st is refused', async () => {
    const address = freshAddress();
    // As the page's form sends it (React Router data request: the action's own answer).
    const post = () =>
      call(w.base, '/conan/zwei-faktor.data', {
        method: 'POST',
        address,
        headers: { origin: w.base, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'kind=totp&code=123456',
      });
    for (let i = 0; i < 20; i++) expect((await post()).status).not.toBe(429);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('Zu viele Anmeldeversuche');
  });
});

describe('limits on the public POST endpoints', () => {
  test('uploads: 30 files per network and hour, then 429 with the German message', async () => {
    const address = freshAddress();
    const body = new Uint8Array(pdfBody(2048));
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 31; i++) {
      const answer = await call(w.base, '/api/uploads', {
        method: 'POST',
        address,
        headers: { 'x-checkout-id': randomUUID(), 'x-file-name': `seite-${i}.pdf` },
        body,
      });
      statuses.push(answer.status);
      last = answer.body;
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(statuses[30]).toBe(429);
    expect(JSON.parse(last)).toMatchObject({ title: 'Zu viele Uploads' });
  });

  test('uploads: files attached to orders never paid still count for the hour (issue 25 point 3), then the same 429', async () => {
    const address = freshAddress();
    const body = new Uint8Array(pdfBody(2048));
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const order = validOrder();
      for (let i = 0; i < 10; i++) {
        const answer = await call(w.base, '/api/uploads', {
          method: 'POST',
          address,
          headers: { 'x-checkout-id': order.checkoutId, 'x-file-name': `seite-${i}.pdf` },
          body,
        });
        statuses.push(answer.status);
        if (answer.status === 201) order.documentIds.push(JSON.parse(answer.body).id);
      }
      const placed = await call(w.base, '/api/checkout', {
        method: 'POST',
        address,
        headers: { 'content-type': 'application/json', origin: w.base },
        body: JSON.stringify(order),
      });
      expect(placed.status).toBe(200);
    }
    expect(statuses).toEqual(Array(30).fill(201));
    const refused = await call(w.base, '/api/uploads', {
      method: 'POST',
      address,
      headers: { 'x-checkout-id': randomUUID(), 'x-file-name': 'seite-31.pdf' },
      body,
    });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ title: 'Zu viele Uploads' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  test('withdrawals: 10 per network and hour, then 429 naming the e-mail alternative', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 11; i++) {
      const answer = await call(w.base, '/vertrag-widerrufen', {
        method: 'POST',
        address,
        headers: { origin: w.base, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: 'Erika Muster',
          orderReference: 'deadbeef',
          email: `w${i}@example.org`,
          intent: 'confirm',
        }),
      });
      statuses.push(answer.status);
      last = answer.body;
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last).toContain('sehr viele Widerrufe');
  });

  test('voucher checks ("Einlösen"): 30 per network and hour, then 429 with the wait; another network still checks', async () => {
    const address = freshAddress();
    const check = (from: string) =>
      call(w.base, '/api/vouchers/check', {
        method: 'POST',
        address: from,
        headers: { origin: w.base, 'content-type': 'application/json' },
        body: JSON.stringify({ voucherCode: 'EC-AAAA-BBBB-CCCC', email: 'erika@example.org' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await check(address)).status);
    // A guessed code is refused with its reason, not by the limit, until the 31st check.
    expect(statuses).toEqual(Array(30).fill(400));
    const limited = await check(address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toContain('erneut');
    expect((await check(freshAddress())).status).toBe(400);
  });

  test('analytics beacons: 120 per network and minute, then 429', async () => {
    const address = freshAddress();
    const send = () =>
      call(w.base, '/api/analytics', {
        method: 'POST',
        address,
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ kind: 'entry', session: randomUUID(), path: '/', referrer: null }),
      });
    // The minute window is one for all networks and starts anew wholesale: if it turns during the
    // burst, the count starts again, so the first refusal comes after 120 to 240 beacons.
    const statuses: number[] = [];
    while (statuses.length < 241 && !statuses.includes(429)) statuses.push((await send()).status);
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThanOrEqual(120);
    expect(statuses.slice(0, first).every((status) => status === 204)).toBe(true);
  });

  test('orders: CHECKOUT_LIMIT_PER_HOUR (20 here) per network and hour, then 429 with a German message', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 21; i++) {
      const answer = await call(w.base, '/api/checkout', {
        method: 'POST',
        address,
        headers: { 'content-type': 'application/json', origin: w.base },
        body: JSON.stringify(validOrder()),
      });
      statuses.push(answer.status);
      last = answer.body;
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(JSON.parse(last).errors.form).toContain('Zu viele Bestellungen');
  });
});
