// `npm run bench:abuse`: the public-side abuse probe (issue "One request crashes the server"), run
// against the built server on embedded defaults. Prints, for each attack, what the server did:
//   1. a chunked upload of 50 MB + 1 byte: status, whether the process is still up, partial files left;
//   2. one client uploading 50 MB files under ever-new checkout ids for ABUSE_SECONDS (default 60):
//      the status codes and the bytes stored;
//   3. 30 withdrawal submissions naming one recipient: confirmation mails written to that address.
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { MB, pdfBody, writePdfInChunks } from '../tests/support/upload-bodies.ts';
import { type RunningServer, requireBuild, startServer } from './support.ts';

requireBuild();
const SECONDS = Number(process.env.ABUSE_SECONDS ?? 60);
const pdf = pdfBody;

async function filesBelow(dir: string): Promise<{ path: string; size: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { path: full, size: (await stat(full).catch(() => ({ size: 0 }))).size };
    }),
  );
}

/** A chunked POST (no Content-Length) of `total` bytes; resolves with the status or the socket error. */
function chunkedUpload(base: string, total: number): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request(`${base}/api/uploads`, {
      method: 'POST',
      headers: { 'x-checkout-id': randomUUID(), 'x-file-name': 'gross.pdf', 'transfer-encoding': 'chunked' },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
    });
    request.on('error', (error) => resolve(`error ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    writePdfInChunks(request, total);
  });
}

// Each probe gets a fresh server, so that one probe's limits or crash do not decide the next.
const report: string[] = [];
async function probe(run: (server: RunningServer, filesDir: string) => Promise<void>) {
  const server = await startServer({ LOG_LEVEL: 'silent' });
  try {
    await run(server, path.join(server.dataDir, 'files'));
  } finally {
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
  }
}

await probe(async (server, filesDir) => {
  // 2. Disk fill from one address.
  const body = new Blob([new Uint8Array(pdf(50 * MB))]);
  const statuses = new Map<number | string, number>();
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < until) {
        const response = await fetch(`${server.base}/api/uploads`, {
          method: 'POST',
          headers: { 'x-checkout-id': randomUUID(), 'x-file-name': 'chat.pdf' },
          body,
        }).catch((error: Error) => error);
        const key = response instanceof Error ? `error ${response.message}` : response.status;
        if (!(response instanceof Error)) await response.arrayBuffer();
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    }),
  );
  const stored = (await filesBelow(filesDir)).reduce((sum, file) => sum + file.size, 0);
  const counts = [...statuses].map(([code, n]) => `${code}×${n}`).join(', ');
  report.push(
    `2. one address, ${SECONDS} s of 50 MB uploads under new checkout ids: ${counts}; stored ${(stored / MB).toFixed(0)} MB`,
  );
});

await probe(async (server) => {
  // 3. Withdrawal confirmations to one address.
  const victim = `opfer-${Date.now()}@example.org`;
  const submitted: number[] = [];
  for (let i = 0; i < 30; i++) {
    const response = await fetch(`${server.base}/vertrag-widerrufen`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Gewinn abholen unter https://example.net/gewinn',
        orderReference: 'deadbeef',
        email: victim,
        intent: 'confirm',
      }),
      redirect: 'manual',
    });
    await response.arrayBuffer();
    submitted.push(response.status);
  }
  await new Promise((r) => setTimeout(r, 8000));
  const mails = (await filesBelow(path.join(server.dataDir, 'mails'))).filter((file) =>
    file.path.includes('withdrawal-confirmation'),
  );
  let toVictim = 0;
  let withUrl = 0;
  for (const mail of mails) {
    const text = await readFile(mail.path, 'utf8');
    if (text.includes(victim)) toVictim++;
    if (text.includes('example.net/gewinn')) withUrl++;
  }
  const codes = [...new Set(submitted)].map((code) => `${code}×${submitted.filter((c) => c === code).length}`);
  report.push(
    `3. 30 withdrawal submissions to one address: ${codes.join(', ')}; confirmation mails to it: ${toVictim}; ` +
      `mails quoting the typed URL: ${withUrl}`,
  );
});

await probe(async (server, filesDir) => {
  // 1. Crash (last: before the fix it ends the process).
  const status = await chunkedUpload(server.base, 50 * MB + 1);
  await new Promise((r) => setTimeout(r, 2500));
  const alive = (await fetch(`${server.base}/healthz`).catch(() => undefined))?.status ?? 'no answer';
  const partials = (await filesBelow(filesDir)).filter((file) => file.path.includes('.part-'));
  report.push(
    `1. chunked 50 MB + 1 byte: status ${status}; /healthz after 2.5 s: ${alive}; ` +
      `partial files left: ${partials.length} (${(partials.reduce((s, f) => s + f.size, 0) / MB).toFixed(1)} MB)`,
  );
});
report.sort();
console.log(`\nAbuse probe against the built server on embedded defaults\n\n${report.join('\n')}`);
