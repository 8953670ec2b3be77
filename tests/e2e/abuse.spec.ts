// The abuse cases that concern the running process: each attack is sent over HTTP to a server
// process of its own (node server.ts, embedded defaults), and the test looks at the answers, the
// process, its log and its data folder. The database-level cases are in tests/integration/abuse.db.test.ts.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { holdsFor } from '#tests/support/holds-for.ts';
import { exitOf, type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';
import { MB, pdfBody, writePdfInChunks } from '#tests/support/upload-bodies.ts';

test.describe.configure({ mode: 'serial' });

const MAX = 50 * MB;
const pdf = pdfBody;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Local port of the connection: the same port means the same (kept-alive) connection. */
  localPort: number | undefined;
}

/** A POST to /api/uploads through `agent`, chunked (no Content-Length) unless `declare` is set. */
function sendUpload(
  base: string,
  agent: http.Agent,
  total: number,
  options: { declare?: boolean; checkoutId?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/uploads`, {
      method: 'POST',
      agent,
      headers: {
        'x-checkout-id': options.checkoutId ?? randomUUID(),
        'x-file-name': 'gross.pdf',
        ...(options.declare ? { 'content-length': String(total) } : { 'transfer-encoding': 'chunked' }),
      },
    });
    answerOf(request).then(resolve, reject);
    writePdfInChunks(request, total);
  });
}

/** The whole answer to a request, with the local port of its connection. */
function answerOf(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          localPort: request.socket?.localPort,
        }),
      );
    });
    request.on('error', reject);
  });
}

function get(base: string, agent: http.Agent, url: string): Promise<Answer> {
  return answerOf(http.get(`${base}${url}`, { agent }));
}

let server: ServerProcess;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerProcess({ MAIL_POLL_SECONDS: '1' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a chunked upload of 50 MB + 1 byte answers 413 "Datei zu groß", the process keeps serving, no partial file stays', async () => {
  test.setTimeout(60_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await sendUpload(server.base, agent, MAX + 1);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ title: 'Datei zu groß' });
    // The crash this guards against came 1–2 s after the answer: the process is watched that long.
    await holdsFor('the server process keeps running', () => server.child.exitCode === null, 2500);
    // The same keep-alive connection serves the next request (the rest of the body was read).
    const health = await get(server.base, agent, '/healthz');
    expect(health.status).toBe(200);
    expect(health.localPort).toBe(refused.localPort);
    expect((await filesBelow(path.join(server.dataDir, 'files'))).filter((file) => file.includes('.part-'))).toEqual(
      [],
    );
    expect(server.output()).not.toContain('ERR_STREAM_DESTROYED');
  } finally {
    agent.destroy();
  }
});

test('a declared oversize body gets 413 with Connection: close, and the next request on the agent succeeds', async () => {
  test.setTimeout(60_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await sendUpload(server.base, agent, MAX + 1, { declare: true });
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
    expect((await get(server.base, agent, '/healthz')).status).toBe(200);
  } finally {
    agent.destroy();
  }
});

test('a client that disconnects mid-upload is logged as an aborted request, not as a server error', async () => {
  await new Promise<void>((resolve) => {
    const request = http.request(`${server.base}/api/uploads`, {
      method: 'POST',
      headers: { 'x-checkout-id': randomUUID(), 'x-file-name': 'chat.pdf', 'content-length': String(10 * MB) },
    });
    request.on('error', () => resolve());
    request.write(pdf(2 * MB), () => setTimeout(() => request.destroy(), 300));
  });
  await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('upload aborted by the client');
  expect(server.output()).not.toContain('unhandled error');
  expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
});

test('one client uploading 50 MB files under ever-new checkout ids stores 200 MB, then gets 429 with a German message', async () => {
  test.setTimeout(120_000);
  const own = await startServerProcess();
  try {
    const body = new Blob([new Uint8Array(pdf(MAX))]);
    const statuses: number[] = [];
    let refusal: { title?: string; description?: string } = {};
    let retryAfter: string | null = null;
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${own.base}/api/uploads`, {
        method: 'POST',
        headers: { 'x-checkout-id': randomUUID(), 'x-file-name': 'chat.pdf' },
        body,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        refusal = await response.json();
        retryAfter = response.headers.get('retry-after');
      } else await response.arrayBuffer();
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
    expect(refusal.title).toBe('Zu viele Uploads');
    expect(refusal.description).toContain('Minuten erneut');
    expect(Number(retryAfter)).toBeGreaterThan(3000);
    const files = await filesBelow(path.join(own.dataDir, 'files'));
    expect(files).toHaveLength(4);
  } finally {
    await own.stop();
  }
});

test('30 withdrawals to one address: 10 recorded (then 429), 3 confirmation mails, the typed URL only quoted', async () => {
  test.setTimeout(60_000);
  const victim = `opfer-${Date.now()}@example.org`;
  const statuses: number[] = [];
  let lastPage = '';
  for (let i = 0; i < 30; i++) {
    const response = await fetch(`${server.base}/vertrag-widerrufen`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Erstattung abholen: https://example.net/erstattung',
        orderReference: 'deadbeef',
        email: victim,
        intent: 'confirm',
      }),
    });
    statuses.push(response.status);
    lastPage = await response.text();
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  expect(lastPage).toContain('sehr viele Widerrufe');
  const mailDir = path.join(server.dataDir, 'mails');
  await expect
    .poll(async () => (await filesBelow(mailDir)).filter((file) => file.includes('withdrawal-staff')).length, {
      timeout: 15_000,
    })
    .toBe(10);
  const confirmations = [];
  for (const file of (await filesBelow(mailDir)).filter((name) => name.includes('withdrawal-confirmation'))) {
    const text = await readFile(file, 'utf8');
    if (text.includes(victim)) confirmations.push(text);
  }
  expect(confirmations).toHaveLength(3);
  for (const mail of confirmations) expect(mail).not.toMatch(/Guten Tag Erstattung/);
});

test('malformed bodies get 400 or 415 with a logged reason, never 500', async () => {
  const session = 'sim_cs_000000000000000000000000';
  const cases: { url: string; init: RequestInit; expected: number[] }[] = [
    {
      url: '/vertrag-widerrufen',
      init: { headers: { 'content-type': 'application/json' }, body: '{"name":"x"}' },
      expected: [415],
    },
    {
      url: '/vertrag-widerrufen',
      init: { headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: '--xyz\r\ngarbage' },
      expected: [400],
    },
    { url: '/vertrag-widerrufen', init: { headers: { 'content-type': 'text/plain' }, body: '' }, expected: [415] },
    {
      url: '/api/checkout',
      init: { headers: { 'content-type': 'application/json' }, body: '{"service":"\\ud800"}' },
      expected: [400],
    },
    { url: '/api/checkout', init: { headers: { 'content-type': 'application/json' }, body: '{' }, expected: [400] },
    { url: '/api/checkout', init: { headers: { 'content-type': 'text/plain' }, body: 'x' }, expected: [415] },
  ];
  for (const { url, init, expected } of cases) {
    const response = await fetch(`${server.base}${url}`, { method: 'POST', ...init });
    expect(expected, `${url} ${JSON.stringify(init.headers)}`).toContain(response.status);
    await response.arrayBuffer();
  }
  // The test payment page of an unknown session: 404, whatever the body.
  const unknown = await fetch(`${server.base}/zahlung/test/${session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(unknown.status).toBe(404);
  expect(server.output()).toContain('form post refused');
  expect(server.output()).not.toContain('unhandled error');
});

test('the success page data of a pending case names neither the e-mail nor the target, and is not cached', async ({
  page,
}) => {
  const checkoutId = randomUUID();
  const order = {
    checkoutId,
    service: 'dating-app-schutz',
    customer: { firstName: 'Mara', lastName: 'Beispiel', email: 'mara@example.org', phone: '' },
    target: { targetName: 'Geheimer Name', targetPlatforms: ['Tinder'] },
    additional: { orderedFor: 'self', residence: 'HH', payments: ['none'] },
    legal: {
      purposes: ['Schutz vor Betrug'],
      relation: 'online',
      description: 'x'.repeat(160),
      berechtigtesInteresse: true,
      agbAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
      earlyStart: true,
    },
  };
  const placed = await fetch(`${server.base}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });
  expect(placed.status).toBe(200);
  const data = await fetch(`${server.base}/payment-success.data?case_id=${checkoutId}`);
  expect(data.headers.get('cache-control')).toBe('no-store');
  const text = await data.text();
  expect(text).not.toContain('mara@example.org');
  expect(text).not.toContain('Geheimer Name');
  expect(text).toContain(checkoutId.slice(0, 8));
  const html = await fetch(`${server.base}/payment-success?case_id=${checkoutId}`);
  expect(html.headers.get('cache-control')).toBe('no-store');
  // Paid: the page shows the details and the e-mail masked.
  const paymentUrl = `/zahlung/test/${((await placed.json()) as { paymentUrl: string }).paymentUrl.split('/').pop()}`;
  await page.goto(`${server.base}${paymentUrl}`);
  await page.getByRole('button', { name: 'Zahlung erfolgreich simulieren' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Buchung' })).toBeVisible();
  await expect(page.getByText('m…@example.org')).toBeVisible();
  await expect(page.getByText('mara@example.org')).toHaveCount(0);
});

test('simulated payments on a public site: refused at start, or a warning at every start with ALLOW_SIMULATED_PAYMENTS', async () => {
  // Two server starts on a machine busy with the other browser tests.
  test.setTimeout(240_000);
  const operator = {
    SITE_URL: 'https://staging.example.org',
    COMPANY_NAME: 'Beispiel GmbH',
    COMPANY_REPRESENTATIVE: 'Erika Beispiel',
    COMPANY_STREET: 'Beispielweg 1',
    COMPANY_POSTAL_CODE: '10115',
    COMPANY_CITY: 'Berlin',
    CONTACT_EMAIL: 'kontakt@example.org',
    CONTACT_PHONE: '+49 30 000000',
    HOSTING_PROVIDER: 'Beispiel Hosting GmbH',
    DPO_NAME: 'Erika Beispiel (Datenschutzbeauftragte)',
    DPO_EMAIL: 'datenschutz@example.org',
    OPERATOR_FIGURES_NONE: 'true',
    // A GmbH's imprint names its register entry and VAT id: required on a public site.
    COMPANY_REGISTER: 'Amtsgericht Charlottenburg, HRB 000000 B',
    VAT_ID: 'DE000000000',
  };
  const refused = await startServerProcess(operator);
  expect(await exitOf(refused.child)).toBe(1);
  expect(refused.output()).toContain('ALLOW_SIMULATED_PAYMENTS=true');
  await refused.stop();
  const allowed = await startServerProcess({ ...operator, ALLOW_SIMULATED_PAYMENTS: 'true' });
  try {
    expect(allowed.child.exitCode).toBeNull();
    expect(allowed.output()).toContain('anyone can order without paying');
  } finally {
    await allowed.stop();
  }
});
