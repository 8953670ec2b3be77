// `npm run bench:upload`: a 50 MB upload through POST /api/uploads; the server's memory growth
// (resident set size, sampled every 5 ms from /proc) and the throughput in MB/s. Goal: ≤ 32 MB.
// BENCH_STORAGE=s3: the same against S3 storage (STORAGE_PROVIDER=s3), an s3rver started here.
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { type S3TestServer, startS3Server } from '#tests/support/s3-server.ts';
import { requireBuild, startServer } from './support.ts';

requireBuild();
const SIZE = 50 * 1024 * 1024;
// A PDF head followed by filler: a valid upload of exactly 50 MB.
const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n');
const body = Buffer.alloc(SIZE, 0x20);
head.copy(body);

function rssMb(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/status`, 'utf8').then(
    (status) => Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
  );
}

const onS3 = process.env.BENCH_STORAGE === 's3';
const s3: S3TestServer | undefined = onS3 ? await startS3Server('echtcheck-bench') : undefined;
const server = await startServer(s3?.env ?? {});
const pid = server.child.pid ?? 0;
const rows: {
  run: number;
  seconds: number;
  mbPerSecond: number;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
}[] = [];
try {
  // Warm-up: code paths loaded, database connection open.
  await fetch(`${server.base}/api/uploads`, {
    method: 'POST',
    headers: { 'x-checkout-id': randomUUID(), 'x-file-name': 'warm.pdf' },
    body: body.subarray(0, 1024 * 1024),
  });
  for (let run = 1; run <= 3; run++) {
    await new Promise((r) => setTimeout(r, 500));
    const baseline = await rssMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      void rssMb(pid).then((value) => {
        peak = Math.max(peak, value);
      });
    }, 5);
    const started = performance.now();
    const response = await fetch(`${server.base}/api/uploads`, {
      method: 'POST',
      headers: { 'x-checkout-id': randomUUID(), 'x-file-name': encodeURIComponent('großer-chatverlauf.pdf') },
      body,
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, await rssMb(pid));
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    if (s3) {
      // The object is in the bucket, whole (the last key written is this run's).
      const keys = await s3.keys('case-files/');
      const sizes = await Promise.all(
        keys.map(
          async (Key) => (await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key }))).ContentLength,
        ),
      );
      if (!sizes.includes(SIZE)) throw new Error(`no ${SIZE}-byte object in the bucket after run ${run}`);
    }
    rows.push({
      run,
      seconds: Math.round(seconds * 100) / 100,
      mbPerSecond: Math.round((SIZE / 1024 / 1024 / seconds) * 10) / 10,
      baselineMb: Math.round(baseline),
      peakMb: Math.round(peak),
      growthMb: Math.round((peak - baseline) * 10) / 10,
    });
  }
} finally {
  await server.stop();
  await rm(server.dataDir, { recursive: true, force: true });
  await s3?.stop();
}

const target = onS3 ? 'to S3 (s3rver on this machine, multipart)' : 'to disk';
console.log(`\n50 MB upload (POST /api/uploads, streamed ${target}), server RSS sampled every 5 ms\n`);
console.log('| run | seconds | MB/s | RSS before MB | RSS peak MB | growth MB |');
console.log('|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.run} | ${r.seconds} | ${r.mbPerSecond} | ${r.baselineMb} | ${r.peakMb} | ${r.growthMb} |`);
const worst = Math.max(...rows.map((r) => r.growthMb));
console.log(`\nmax memory growth: ${worst} MB (goal ≤ 32 MB) ${worst <= 32 ? 'PASS' : 'FAIL'}`);
