// The withdrawal function on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set;
// decision record 035): over the per-address limit the declarations are confirmed together in one
// later mail with their § 356a BGB content; without an order number, name and e-mail find one case,
// several (none withdrawn, staff get the candidates) or none; a withdrawal during work states the
// Wertersatz and the expected refund, and the staff's refund form is prefilled with them. No mail
// tells the recipient to ignore it.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { researchStepsFor } from '#app/content/workbench.ts';
import { emptyFindings, type Findings } from '#app/lib/findings.ts';
import { formatDateTime, formatEuro } from '#app/lib/format.ts';
import { startWork } from '#app/server/casework/case-workflow.server.ts';
import { loadCaseWorkflow } from '#app/server/casework/case-workflow-view.server.ts';
import { caseFindings, cases, mailOutbox, refunds, staffUsers, withdrawals } from '#app/server/db/schema.server.ts';
import { requestStaffRefund } from '#app/server/refunds/refunds.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { recordWithdrawal } from './withdrawal.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-withdrawals-');
const storage = () => createDiskStorage(filesDir.path);
const staff = { staffId: 'staff-withdrawal-test', requestId: 'req-withdrawal-test', role: 'admin' } as const;
const STAFF_EMAIL = 'team@echtcheck.de';

beforeAll(async () => {
  await database.db
    .insert(staffUsers)
    .values({ id: staff.staffId, name: 'Wanda Widerruf', email: 'wanda.widerruf@echtcheck.test', role: 'admin' });
});

const context = (mailsPerRecipientPerHour = 3) => ({
  db: database.db,
  provider: testProviderInfo,
  siteUrl: TEST_SITE_URL,
  staffEmail: STAFF_EMAIL,
  mailsPerRecipientPerHour,
});

/** A paid case of a customer of its own (a fresh address). */
async function paidCase(firstName = 'Erika', lastName = 'Mustermann', email = `kunde-${randomUUID()}@example.de`) {
  const paid = await createPaidCase(database.db, storage(), { customer: { firstName, lastName, email, phone: '' } });
  return { ...paid, reference: paid.caseId.slice(0, 8) };
}

async function mailsTo(address: string, kind?: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), kind ? eq(mailOutbox.kind, kind) : undefined));
}

async function staffMailFor(withdrawalId: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `withdrawal-staff:${withdrawalId}`));
  return mail;
}

async function caseRow(caseId: string) {
  const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
  if (!row) throw new Error('case missing');
  return row;
}

function expectNoIgnore(text: string | undefined) {
  expect(text).toBeTruthy();
  expect(text).not.toMatch(/ignorieren/i);
}

describe('over the per-address limit', () => {
  it('confirms the declarations beyond it together in one mail when the hour ends, each with its § 356a content', async () => {
    const victim = `opfer-${randomUUID()}@example.org`;
    const results = [];
    for (let i = 0; i < 5; i++) {
      results.push(
        await recordWithdrawal(context(2), {
          name: i === 4 ? 'Gewinn unter https://example.net' : `Jemand ${i}`,
          orderReference: i % 2 === 0 ? 'deadbeef' : '',
          email: victim,
        }),
      );
    }
    expect(results.map((result) => result.confirmation.kind)).toEqual(['now', 'now', 'digest', 'digest', 'digest']);
    expect(await mailsTo(victim, 'withdrawal-confirmation')).toHaveLength(2);
    const digests = await mailsTo(victim, 'withdrawal-digest');
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    const dueAt = results[2]?.confirmation.kind === 'digest' ? results[2].confirmation.at : null;
    // Due when the hour of the first confirmation ends (the window of the address's counter).
    expect(dueAt?.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(digest?.nextAttemptAt.getTime()).toBe(dueAt?.getTime());
    expect(
      results
        .slice(3)
        .every((r) => r.confirmation.kind === 'digest' && r.confirmation.at.getTime() === dueAt?.getTime()),
    ).toBe(true);
    expect(digest?.status).toBe('pending');
    expect(digest?.subject).toBe('Eingangsbestätigung Ihrer Widerrufe (3 Erklärungen)');
    const text = digest?.text ?? '';
    for (const [index, result] of results.slice(2).entries()) {
      expect(text).toContain(`Widerruf ${index + 1} von 3`);
      expect(text).toContain(formatDateTime(result.receivedAt));
    }
    expect(text).toContain('„Jemand 2“');
    expect(text).toContain('„Jemand 3“');
    // The typed text only quoted, never as our words.
    expect(text).toContain('„Gewinn unter https://example.net“');
    expect(text).toContain('Widerruf des Vertrags');
    expect(text).toContain('Auftragsnummer: deadbeef');
    expect(text).toContain('Auftragsnummer: nicht angegeben');
    expect(text).toContain(`E-Mail-Adresse: ${victim}`);
    expect(text).toContain('Sie haben diese Widerrufe nicht abgegeben?');
    expectNoIgnore(text);
    const stored = await database.db.select().from(withdrawals).where(eq(withdrawals.email, victim));
    expect(stored).toHaveLength(5);
    expect(stored.filter((row) => !row.confirmationMailed)).toHaveLength(3);
    // Staff learn when the customer is confirmed.
    const staffMail = await staffMailFor(results[4]?.withdrawalId ?? '');
    expect(staffMail?.text).toContain(`Versand kurz nach ${formatDateTime(dueAt as Date)}`);
  });

  it('a declaration after the digest was picked up for sending gets its own, due at once', async () => {
    const victim = `spaet-${randomUUID()}@example.org`;
    await recordWithdrawal(context(0), { name: 'Erste Person', orderReference: '', email: victim });
    const [first] = await mailsTo(victim, 'withdrawal-digest');
    await database.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(mailOutbox.id, first?.id ?? ''));
    const before = Date.now();
    const late = await recordWithdrawal(context(0), { name: 'Zweite Person', orderReference: '', email: victim });
    const digests = await mailsTo(victim, 'withdrawal-digest');
    expect(digests).toHaveLength(2);
    const own = digests.find((mail) => mail.dedupeKey.endsWith(late.withdrawalId));
    expect(own?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(own?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(own?.text).toContain('„Zweite Person“');
    expect(own?.text).not.toContain('„Erste Person“');
    expect(own?.subject).toBe('Eingangsbestätigung Ihres Widerrufs');
  });

  it('30 declarations to one address at once: 3 confirmations at once and one digest listing the other 27', async () => {
    const victim = `gleichzeitig-${randomUUID()}@example.org`;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        recordWithdrawal(context(3), { name: `Person ${i}`, orderReference: 'deadbeef', email: victim }),
      ),
    );
    expect(await mailsTo(victim, 'withdrawal-confirmation')).toHaveLength(3);
    const digests = await mailsTo(victim, 'withdrawal-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('Eingangsbestätigung Ihrer Widerrufe (27 Erklärungen)');
    const listed = (digests[0]?.text.match(/„Person \d+“/g) ?? []).length;
    expect(listed).toBe(27);
  });
});

describe('without an order number', () => {
  it('one open case with this e-mail address and name: withdrawn as with the number, and the mail says what happened', async () => {
    const { caseId, email, reference } = await paidCase('Erika', 'Mustermann');
    const result = await recordWithdrawal(context(), {
      name: '  mustermann,   ERIKA ',
      orderReference: '',
      email: email.toUpperCase(),
    });
    expect(result.caseId).toBe(caseId);
    expect(result.refundId).not.toBeNull();
    expect(result.outcome).toEqual({ kind: 'before-work', reference, refundCents: 3900 });
    expect((await caseRow(caseId)).status).toBe('withdrawn');
    const [mail] = await mailsTo(email.toUpperCase(), 'withdrawal-confirmation');
    expect(mail?.subject).toBe('Eingangsbestätigung Ihres Widerrufs');
    expect(mail?.text).toContain('Auftragsnummer: nicht angegeben');
    expect(mail?.text).toContain(`Ihr Auftrag ${reference} war noch nicht in Bearbeitung`);
    expect(mail?.text).toContain('Den vollen Betrag von 39,00 €');
    // What to do if it was not them: truthfully, it is already done.
    expect(mail?.text).toContain('Haben Sie diesen Widerruf nicht selbst abgegeben, melden Sie sich bitte umgehend');
    expect(mail?.text).toContain('Wir haben den Widerruf bereits ausgeführt');
    expectNoIgnore(mail?.text);
    const staffMail = await staffMailFor(result.withdrawalId);
    expect(staffMail?.text).toContain('ohne Auftragsnummer, über Name und E-Mail-Adresse');
  });

  it('a different name matches nothing, even with the order’s address', async () => {
    const { caseId, email } = await paidCase('Erika', 'Mustermann');
    const result = await recordWithdrawal(context(), { name: 'Erik Mustermann', orderReference: '', email });
    expect(result.caseId).toBeNull();
    expect((await caseRow(caseId)).status).toBe('paid');
    const staffMail = await staffMailFor(result.withdrawalId);
    expect(staffMail?.text).toContain('kein passender Fall gefunden');
    expect(staffMail?.text).toContain('Name weicht ab');
  });

  it('several open cases: none is withdrawn, staff get the candidates, the customer that we will assign it', async () => {
    const email = `zwei-${randomUUID()}@example.de`;
    const first = await paidCase('Erika', 'Mustermann', email);
    const second = await paidCase('Erika', 'Mustermann', email);
    const result = await recordWithdrawal(context(), { name: 'Erika Mustermann', orderReference: '', email });
    expect(result.caseId).toBeNull();
    expect(result.refundId).toBeNull();
    expect(result.outcome).toEqual({ kind: 'to-check' });
    for (const { caseId } of [first, second]) {
      const row = await caseRow(caseId);
      expect(row.status).toBe('paid');
      expect(row.withdrawnAt).toBeNull();
      expect(await database.db.select().from(refunds).where(eq(refunds.caseId, caseId))).toHaveLength(0);
    }
    const staffMail = await staffMailFor(result.withdrawalId);
    expect(staffMail?.subject).toBe('Widerruf eingegangen: ohne Auftragsnummer');
    expect(staffMail?.text).toContain('keiner – 2 Aufträge passen zu Name und E-Mail');
    for (const { caseId, reference } of [first, second]) {
      expect(staffMail?.text).toContain(reference);
      expect(staffMail?.html).toContain(`${TEST_SITE_URL}/conan/faelle/${caseId}`);
    }
    const [mail] = await mailsTo(email, 'withdrawal-confirmation');
    expect(mail?.text).toContain(formatDateTime(result.receivedAt));
    expect(mail?.text).toContain('Wir ordnen Ihren Widerruf Ihrem Auftrag zu');
    expect(mail?.text).toContain('Automatisch haben wir mit diesem Widerruf nichts veranlasst');
    expectNoIgnore(mail?.text);
  });

  it('no case at all: stored and confirmed the same way, and the answer does not say whether anything matched', async () => {
    const email = `niemand-${randomUUID()}@example.de`;
    const result = await recordWithdrawal(context(), { name: 'Niemand Bekannt', orderReference: '', email });
    expect(result.caseId).toBeNull();
    expect(result.confirmation).toEqual({ kind: 'now' });
    const [stored] = await database.db.select().from(withdrawals).where(eq(withdrawals.id, result.withdrawalId));
    expect(stored).toMatchObject({ orderReference: '', caseId: null, name: 'Niemand Bekannt' });
    const [mail] = await mailsTo(email, 'withdrawal-confirmation');
    expect(mail?.text).toContain('Wir ordnen Ihren Widerruf Ihrem Auftrag zu');
    // The same mail as for several candidates: the mailbox learns nothing about other people's orders.
    expect(mail?.text).not.toContain('kein passender');
    const staffMail = await staffMailFor(result.withdrawalId);
    expect(staffMail?.text).toContain('kein passender Fall gefunden – bitte manuell prüfen');
  });

  it('a given order number keeps the exact match: the right address with the wrong number matches nothing', async () => {
    const { caseId, email } = await paidCase('Erika', 'Mustermann');
    const wrong = await recordWithdrawal(context(), { name: 'Erika Mustermann', orderReference: 'deadbeef', email });
    expect(wrong.caseId).toBeNull();
    expect((await caseRow(caseId)).status).toBe('paid');
  });
});

describe('during work', () => {
  it('states the Wertersatz by the rule and the expected refund, and prefills the staff’s refund form', async () => {
    const { caseId, email, reference } = await paidCase('Erika', 'Mustermann');
    expect((await startWork(database.db, staff, caseId)).ok).toBe(true);
    const steps = researchStepsFor((await caseRow(caseId)).caseType);
    const [one, two, three] = steps;
    if (!one || !two || !three) throw new Error('the service has fewer than three steps');
    const findings: Findings = {
      ...emptyFindings(),
      steps: {
        [one.key]: { state: 'done', date: '2026-11-21', sources: 'Google Lens', reason: '' },
        [two.key]: { state: 'done', date: '2026-11-21', sources: 'Google', reason: '' },
        [three.key]: { state: 'not-applicable', date: '', sources: '', reason: 'Kein Nutzername angegeben.' },
      },
    };
    await database.db.insert(caseFindings).values({ caseId, findings, updatedBy: staff.staffId });
    const parts = steps.length + 1;
    const valueCents = Math.floor((3900 * 2) / parts);
    const refundCents = 3900 - valueCents;

    const result = await recordWithdrawal(context(), { name: 'Erika Mustermann', orderReference: reference, email });
    expect(result.refundId).toBeNull();
    expect(result.outcome).toMatchObject({
      kind: 'during-work',
      value: { parts, doneParts: 2, valueCents, refundCents, doneSteps: [one.label, two.label] },
    });
    expect((await caseRow(caseId)).status).toBe('withdrawn');
    expect(await database.db.select().from(refunds).where(eq(refunds.caseId, caseId))).toHaveLength(0);

    const [mail] = await mailsTo(email, 'withdrawal-confirmation');
    const text = mail?.text ?? '';
    expect(text).toContain('bereits in Bearbeitung');
    expect(text).toContain('§ 357a Abs. 2 BGB');
    expect(text).toContain(`Die Prüfung besteht aus ${steps.length} Rechercheschritten und dem Ergebnisbericht`);
    expect(text).toContain(`Erbracht bis zum Widerruf: 2 von ${parts} Teilen`);
    expect(text).toContain(`„${one.label}“, „${two.label}“`);
    expect(text).not.toContain(`„${three.label}“`);
    expect(text).toContain(`Wertersatz: ${formatEuro(valueCents)}`);
    expect(text).toContain(`Voraussichtliche Erstattung: ${formatEuro(refundCents)}`);
    expectNoIgnore(text);
    expect((await staffMailFor(result.withdrawalId))?.text).toContain(
      `vorgeschlagene Erstattung ${formatEuro(refundCents)}`,
    );

    // The case page's refund form: amount and reason prefilled from the record of the withdrawal.
    const workflow = await loadCaseWorkflow(database.db, caseId, () => '');
    expect(workflow?.refund?.suggestion).toMatchObject({ amountCents: refundCents, valueCents, doneParts: 2, parts });
    const reason = workflow?.refund?.suggestion?.reason ?? '';
    expect(reason).toContain('§ 357a Abs. 2 BGB');
    expect(reason).toContain(`2 von ${parts} Teilen`);
    // A later change of the draft (not possible through the app) does not change the record.
    await database.db.update(caseFindings).set({ findings: emptyFindings() }).where(eq(caseFindings.caseId, caseId));
    expect((await loadCaseWorkflow(database.db, caseId, () => ''))?.refund?.suggestion?.amountCents).toBe(refundCents);

    // Only the owner confirms it; as prefilled it is accepted as the partial refund with its reason.
    const amount = (refundCents / 100).toFixed(2).replace('.', ',');
    const specialist = { ...staff, role: 'specialist' } as const;
    expect(
      await requestStaffRefund(database.db, specialist, caseId, { amount, reason, requestKey: randomUUID() }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(
      await requestStaffRefund(database.db, staff, caseId, { amount, reason, requestKey: randomUUID() }),
    ).toMatchObject({
      ok: true,
    });
    expect(await database.db.select().from(refunds).where(eq(refunds.caseId, caseId))).toEqual([
      expect.objectContaining({ kind: 'partial', amountCents: refundCents, reason }),
    ]);
  });

  it('a case withdrawn before work has no suggestion: its full refund is already on its way', async () => {
    const { caseId, email, reference } = await paidCase();
    await recordWithdrawal(context(), { name: 'Erika Mustermann', orderReference: reference, email });
    expect((await loadCaseWorkflow(database.db, caseId, () => ''))?.refund?.suggestion).toBeNull();
  });
});

describe('no mail says to ignore it', () => {
  it('none of the withdrawal mails written in this file', async () => {
    const written = await database.db.select().from(mailOutbox).where(like(mailOutbox.kind, 'withdrawal-%'));
    expect(written.length).toBeGreaterThan(10);
    for (const mail of written) {
      expect(mail.text).not.toMatch(/ignorieren/i);
      expect(mail.html).not.toMatch(/ignorieren/i);
    }
  });
});
