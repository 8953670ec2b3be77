// What the two-instance test (two-instances.test.ts) needs beside the instances: work for the
// background jobs seeded before the instances start (so both start-up runs find the same work),
// orders placed on one instance and paid on the other, and the instances' JSON log lines.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#app/server/db/db.server.ts';
import { analytics, cases, mailOutbox, uploadedDocuments } from '#app/server/db/schema.server.ts';
import type { FileStorage } from '#app/server/storage/storage.server.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { syntheticJpeg } from '#tests/support/synthetic-photo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

async function* once(bytes: Buffer) {
  yield new Uint8Array(bytes);
}

export interface SeededWork {
  /** Cases completed 40 days ago: the retention job deletes their data. */
  purge: string[];
  /** Images of paid cases without fingerprints: the fingerprint job computes them. */
  images: string[];
  /** Berlin days with page views not rolled up yet: the analytics roll-up condenses them. */
  analyticsDays: number;
}

export async function seedJobWork(db: Db, storage: FileStorage): Promise<SeededWork> {
  const purge: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { caseId } = await createPaidCase(db, storage, {});
    await db
      .update(cases)
      .set({ status: 'completed', paidAt: daysAgo(42), completedAt: daysAgo(40), updatedAt: daysAgo(40) })
      .where(eq(cases.id, caseId));
    purge.push(caseId);
  }
  const images: string[] = [];
  for (let i = 0; i < 8; i++) {
    const { caseId } = await createPaidCase(db, storage, {});
    const bytes = await syntheticJpeg(700 + i, 1600, 1200);
    const key = `case-files/${caseId}/1-foto-${i}.jpg`;
    await storage.write(key, once(bytes), { maxBytes: bytes.byteLength });
    const [document] = await db
      .insert(uploadedDocuments)
      .values({
        caseId,
        kind: 'customer',
        fileName: `foto-${i}.jpg`,
        fileSize: bytes.byteLength,
        fileType: 'image/jpeg',
        filePath: key,
        state: 'stored',
      })
      .returning({ id: uploadedDocuments.id });
    if (document) images.push(document.id);
  }
  const days = [6, 5, 4, 3];
  for (const day of days) {
    await db
      .insert(analytics)
      .values([0, 1, 2].map(() => ({ sessionId: randomUUID(), pagePath: '/', createdAt: daysAgo(day) })));
  }
  // The seeded cases' mails count as sent long ago: the mails under test are those of the new orders.
  await db.update(mailOutbox).set({ status: 'sent', sentAt: daysAgo(40) });
  return { purge, images, analyticsDays: days.length };
}

export interface CrossOrder {
  caseId: string;
  documentId: string;
  bytes: Buffer;
  email: string;
}

/** Upload and order on one instance, the simulated payment on the other (as a load balancer may route). */
export async function orderAcross(placeOn: string, payOn: string, n: number): Promise<CrossOrder> {
  const checkoutId = randomUUID();
  const bytes = await syntheticJpeg(900 + n, 640, 480);
  const uploaded = await fetch(`${placeOn}/api/uploads`, {
    method: 'POST',
    headers: { 'x-checkout-id': checkoutId, 'x-file-name': encodeURIComponent(`profil-${n}.jpg`), origin: placeOn },
    body: new Uint8Array(bytes),
  });
  if (uploaded.status !== 201) throw new Error(`upload ${n}: ${uploaded.status} ${await uploaded.text()}`);
  const { id: documentId } = (await uploaded.json()) as { id: string };
  const email = `kundin-${n}@example.de`;
  const order = validOrder({ checkoutId, documentIds: [documentId] });
  order.customer = { ...order.customer, lastName: `Zweiinstanz${n}`, email };
  const placed = await fetch(`${placeOn}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: placeOn },
    body: JSON.stringify(order),
  });
  if (placed.status !== 200) throw new Error(`order ${n}: ${placed.status} ${await placed.text()}`);
  const { paymentUrl } = (await placed.json()) as { paymentUrl: string };
  const paid = await fetch(`${payOn}/zahlung/test/${paymentUrl.split('/').pop()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: payOn },
    body: 'ergebnis=bezahlen',
    redirect: 'manual',
  });
  if (paid.status !== 302) throw new Error(`payment ${n}: ${paid.status} ${await paid.text()}`);
  return { caseId: checkoutId, documentId, bytes, email };
}

export interface LogLine {
  msg?: string;
  level?: number;
  [field: string]: unknown;
}

/** The pino JSON lines of a process's output with the given message. */
export function logLines(output: string, msg: string): LogLine[] {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      const parsed = JSON.parse(line) as LogLine;
      return parsed.msg === msg ? [parsed] : [];
    } catch {
      return [];
    }
  });
}

export async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
