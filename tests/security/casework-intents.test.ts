// Issue 39's staff actions under attack: the Rückfrage ("Rückfrage senden": ask-question, "Rückfrage
// beenden": end-question), the review ("Freigeben und versenden": review-approve, "Zurückgeben":
// review-return), "Nächsten Fall übernehmen" (take-next on /conan/faelle) and the team's settings
// (/conan/team). Each is sent by a stranger (no session, an expired, a signed-out and forged
// session cookies), for cases that do not exist or cannot take it, with malformed, empty, oversized
// and chunked bodies, 30 at once, and by a Prüfer without the rights it needs. Every refusal is
// checked twice: by its answer, and by what the server does next (a refused question was not asked:
// the real one is still the first; a refused approval sent nothing: the case still waits for it).
import { describe, expect, test } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '#app/lib/staff-roles.ts';
import { NOT_A_REVIEWER } from '#app/server/review/review-settings.server.ts';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { completeFindings } from '#tests/support/report-findings.ts';
import { type Answer, forgedCookies, leakedMarkers, rawCall, tamperedCookie } from './support/http.ts';
import { world } from './support/world.ts';

const w = world();
const FORM = 'application/x-www-form-urlencoded';
const ALREADY_ASKED = 'Es ist bereits eine Rückfrage offen.';
const NONE_OPEN = 'Es ist keine Rückfrage offen.';
const QUESTION = 'Können Sie uns bitte den vollständigen Namen des Profils nennen, wie er in der App erscheint?';

/** The cookies of every visitor who is not signed in (the session contract: 401 for an action). */
function strangers(): Record<string, string | undefined> {
  const forged = forgedCookies();
  return {
    'no session': undefined,
    expired: w.cookies.expired,
    'signed out': w.cookies.revoked,
    'random token': forged.randomToken,
    'signed unknown token': forged.signedUnknown,
    'tampered signature': tamperedCookie(w.cookies.valid),
  };
}

function post(
  path: string,
  body: string | Uint8Array,
  options: { cookie?: string; type?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return rawCall(w.base, path, {
    method: 'POST',
    headers: { origin: w.base, 'content-type': options.type ?? FORM, cookie: options.cookie, ...options.headers },
    body,
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const casePath = (caseId: string) => `/conan/faelle/${caseId}`;
/** Staff A (an Inhaber) asks, or ends the open question. */
const ask = (caseId: string) =>
  post(casePath(caseId), form({ intent: 'ask-question', question: QUESTION }), { cookie: w.cookies.valid });
const end = (caseId: string) => post(casePath(caseId), form({ intent: 'end-question' }), { cookie: w.cookies.valid });

async function paidCase(label: string): Promise<string> {
  const order = await placeOrder(w.base, {
    customer: { firstName: 'Ida', lastName: `Angriff${label}`, email: `ida.${label.toLowerCase()}@example.de` },
  });
  return order.caseId;
}

function berlinToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

/** Each stranger's request: 401, nothing of the case in the answer, no 5xx. */
async function expectStrangersRefused(label: string, send: (cookie: string | undefined) => Promise<Answer>) {
  const problems: string[] = [];
  for (const [who, cookie] of Object.entries(strangers())) {
    const answer = await send(cookie);
    if (answer.status !== 401) problems.push(`${label} [${who}] → ${answer.status}: ${answer.body.slice(0, 120)}`);
    const leaked = leakedMarkers(answer.body, w.markers, label);
    if (leaked.length > 0) problems.push(`${label} [${who}] leaks ${leaked.join(', ')}`);
  }
  expect(problems).toEqual([]);
}

/** How often each status came back. */
function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

describe('the Rückfrage intents', () => {
  test('a stranger can neither ask nor end a question; the real question is still the first', async () => {
    const caseId = await paidCase('Fremd');
    for (const path of [casePath(caseId), `${casePath(caseId)}.data`]) {
      await expectStrangersRefused(`ask ${path}`, (cookie) =>
        post(path, form({ intent: 'ask-question', question: QUESTION, wantsFiles: 'on' }), { cookie }),
      );
    }
    // Nothing was asked: staff ask now, and the next question is refused as one too many.
    expect((await ask(caseId)).status).toBe(200);
    const second = await ask(caseId);
    expect(second.status).toBe(409);
    expect(second.body).toContain(ALREADY_ASKED);
    await expectStrangersRefused('end', (cookie) =>
      post(casePath(caseId), form({ intent: 'end-question' }), { cookie }),
    );
    // The question is still open: staff end it, once.
    expect((await end(caseId)).status).toBe(200);
    const again = await end(caseId);
    expect(again.status).toBe(409);
    expect(again.body).toContain(NONE_OPEN);
  });

  test('unknown, malformed and unfit cases are refused by name, never with a server error', async () => {
    const refusals: [string, number, string][] = [];
    for (const caseId of ['00000000-0000-4000-8000-000000000000', 'x', '%27%20or%201%3D1--', 'a'.repeat(400)]) {
      const answer = await ask(caseId);
      refusals.push([caseId.slice(0, 40), answer.status, answer.body.includes('gibt es nicht') ? 'named' : '']);
    }
    expect(refusals).toEqual(refusals.map(([id]) => [id, 404, 'named']));
    // Another customer's orders: one not paid is no case for staff at all (404), one withdrawn
    // cannot take a question (409); no question reaches either.
    const victim = (status: string) => w.victims.find((one) => one.status === status)?.caseId ?? '';
    const unpaid = await ask(victim('pending'));
    expect(unpaid.status).toBe(404);
    expect(unpaid.body).toContain('Diesen bezahlten Fall gibt es nicht.');
    const withdrawn = await ask(victim('withdrawn'));
    expect(withdrawn.status, withdrawn.body.slice(0, 200)).toBe(409);
    expect(withdrawn.body).toContain('Im Status „Widerrufen“ ist keine Rückfrage möglich.');
  });

  test('empty, wrong-type, oversized and chunked bodies: a German refusal, and the case stays as it was', async () => {
    const caseId = await paidCase('Kaputt');
    const path = casePath(caseId);
    const cookie = w.cookies.valid;
    const chunked = (text: string) => {
      const bytes = Buffer.from(text);
      return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n0\r\n\r\n')]);
    };
    const cases: [string, () => Promise<Answer>, number, string?][] = [
      ['empty body', () => post(path, '', { cookie }), 400, 'Unbekannte Aktion.'],
      ['no question text', () => post(path, form({ intent: 'ask-question' }), { cookie }), 400],
      [
        'a question of 20 000 characters',
        () => post(path, form({ intent: 'ask-question', question: 'a'.repeat(20_000) }), { cookie }),
        400,
      ],
      [
        'control characters',
        () => post(path, form({ intent: 'ask-question', question: `Hallo\u0007\u001b[2J${QUESTION}` }), { cookie }),
        400,
      ],
      [
        'JSON instead of a form',
        () =>
          post(path, JSON.stringify({ intent: 'ask-question', question: QUESTION }), {
            cookie,
            type: 'application/json',
          }),
        415,
      ],
      [
        'no content type',
        () => post(path, form({ intent: 'ask-question', question: QUESTION }), { cookie, type: '' }),
        415,
      ],
      [
        '2 MB form',
        () => post(path, form({ intent: 'ask-question', question: 'a'.repeat(2 * 1024 * 1024) }), { cookie }),
        413,
      ],
      [
        '2 MB chunked, no length',
        () =>
          post(path, chunked(form({ intent: 'ask-question', question: 'b'.repeat(2 * 1024 * 1024) })), {
            cookie,
            headers: { 'transfer-encoding': 'chunked' },
          }),
        413,
      ],
      [
        'chunked, an unknown intent',
        () =>
          post(path, chunked(form({ intent: 'frag-mal' })), { cookie, headers: { 'transfer-encoding': 'chunked' } }),
        400,
        'Unbekannte Aktion.',
      ],
    ];
    const problems: string[] = [];
    for (const [label, send, status, text] of cases) {
      const answer = await send();
      if (answer.status !== status)
        problems.push(`${label}: ${answer.status}, expected ${status} ${answer.body.slice(0, 160)}`);
      if (text && !answer.body.includes(text)) problems.push(`${label}: no "${text}"`);
    }
    expect(problems).toEqual([]);
    // Nothing was asked by any of them: the first real question goes through, a second does not.
    expect((await ask(caseId)).status).toBe(200);
    expect((await ask(caseId)).status).toBe(409);
  });

  test('30 "Rückfrage senden" at once ask one question; 30 "Rückfrage beenden" at once end it once', async () => {
    const caseId = await paidCase('Gleichzeitig');
    const asked = await Promise.all(Array.from({ length: 30 }, () => ask(caseId)));
    expect(tally(asked)).toEqual({ 200: 1, 409: 29 });
    expect(asked.filter((answer) => answer.status === 409).every((answer) => answer.body.includes(ALREADY_ASKED))).toBe(
      true,
    );
    const ended = await Promise.all(Array.from({ length: 30 }, () => end(caseId)));
    expect(tally(ended)).toEqual({ 200: 1, 409: 29 });
    // Back at work, the case takes the next question.
    expect((await ask(caseId)).status).toBe(200);
  });
});

describe('the review intents and the team settings', () => {
  test('a Prüfer hands in; strangers and a Prüfer without the right cannot decide, 30 approvals send once', async () => {
    const caseId = await paidCase('Freigabe');
    const path = casePath(caseId);
    const specialist = w.cookies.specialist;
    expect((await post(path, form({ intent: 'start' }), { cookie: specialist })).status).toBe(200);
    const findings = completeFindings('dating-app', { day: berlinToday(), verdict: 'unclear' });
    const finished = await post(path, form({ intent: 'finish', findings: JSON.stringify(findings), revision: '0' }), {
      cookie: specialist,
    });
    expect(finished.status, finished.body.slice(0, 300)).toBe(200);
    const inReview = await ask(caseId);
    expect(inReview.status).toBe(409);
    expect(inReview.body).toContain('Im Status „Zur Freigabe“ ist keine Rückfrage möglich.');

    for (const intent of ['review-approve', 'review-return']) {
      await expectStrangersRefused(intent, (cookie) =>
        post(path, form({ intent, comment: 'Von außen zurückgegeben.' }), { cookie }),
      );
    }
    // The Prüfer gives herself the right on the team page: the owner's part refuses her …
    const team = await post(
      '/conan/team',
      form({ memberId: 'x', reviewer: 'on', reviewReports: '', openCaseLimit: '99' }),
      {
        cookie: specialist,
      },
    );
    expect(team.status).toBe(403);
    expect(team.body).toContain(ADMIN_ONLY_MESSAGE);
    await expectStrangersRefused('/conan/team', (cookie) =>
      post('/conan/team', form({ memberId: 'x', reviewer: 'on', openCaseLimit: '99' }), { cookie }),
    );
    // … so she still cannot decide on her own report, either way.
    for (const intent of ['review-approve', 'review-return']) {
      const answer = await post(path, form({ intent, comment: 'Passt so.' }), { cookie: specialist });
      expect(answer.status, intent).toBe(403);
      expect(answer.body).toContain(NOT_A_REVIEWER);
    }
    // A reviewer's return needs a comment; an oversized one is refused before it is read.
    const bare = await post(path, form({ intent: 'review-return', comment: '  ' }), { cookie: w.cookies.staffB });
    expect(bare.status).toBe(400);
    const huge = await post(path, form({ intent: 'review-return', comment: 'c'.repeat(2 * 1024 * 1024) }), {
      cookie: w.cookies.staffB,
    });
    expect(huge.status).toBe(413);

    // Still handed in and unsent: 30 approvals at once deliver exactly once.
    const approvals = await Promise.all(
      Array.from({ length: 30 }, () => post(path, form({ intent: 'review-approve' }), { cookie: w.cookies.staffB })),
    );
    expect(tally(approvals)).toEqual({ 200: 1, 409: 29 });
    const afterwards = await ask(caseId);
    expect(afterwards.status).toBe(409);
    // Delivered without findings: "Abgeschlossen – keine Treffer".
    expect(afterwards.body).toMatch(/Im Status „Abgeschlossen[^“]*“ ist keine Rückfrage möglich\./);
    const returned = await post(path, form({ intent: 'review-return', comment: 'Zu spät.' }), {
      cookie: w.cookies.staffB,
    });
    expect(returned.status).toBe(409);
  });

  test('the team settings: unknown members and bad limits are refused in German, never with a server error', async () => {
    const cookie = w.cookies.valid;
    const unknown = await post(
      '/conan/team',
      form({ memberId: '00000000-0000-4000-8000-000000000000', openCaseLimit: '5' }),
      {
        cookie,
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Dieses Mitarbeiterkonto gibt es nicht.');
    for (const memberId of ['', 'x', 'a'.repeat(500)]) {
      const answer = await post('/conan/team', form({ memberId, openCaseLimit: '5' }), { cookie });
      expect([400, 404], `memberId "${memberId.slice(0, 20)}" → ${answer.status}`).toContain(answer.status);
    }
    expect((await post('/conan/team', '{}', { cookie, type: 'application/json' })).status).toBe(415);
    expect(
      (await post('/conan/team', form({ memberId: 'x', openCaseLimit: '9'.repeat(2 * 1024 * 1024) }), { cookie }))
        .status,
    ).toBe(413);
  });

  test('"Nächsten Fall übernehmen": a stranger takes nothing; anything but take-next is refused', async () => {
    for (const path of ['/conan/faelle', '/conan/faelle.data']) {
      await expectStrangersRefused(`take-next ${path}`, (cookie) =>
        post(path, form({ intent: 'take-next' }), { cookie }),
      );
    }
    const other = await post('/conan/faelle', form({ intent: 'take-all' }), { cookie: w.cookies.valid });
    expect(other.status).toBe(400);
    expect((await post('/conan/faelle', '', { cookie: w.cookies.valid, type: 'text/plain' })).status).toBe(415);
  });
});
