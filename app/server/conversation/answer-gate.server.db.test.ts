// Before an answer form is read (issue 39, attacked): a post to a status page with no question
// waiting is refused without taking its body into memory, and a network posting more than
// ANSWER_POSTS_PER_HOUR answers in an hour is refused with Retry-After; both keep the typed text.
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { ANSWER_POSTS_PER_HOUR, answerOnStatusPage } from './answer-request.server.ts';
import { askQuestion } from './questions.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-answer-gate-');
const storage = () => createDiskStorage(filesDir.path);
const staff = { staffId: 'staff-answer-gate', requestId: 'req-answer-gate' };
const BOUNDARY = 'grenze7MA4YWxkTrZu0gW';

beforeAll(async () => {
  await database.db
    .insert(staffUsers)
    .values({ id: staff.staffId, name: 'Paula Prüferin', email: 'gate@echtcheck.test', role: 'specialist' });
});

const deps = (clientAddress: string, now?: Date) => ({
  db: database.db,
  storage: storage(),
  siteUrl: TEST_SITE_URL,
  requestId: 'req-answer-gate',
  clientAddress,
  logger: pino({ level: 'silent' }),
  now,
});

/**
 * A multipart answer whose file part streams `fileBytes` zero bytes lazily, and how many bytes the
 * server pulled from it (chunks of 64 KB, as a socket delivers them).
 */
function streamedAnswer(token: string, text: string, fileBytes: number) {
  const head = new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="answer"\r\n\r\n${text}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="gross.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const chunk = new Uint8Array(64 * 1024);
  const pulled = { bytes: 0 };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = sent === 0 ? head : sent - head.byteLength < fileBytes ? chunk : null;
      if (!next) return controller.close();
      sent += next.byteLength;
      pulled.bytes += next.byteLength;
      controller.enqueue(next);
    },
  });
  const request = new Request(`${TEST_SITE_URL}/auftrag/${token}`, {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  } as RequestInit);
  return { request, pulled };
}

function answerRequest(token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`${TEST_SITE_URL}/auftrag/${token}`, { method: 'POST', body: form });
}

describe('an answer post refused before its body is read', () => {
  it('no question waiting (a paid case, an unknown token): refused at once, the text kept, 200 MB not read', async () => {
    const { statusToken } = await createPaidCase(database.db, storage());
    const paid = streamedAnswer(statusToken, 'Mein Text', 200 * 1024 * 1024);
    const started = performance.now();
    const refused = await answerOnStatusPage(deps('198.51.100.1'), paid.request, statusToken);
    expect(refused).toMatchObject({
      init: { status: 409, headers: { Connection: 'close' } },
      data: { answerRefused: { field: null, text: 'Mein Text' } },
    });
    // Dropped unread past the head (bounded: at most four times the form limit), never parsed.
    expect(paid.pulled.bytes).toBeLessThan(200 * 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(30_000);

    const unknown = streamedAnswer('B'.repeat(32), 'Noch ein Text', 1024 * 1024);
    const notFound = await answerOnStatusPage(deps('198.51.100.1'), unknown.request, 'B'.repeat(32));
    expect(notFound).toMatchObject({
      init: { status: 404 },
      data: { answerRefused: { message: 'Diese Statusseite gibt es nicht.', text: 'Noch ein Text' } },
    });
  });

  it(`over ${ANSWER_POSTS_PER_HOUR.limit} posts an hour from one network: 429 with Retry-After, text kept; others still answer`, async () => {
    const { caseId, statusToken } = await createPaidCase(database.db, storage());
    const context = { siteUrl: TEST_SITE_URL, provider: testProviderInfo };
    const asked = await askQuestion(database.db, context, staff, caseId, {
      question: 'Welche Bank?',
      wantsFiles: false,
    });
    if (!asked.ok) throw new Error('not asked');
    const now = new Date();
    // Thirty empty answers, each refused on its own merits (400), all counted.
    const tries = await Promise.all(
      Array.from({ length: ANSWER_POSTS_PER_HOUR.limit }, () =>
        answerOnStatusPage(
          deps('192.0.2.44', now),
          answerRequest(statusToken, { questionId: asked.questionId, answer: '' }),
          statusToken,
        ),
      ),
    );
    expect(tries.map((answer) => (answer as { init?: { status?: number } }).init?.status)).toEqual(
      Array(ANSWER_POSTS_PER_HOUR.limit).fill(400),
    );
    const limited = await answerOnStatusPage(
      deps('192.0.2.44', now),
      answerRequest(statusToken, { questionId: asked.questionId, answer: 'Sparkasse' }),
      statusToken,
    );
    expect(limited).toMatchObject({ init: { status: 429 }, data: { answerRefused: { text: 'Sparkasse' } } });
    const init = (limited as { init: { headers: Record<string, string> } }).init;
    expect(Number(init.headers['Retry-After'])).toBeGreaterThan(0);
    expect((limited as { data: { answerRefused: { message: string } } }).data.answerRefused.message).toMatch(
      /Bitte senden Sie Ihre Antwort in \d+ Minuten? erneut; Ihr Text ist unten erhalten\./,
    );
    // Another network (the customer on her phone's mobile data) still answers.
    const answered = await answerOnStatusPage(
      deps('2001:db8:77::1', now),
      answerRequest(statusToken, { questionId: asked.questionId, answer: 'Sparkasse' }),
      statusToken,
    );
    expect(answered).toBeInstanceOf(Response);
    expect((answered as Response).status).toBe(302);
  });
});
