// The HTTP side of an answer (issue 39): the status page's form is a plain multipart POST to the page
// itself (/auftrag/{token}; works without JavaScript), text first, then the files. Forms are limited to
// 1 MB by the app (app/server/http/app.server.ts); this one is let through (isAnswerPost) and bounded
// here instead: at most ANSWER_BODY_MAX_BYTES are read, declared or not (chunked). A larger form is
// refused in German with what she typed kept: its head (the text fields come first) is parsed on its
// own, the rest is not read and the connection is closed. Success redirects to the page (POST,
// redirect, GET), so a reload sends nothing twice.
import type { Logger } from 'pino';
import { data, redirect } from 'react-router';
import { ANSWER_BODY_MAX_BYTES, answerFileMessages } from '#app/lib/conversation.ts';
import { limitKey } from '../abuse/client-address.server.ts';
import { hitLimit, type LimitRule } from '../abuse/rate-limit.server.ts';
import { formText } from '../http/form-body.server.ts';
import { discardRest } from '../http/request-body.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { answerRefusedBeforeReading, submitAnswer } from './answer.server.ts';
import { chosenFiles } from './answer-files.server.ts';

export { isAnswerPost } from './answer-path.server.ts';

/** Enough for the text fields before the first file (the answer: at most 10,000 characters). */
const HEAD_BYTES = 128 * 1024;

/**
 * Answer posts per client network and hour. A customer who corrects a refused file a few times stays
 * far below it; a script posting to token-shaped paths meets it before any body is read.
 */
export const ANSWER_POSTS_PER_HOUR: LimitRule = { limit: 30, windowSeconds: 3600 };

const HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' };

type FormRead =
  | { ok: true; form: FormData }
  | { ok: false; tooLarge: boolean; form: FormData | null; drained: boolean };

/** A refused form's rest is read and dropped (bounded), so that the browser reads the answer. */
function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  const iterator: AsyncIterator<Uint8Array> = {
    next: async () => {
      const chunk = await reader.read();
      return chunk.done ? { done: true, value: undefined } : { done: false, value: chunk.value };
    },
  };
  return discardRest(iterator, { maxBytes: 4 * ANSWER_BODY_MAX_BYTES, maxMs: 30_000 });
}

function parse(bytes: Uint8Array, contentType: string): Promise<FormData> {
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
}

/** The complete parts of a cut-off form (its head), closed with the final boundary. */
async function parseHead(head: Uint8Array, contentType: string): Promise<FormData | null> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const name = boundary?.[1] ?? boundary?.[2]?.trim();
  if (!name) return null;
  const text = Buffer.from(head).toString('latin1');
  const cut = text.lastIndexOf(`\r\n--${name}`);
  if (cut < 0) return null;
  const closed = Buffer.concat([Buffer.from(text.slice(0, cut), 'latin1'), Buffer.from(`\r\n--${name}--\r\n`)]);
  return parse(closed, contentType).catch(() => null);
}

/** Only the text of a form refused before it is read: its head, the rest dropped unread (bounded). */
async function readAnswerText(request: Request): Promise<{ text: string; drained: boolean }> {
  const contentType = request.headers.get('content-type') ?? '';
  const reader = request.body?.getReader();
  if (!reader) return { text: '', drained: true };
  const parts: Uint8Array[] = [];
  let size = 0;
  while (size < HEAD_BYTES) {
    const next = await reader.read();
    if (next.done) {
      const form = await parse(Buffer.concat(parts), contentType).catch(() => null);
      return { text: form ? formText(form, 'answer') : '', drained: true };
    }
    parts.push(next.value);
    size += next.value.byteLength;
  }
  const form = await parseHead(Buffer.concat(parts).subarray(0, HEAD_BYTES), contentType);
  return { text: form ? formText(form, 'answer') : '', drained: await discard(reader) };
}

/** Reads the form, at most ANSWER_BODY_MAX_BYTES of it. */
export async function readAnswerForm(request: Request): Promise<FormRead> {
  const contentType = request.headers.get('content-type') ?? '';
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  const reader = request.body?.getReader();
  if (!reader) return { ok: false, tooLarge: false, form: null, drained: true };
  const parts: Uint8Array[] = [];
  let size = 0;
  const limit = Number.isFinite(declared) && declared > ANSWER_BODY_MAX_BYTES ? HEAD_BYTES : ANSWER_BODY_MAX_BYTES;
  while (true) {
    const next = await reader.read();
    if (next.done) break;
    parts.push(next.value);
    size += next.value.byteLength;
    if (size > limit || (limit === HEAD_BYTES && size >= HEAD_BYTES)) {
      const head = Buffer.concat(parts).subarray(0, HEAD_BYTES);
      const form = await parseHead(head, contentType);
      return { ok: false, tooLarge: true, form, drained: await discard(reader) };
    }
  }
  try {
    return { ok: true, form: await parse(Buffer.concat(parts), contentType) };
  } catch {
    return { ok: false, tooLarge: false, form: null, drained: true };
  }
}

export interface AnswerRequestDeps {
  db: Parameters<typeof submitAnswer>[0];
  storage: FileStorage;
  siteUrl: string;
  requestId: string;
  /** The client's address (request-context.server.ts), for ANSWER_POSTS_PER_HOUR. */
  clientAddress: string;
  logger: Logger;
  onMailQueued?: () => void;
  /** The clock (tests move it). */
  now?: Date;
}

/** What the page shows after a refused answer: the message, its field and the text as typed. */
export interface AnswerRefusal {
  message: string;
  field: 'answer' | 'files' | null;
  text: string;
}

function refuse(status: number, refusal: AnswerRefusal, close = false) {
  return data({ answerRefused: refusal }, { status, headers: close ? { ...HEADERS, Connection: 'close' } : HEADERS });
}

/** The route action's answer: a redirect to the page after success, else the page with the refusal. */
export async function answerOnStatusPage(deps: AnswerRequestDeps, request: Request, token: string) {
  const refused = await refusedBeforeReading(deps, request, token);
  if (refused) return refused;
  const read = await readAnswerForm(request);
  if (!read.ok) {
    const text = read.form ? formText(read.form, 'answer') : '';
    deps.logger.info({ tooLarge: read.tooLarge }, 'answer form refused');
    if (read.tooLarge)
      return refuse(413, { message: answerFileMessages.tooLarge, field: 'files', text }, !read.drained);
    return refuse(400, {
      message: 'Ihre Antwort konnte nicht gelesen werden. Bitte senden Sie sie erneut.',
      field: null,
      text,
    });
  }
  const answer = formText(read.form, 'answer');
  const result = await submitAnswer(
    deps.db,
    { storage: deps.storage, siteUrl: deps.siteUrl, requestId: deps.requestId, onMailQueued: deps.onMailQueued },
    token,
    { questionId: formText(read.form, 'questionId'), answer, files: chosenFiles(read.form.getAll('files')) },
    deps.now,
  );
  if (!result.ok) return refuse(result.status, { message: result.message, field: result.field ?? null, text: answer });
  return redirect(`/auftrag/${token}?antwort=gesendet#rueckfrage`, { headers: HEADERS });
}

/** Too many posts from this network, or no question waiting behind the token: refused, body unread. */
async function refusedBeforeReading(deps: AnswerRequestDeps, request: Request, token: string) {
  const limit = await hitLimit(
    deps.db,
    limitKey('case-answer', deps.clientAddress),
    ANSWER_POSTS_PER_HOUR,
    deps.now?.getTime(),
  );
  const closed = limit.allowed ? await answerRefusedBeforeReading(deps.db, token) : null;
  if (limit.allowed && !closed) return null;
  const { text, drained } = await readAnswerText(request);
  if (!limit.allowed) {
    deps.logger.warn({ count: limit.count }, 'answer posts over the hourly limit');
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return data(
      {
        answerRefused: {
          message: `Von Ihrem Anschluss kamen in kurzer Zeit sehr viele Antworten. Bitte senden Sie Ihre Antwort in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut; Ihr Text ist unten erhalten.`,
          field: null,
          text,
        } satisfies AnswerRefusal,
      },
      {
        status: 429,
        headers: {
          ...HEADERS,
          'Retry-After': String(limit.retryAfterSeconds),
          ...(drained ? {} : { Connection: 'close' }),
        },
      },
    );
  }
  return refuse(closed?.status ?? 409, { message: closed?.message ?? '', field: null, text }, !drained);
}
