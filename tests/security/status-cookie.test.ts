// The re-sent order (issue 37 point 1): the checkout's order request names its case by the checkout
// id, and a case id is no secret (it is in the success page's address, the browser history, the
// provider's redirect). Re-sending an order with another customer's case id once answered 200 with
// `Set-Cookie: echtcheck-auftrag=<that case>.<its status token>`, and with that cookie the success
// page led to the other customer's status page and invoice. No request that does not already carry
// the token may ever yield it: tried here for a pending, a paid, a withdrawn and a completed case,
// with the attacker's own contact data and with the victim's (her name and address are no secret).
import { describe, expect, test } from 'vitest';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { call } from './support/http.ts';
import { world } from './support/world.ts';

const w = world();

/** The order request, as a browser would send it, for `caseId` with `customer`. */
function resentOrder(caseId: string, customer: { firstName: string; lastName: string; email: string; phone: string }) {
  return JSON.stringify(validOrder({ checkoutId: caseId, customer }));
}

/** The `name=value` pairs of an answer's Set-Cookie headers. */
function cookiePairs(headers: Headers): string[] {
  return headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
}

const ATTACKER = { firstName: 'Mallory', lastName: 'Nachsteller', email: 'mallory@example.org', phone: '' };

describe("a re-sent order never hands out another case's status token", () => {
  for (const status of ['pending', 'paid', 'withdrawn', 'completed'] as const) {
    for (const who of ['attacker', 'victim'] as const) {
      test(`${status} case, with the ${who}'s contact data`, async () => {
        const victim = w.victims.find((one) => one.status === status);
        if (!victim) throw new Error(`no ${status} victim seeded`);
        const customer = who === 'attacker' ? ATTACKER : w.victimCustomer;
        // Once without any cookie, once with a valid order cookie of another case (the attacker's own).
        for (const cookie of [undefined, `echtcheck-auftrag=${w.caseId}.${w.statusToken}`]) {
          const answer = await call(w.base, '/api/checkout', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: w.base, ...(cookie ? { cookie } : {}) },
            body: resentOrder(victim.caseId, customer),
          });
          expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500);
          const leaked = [answer.body, ...answer.headers.getSetCookie()].filter((text) =>
            text.includes(victim.statusToken),
          );
          expect(leaked, `${answer.status} ${answer.body.slice(0, 200)}`).toEqual([]);
          // Whatever the answer set, the success page does not lead to the victim's status page.
          const jar = [cookie, ...cookiePairs(answer.headers)].filter(Boolean).join('; ');
          for (const path of [
            `/payment-success?case_id=${victim.caseId}`,
            `/payment-success.data?case_id=${victim.caseId}`,
          ]) {
            const page = await call(w.base, path, { headers: jar ? { cookie: jar } : {} });
            expect(page.body, path).not.toContain(victim.statusToken);
          }
        }
      });
    }
  }

  test("the victim's own browser still gets to her status page", async () => {
    // Control: the cookie the victim's browser holds leads to her page, so the checks above can fail.
    const victim = w.victims.find((one) => one.status === 'paid');
    if (!victim) throw new Error('no paid victim seeded');
    const page = await call(w.base, `/payment-success?case_id=${victim.caseId}`, {
      headers: { cookie: `echtcheck-auftrag=${victim.caseId}.${victim.statusToken}` },
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`/auftrag/${victim.statusToken}`);
  });
});
