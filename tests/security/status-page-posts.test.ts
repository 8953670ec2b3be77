// The status page's plain form posts ("Jetzt erneut bezahlen" without JavaScript): the page's
// no-referrer policy makes a browser send `Origin: null`, which the HTTP layer drops only when the
// browser itself marks the post same-origin (Sec-Fetch-Site; app/server/conversation/answer-path.server.ts).
// Attacked here: the same form from another site, with a forged origin, on an unknown token, with an
// empty, a wrong, an oversized and a chunked body, and 30 times at once. On the seeded paid case the
// action has nothing to pay: a post that reaches it is answered with the way back to the status page.
import { describe, expect, test } from 'vitest';
import { type Answer, rawCall } from './support/http.ts';
import { world } from './support/world.ts';

const w = world();
const FORM = 'application/x-www-form-urlencoded';
const PAY_AGAIN = 'bezahlen=erneut';

function post(path: string, body: string | Uint8Array, headers: Record<string, string>): Promise<Answer> {
  return rawCall(w.base, path, { method: 'POST', headers: { 'content-type': FORM, ...headers }, body });
}
const ownPage = { origin: 'null', 'sec-fetch-site': 'same-origin' };
const statusPath = () => `/auftrag/${w.statusToken}`;

describe('the status page form without JavaScript', () => {
  test('from the page itself it reaches the action: the paid case has nothing to pay, back to its page', async () => {
    const answer = await post(statusPath(), PAY_AGAIN, ownPage);
    expect(answer.status, answer.body.slice(0, 200)).toBe(302);
    expect(answer.headers.get('location')).toBe(statusPath());
  });

  test('from another site, or with a forged or missing browser word, it is refused before the action', async () => {
    const refusals: [string, Record<string, string>][] = [
      ['Origin null from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
      ['Origin null without Sec-Fetch-Site', { origin: 'null' }],
      ['another origin claiming same-origin', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
    ];
    for (const [label, headers] of refusals) {
      const answer = await post(statusPath(), PAY_AGAIN, headers);
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      expect(answer.headers.get('location'), label).toBeNull();
    }
  });

  test('unknown token, empty and wrong bodies, 2 MB with and without a length: 4xx, the server stays up', async () => {
    const chunked = (text: string) => {
      const bytes = Buffer.from(text);
      return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n0\r\n\r\n')]);
    };
    const big = `bezahlen=erneut&x=${'a'.repeat(2 * 1024 * 1024)}`;
    const cases: [string, () => Promise<Answer>, number][] = [
      ['unknown token', () => post(`/auftrag/${'A'.repeat(43)}`, PAY_AGAIN, ownPage), 404],
      ['empty body', () => post(statusPath(), '', ownPage), 400],
      ['another button value', () => post(statusPath(), 'bezahlen=sofort', ownPage), 400],
      ['2 MB form', () => post(statusPath(), big, ownPage), 413],
      [
        '2 MB chunked, no length',
        () =>
          rawCall(w.base, statusPath(), {
            method: 'POST',
            headers: { 'content-type': FORM, 'transfer-encoding': 'chunked', ...ownPage },
            body: chunked(big),
          }),
        413,
      ],
    ];
    for (const [label, send, status] of cases) {
      const answer = await send();
      expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBe(status);
    }
    expect((await rawCall(w.base, '/healthz', {})).status).toBe(200);
  });

  test('30 at once: each answered alike, none a server error, the page still shows the paid case', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(statusPath(), PAY_AGAIN, ownPage)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(302));
    const page = await rawCall(w.base, statusPath(), {});
    expect(page.status).toBe(200);
    expect(page.body).toContain('Bezahlt');
  });
});
