// Test data for the dashboard's database tests: clients, cases in any status, details, documents
// and analytics rows, inserted directly (the order path has its own tests).
import { randomUUID } from 'node:crypto';
import type { CaseStatus } from '#app/lib/case-state.ts';
import type { Db } from '#app/server/db/db.server.ts';
import { analytics, caseDetails, cases, clients, uploadedDocuments } from '#app/server/db/schema.server.ts';

let serial = 0;

export async function insertClient(
  db: Db,
  values: { firstName?: string; lastName?: string; email?: string; phone?: string | null; createdAt?: Date } = {},
): Promise<string> {
  serial++;
  const [row] = await db
    .insert(clients)
    .values({
      firstName: values.firstName ?? 'Erika',
      lastName: values.lastName ?? `Muster${serial}`,
      email: values.email ?? `kunde${serial}@example.de`,
      phone: values.phone ?? null,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('client not inserted');
  return row.id;
}

export interface CaseValues {
  clientId: string;
  id?: string;
  status?: CaseStatus;
  /** undefined: a payment id; null: none. */
  paymentId?: string | null;
  caseType?: string;
  amountCents?: number;
  createdAt?: Date;
  paidAt?: Date | null;
  /** Paid with a guarantee voucher: 0 €, the payment id `voucher:<code>` (as the checkout writes it). */
  voucher?: boolean;
  /** The contact data typed with the order (cases.customer_*); none by default. */
  customer?: { firstName: string; lastName: string; email: string; phone?: string | null };
}

/** A case; by default paid (payment id, status paid) and created now. */
export async function insertCase(db: Db, values: CaseValues): Promise<string> {
  const id = values.id ?? randomUUID();
  const createdAt = values.createdAt ?? new Date();
  const paymentId = values.voucher ? `voucher:${id.slice(0, 12).toUpperCase()}` : `pay_${id.slice(0, 12)}`;
  await db.insert(cases).values({
    id,
    clientId: values.clientId,
    status: values.status ?? 'paid',
    caseType: values.caseType ?? 'dating-app',
    amountCents: values.amountCents ?? (values.voucher ? 0 : 3900),
    paymentProvider: values.voucher ? 'voucher' : 'simulated',
    paymentId: values.paymentId === undefined ? paymentId : values.paymentId,
    createdAt,
    paidAt: values.paidAt === undefined ? createdAt : values.paidAt,
    ...(values.customer
      ? {
          customerFirstName: values.customer.firstName,
          customerLastName: values.customer.lastName,
          customerEmail: values.customer.email,
          customerPhone: values.customer.phone ?? null,
        }
      : {}),
  });
  return id;
}

export async function insertDetail(db: Db, caseId: string, targetName = 'Daniel Weber'): Promise<string> {
  const [row] = await db
    .insert(caseDetails)
    .values({
      caseId,
      targetName,
      targetUsername: 'daniel_w',
      targetProfileUrl: 'tinder.com/@daniel_w',
      targetPlatforms: ['Tinder', 'WhatsApp'],
      suspicionReason: 'Geldforderung',
      chatContent: 'Hallo',
    })
    .returning({ id: caseDetails.id });
  if (!row) throw new Error('detail not inserted');
  return row.id;
}

export async function insertDocument(
  db: Db,
  caseId: string,
  values: { fileName?: string; state?: 'receiving' | 'stored' } = {},
): Promise<string> {
  const fileName = values.fileName ?? 'profilbild.png';
  const [row] = await db
    .insert(uploadedDocuments)
    .values({
      caseId,
      fileName,
      fileSize: 2048,
      fileType: 'image/png',
      filePath: `case-files/${caseId}/1700000000000-${fileName}`,
      state: values.state ?? 'stored',
    })
    .returning({ id: uploadedDocuments.id });
  if (!row) throw new Error('document not inserted');
  return row.id;
}

export interface PageView {
  sessionId: string;
  pagePath: string;
  visitorHash: string | null;
  country: string | null;
  timeOnPage: number | null;
  createdAt: Date;
}

export async function insertPageViews(db: Db, views: readonly PageView[]): Promise<void> {
  for (let i = 0; i < views.length; i += 500) {
    await db.insert(analytics).values(views.slice(i, i + 500).map((view) => ({ ...view, userAgent: 'Vitest' })));
  }
}
