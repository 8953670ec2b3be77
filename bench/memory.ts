// `npm run bench:memory`: the server's resident memory at rest, 60 s after it became ready (the
// start-up jobs have run), as `npm run serve` starts it and with Node's defaults, on embedded PGlite
// (first start: the database is created; restart: it exists) and on PostgreSQL. Prints RSS and its
// parts: the JavaScript heap, memory outside it (PGlite's WebAssembly memory is most of it) and the
// rest (code, native libraries, malloc). The runs go in parallel, so the figure is for a quiet server.
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDatabase } from './load-database.ts';
import { requireBuild, SERVE_NODE_FLAGS, startServer } from './support.ts';

requireBuild();
const SETTLE_MS = Number(process.env.MEMORY_SETTLE_SECONDS ?? 60) * 1000;
const probe = ['--import', './bench/memory-probe.ts'];

interface Reading {
  label: string;
  rssMb: number;
  heapTotalMb: number;
  externalMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 1048576);

async function measure(label: string, env: Record<string, string>, nodeFlags: string[], dataDir?: string) {
  const server = await startServer(env, { dataDir, nodeFlags: [...nodeFlags, ...probe] });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const pid = server.child.pid ?? 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rssMb = Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  const usage = await new Promise<NodeJS.MemoryUsage>((resolve) => {
    server.child.stderr?.on('data', (chunk: Buffer) => {
      const line = /MEMORY (\{.*\})/.exec(chunk.toString())?.[1];
      if (line) resolve(JSON.parse(line) as NodeJS.MemoryUsage);
    });
    server.child.kill('SIGUSR2');
  });
  await server.stop();
  return { label, rssMb, heapTotalMb: mb(usage.heapTotal), externalMb: mb(usage.external), dataDir: server.dataDir };
}

// A database folder made once, for the restart runs (each on its own copy: PGlite admits one process).
const made = await measure('PGlite, first start (npm run serve)', {}, SERVE_NODE_FLAGS);
const copies = await Promise.all(
  [1, 2].map(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'echtcheck-memory-'));
    await cp(made.dataDir, dir, { recursive: true, filter: (source) => !source.endsWith('staff.sock') });
    return dir;
  }),
);
const postgres = [await benchDatabase('postgres'), await benchDatabase('postgres')];
const readings: Reading[] = [
  made,
  ...(await Promise.all([
    measure('PGlite, first start (Node defaults)', {}, []),
    measure('PGlite, restart (npm run serve)', {}, SERVE_NODE_FLAGS, copies[0]),
    measure('PGlite, restart (Node defaults)', {}, [], copies[1]),
    measure('PostgreSQL (npm run serve)', postgres[0]?.env ?? {}, SERVE_NODE_FLAGS),
    measure('PostgreSQL (Node defaults)', postgres[1]?.env ?? {}, []),
  ])),
];
for (const reading of readings)
  await rm((reading as { dataDir?: string }).dataDir ?? '', { recursive: true, force: true });
for (const database of postgres) await database.drop();

console.log(`\nmemory at rest, ${SETTLE_MS / 1000} s after the server became ready\n`);
console.log('| server | RSS MB | JS heap MB | outside the heap MB (PGlite WebAssembly, buffers) | rest MB |');
console.log('|---|---:|---:|---:|---:|');
for (const r of readings) {
  console.log(
    `| ${r.label} | ${r.rssMb} | ${r.heapTotalMb} | ${r.externalMb} | ${r.rssMb - r.heapTotalMb - r.externalMb} |`,
  );
}
