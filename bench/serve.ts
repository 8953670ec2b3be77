// `npm run bench:serve`: requests/s and latency (autocannon, 100 connections, 10 s) for a
// prerendered page and two SSR pages (/checkout, the 404 page) of our server, and for nginx serving the same prerendered file
// from the same folder. Needs a build (`npm run build`) and nginx (Debian package nginx-light).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/free-port.ts';
import { cpuSeconds, NODE_DEFAULTS, SERVE_ENV, SERVE_NODE_FLAGS } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'build', 'client');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ssrOnly = process.env.BENCH_ONLY === 'ssr';

if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

async function waitFor(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url)
      .then((r) => r.status)
      .catch(() => 0);
    if (status > 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

interface Figures {
  label: string;
  requestsPerSecond: number;
  latencyAvg: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
  non2xx: number;
  throughputMBs: number;
  /** The server's own CPU time per answered request (user + system), when its process is known. */
  serverCpuUsPerRequest?: number;
  /** The server's CPU use during the run, in cores (1.0 = one core busy). */
  serverCores?: number;
}

async function run(
  label: string,
  url: string,
  headers: Record<string, string> = {},
  serverPid?: number,
): Promise<Figures> {
  // Warm-up, then the measured run.
  await autocannon({ url, connections: 10, duration: 2, headers });
  const cpuBefore = cpuSeconds(serverPid);
  const started = performance.now();
  const result = await autocannon({ url, connections, duration, headers });
  const cpuAfter = cpuSeconds(serverPid);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  return {
    serverCpuUsPerRequest: cpu === undefined ? undefined : Math.round((cpu * 1e6) / Math.max(1, result.requests.total)),
    serverCores: cpu === undefined ? undefined : Math.round((cpu / seconds) * 100) / 100,
    label,
    requestsPerSecond: Math.round(result.requests.average),
    latencyAvg: result.latency.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    throughputMBs: Math.round((result.throughput.average / 1024 / 1024) * 10) / 10,
  };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const results: Figures[] = [];
const dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-bench-'));
const ourPort = await freePort();
// As `npm run serve` runs it (bench/support.ts); BENCH_NODE_DEFAULTS=1 measures with Node's defaults.
const ours = spawn(process.execPath, [...(NODE_DEFAULTS ? [] : SERVE_NODE_FLAGS), 'server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    ...(NODE_DEFAULTS ? {} : SERVE_ENV),
    PORT: String(ourPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  },
  stdio: 'ignore',
});
const nginxDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-nginx-'));
let nginx: ChildProcess | undefined;
try {
  await waitFor(`http://127.0.0.1:${ourPort}/healthz`);
  const ourBase = `http://127.0.0.1:${ourPort}`;
  if (!ssrOnly) {
    results.push(await run('ours: prerendered / (identity)', `${ourBase}/`, {}, ours.pid));
    results.push(await run('ours: prerendered / (brotli)', `${ourBase}/`, { 'accept-encoding': 'br' }, ours.pid));
  }
  results.push(
    await run('ours: /checkout (kept document, gzip)', `${ourBase}/checkout`, { 'accept-encoding': 'gzip' }, ours.pid),
  );
  results.push(await run('ours: /checkout (kept document, identity)', `${ourBase}/checkout`, {}, ours.pid));
  results.push(
    await run(
      'ours: SSR 404 page (gzip on the fly)',
      `${ourBase}/bench-ssr-page`,
      { 'accept-encoding': 'gzip' },
      ours.pid,
    ),
  );

  const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (ssrOnly) {
    // BENCH_ONLY=ssr: the server-rendered pages only.
  } else if (!nginxBinary) {
    console.error('nginx not found: apt-get install -y nginx-light (skipping the comparison)');
  } else {
    const nginxPort = await freePort();
    // Same file, same folder; both servers without access logs; nginx with its default worker count.
    await writeFile(
      path.join(nginxDir, 'nginx.conf'),
      `worker_processes auto;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  include /etc/nginx/mime.types;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${clientDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
    );
    const check = spawnSync(nginxBinary, ['-t', '-c', path.join(nginxDir, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx config: ${check.stderr}`);
    nginx = spawn(nginxBinary, ['-c', path.join(nginxDir, 'nginx.conf')], { stdio: 'ignore' });
    await waitFor(`http://127.0.0.1:${nginxPort}/`);
    results.push(await run('nginx: prerendered / (identity)', `http://127.0.0.1:${nginxPort}/`));
    results.push(
      await run('nginx: prerendered / (gzip_static)', `http://127.0.0.1:${nginxPort}/`, { 'accept-encoding': 'gzip' }),
    );
  }
} finally {
  await stop(ours);
  if (nginx) await stop(nginx);
  await rm(dataDir, { recursive: true, force: true });
  await rm(nginxDir, { recursive: true, force: true });
}

console.log(`\nautocannon: ${connections} connections, ${duration} s each, after a 2 s warm-up\n`);
console.log(
  `${'target'.padEnd(46)} ${'req/s'.padStart(8)} ${'avg ms'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'MB/s'.padStart(6)} ${'errors'.padStart(6)} ${'non2xx'.padStart(7)} ${'server cores'.padStart(12)} ${'µs CPU/req'.padStart(10)}`,
);
for (const r of results) {
  console.log(
    `${r.label.padEnd(46)} ${String(r.requestsPerSecond).padStart(8)} ${r.latencyAvg.toFixed(1).padStart(7)} ${String(r.latencyP50).padStart(5)} ${String(r.latencyP99).padStart(5)} ${String(r.throughputMBs).padStart(6)} ${String(r.errors).padStart(6)} ${String(r.non2xx).padStart(7)} ${(r.serverCores?.toFixed(2) ?? '').padStart(12)} ${String(r.serverCpuUsPerRequest ?? '').padStart(10)}`,
  );
}
console.log(
  "\nserver cores: the server's CPU use during the run (1.00 = one core). Below ~0.9 the server was not the limit: the load",
);
console.log('generator shares the machine, and its own work per response (e.g. a gzip body) caps the figure first.');
console.log(
  "µs CPU/req: the server's CPU time per answered request, the figure that does not depend on the load generator.",
);
const ourStatic = results.find((r) => r.label === 'ours: prerendered / (identity)');
const nginxStatic = results.find((r) => r.label === 'nginx: prerendered / (identity)');
if (ourStatic && nginxStatic) {
  const ratio = ourStatic.requestsPerSecond / nginxStatic.requestsPerSecond;
  console.log(`\nratio ours/nginx (prerendered page, same bytes): ${ratio.toFixed(2)} (goal ≥ 0.5)`);
}
