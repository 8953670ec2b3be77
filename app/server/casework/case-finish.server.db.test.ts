// Finishing a case on a real database (issue 29): the gate before delivery, finishing with or without
// hits (generated report and evidence pack, result mail, voucher), 30 at once, the admin's appendix,
// the second approval. Start, notes, refusals and the history: case-workflow.server.db.test.ts.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noHitsDefinition, verdictDefinitions } from '#app/content/result-terms.ts';
import { loadCaseWorkflow } from '#app/server/casework/case-workflow-view.server.ts';
import { auditLog, mailOutbox, uploadedDocuments, vouchers } from '#app/server/db/schema.server.ts';
import { chunks, fixture } from '#tests/support/order-fixtures.ts';
import { TEST_SITE_URL } from '#tests/support/paid-case.ts';
import { addScreenshot, completeFindings, hit, SUMMARY } from '#tests/support/report-findings.ts';
import { SECOND, STAFF, useWorkflowFixtures } from '#tests/support/workflow-fixtures.ts';
import { finishCase } from './case-finish.server.ts';
import { startWork } from './case-workflow.server.ts';
import { approveFindings, saveFindings } from './findings-store.server.ts';
import { receiveAppendix } from './report-upload.server.ts';

const { database, filesDir, actor, storage, finishContext, caseRow, addCustomerPhoto, startedCase, delivered } =
  useWorkflowFixtures();

describe(`finishing a case on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('refuses to finish with no step done and names the missing steps; delivers "keine Treffer" with report, evidence pack, mail and voucher', async () => {
    const { caseId, email, caseType, day } = await startedCase();
    const photo = await addCustomerPhoto(caseId);
    expect(await startWork(database.db, actor, caseId)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Die Bearbeitung hat bereits begonnen.',
    });

    // Nothing done: refused, every open step named, the case stays in progress.
    const refused = await finishCase(database.db, finishContext(), actor, caseId);
    expect(refused).toMatchObject({ ok: false, status: 400 });
    if (refused.ok || !('problems' in refused)) throw new Error('expected the gate');
    expect(refused.problems[0]?.field).toBe('steps');
    expect(refused.problems[0]?.message).toContain('Bildrückwärtssuche für jedes Profilfoto');
    expect(refused.problems.map((problem) => problem.field)).toEqual(
      expect.arrayContaining(['steps', 'verdict', 'summary', 'nextSteps']),
    );
    expect((await caseRow(caseId)).status).toBe('in-progress');

    // A contradiction is refused too: "wahrscheinlich echt" without a single finding.
    const genuine = completeFindings(caseType, { day, verdict: 'likely-genuine' });
    expect((await saveFindings(database.db, actor, caseId, genuine)).ok).toBe(true);
    const contradiction = await finishCase(database.db, finishContext(), actor, caseId);
    expect(contradiction).toMatchObject({ ok: false, problems: [{ field: 'verdict' }] });

    const findings = completeFindings(caseType, { day, verdict: 'unclear' });
    expect((await saveFindings(database.db, actor, caseId, findings)).ok).toBe(true);
    const now = new Date();
    expect(await finishCase(database.db, finishContext(), actor, caseId, now)).toEqual({ ok: true });
    const done = await caseRow(caseId);
    expect(done).toMatchObject({ status: 'completed-no-findings', resultMessage: SUMMARY, verdict: 'unclear' });
    expect(done.completedAt?.toISOString()).toBe(now.toISOString());

    const [voucher] = await database.db.select().from(vouchers).where(eq(vouchers.issuedForCaseId, caseId));
    expect(voucher?.email).toBe(email.toLowerCase());

    // The report lists the steps with their day and the meaning of "keine Treffer".
    const report = await delivered(caseId, 'report');
    expect(report.row.fileName).toMatch(/^Ergebnisbericht-[0-9a-f]{8}\.pdf$/);
    const flat = report.text.replace(/\s+/g, ' ');
    expect(flat).toContain('Bildrückwärtssuche für jedes Profilfoto');
    expect(flat).toContain(noHitsDefinition);
    expect(flat).toContain(verdictDefinitions.unclear);
    // The evidence pack holds the SHA-256 of the customer's upload, equal to the file's own.
    const evidence = await delivered(caseId, 'evidence');
    expect(evidence.text).toContain(createHash('sha256').update(photo).digest('hex'));

    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'case-result')));
    expect(mail?.toAddress).toBe(email);
    expect(mail?.subject).toContain('Ihr Ergebnis liegt vor');
    expect(mail?.text).toContain(`${TEST_SITE_URL}/auftrag/${done.statusToken}`);
    expect(mail?.text).toContain(SUMMARY);
    expect(mail?.text).toContain('unklar');
    const shown = `EC-${voucher?.code.slice(0, 4)}-${voucher?.code.slice(4, 8)}-${voucher?.code.slice(8)}`;
    expect(mail?.text).toContain(shown);
    expect(mail?.attachments).toEqual([]);

    // Final: nothing more happens to a completed case.
    expect(await startWork(database.db, actor, caseId)).toMatchObject({
      message: 'Dieser Fall ist bereits abgeschlossen.',
    });
    expect(await finishCase(database.db, finishContext(), actor, caseId)).toMatchObject({ ok: false, status: 409 });
    expect(await saveFindings(database.db, actor, caseId, findings)).toMatchObject({ ok: false, status: 409 });

    // The history names who did what, with the request id.
    const workflow = await loadCaseWorkflow(database.db, caseId, (id) => `/link/${id}`);
    expect(workflow?.report).toMatchObject({ id: report.row.id, downloadUrl: `/link/${report.row.id}` });
    expect(workflow?.evidencePack).toMatchObject({ downloadUrl: `/link/${evidence.row.id}` });
    expect(workflow?.voucher?.code).toBe(shown);
    expect(workflow?.canFinish).toBe(false);
    const actions = workflow?.history.map((entry) => `${entry.actor}: ${entry.action}`) ?? [];
    expect(actions).toContain('Sabine Koch: Bearbeitung begonnen');
    expect(actions).toContain(
      'Sabine Koch: Abgeschlossen: keine Treffer, Ergebnisbericht, Beweismappe und Gutschein an den Kunden gesendet',
    );
    expect(actions).toContain('System: Zahlung bestätigt');
    expect(actions).toContain('Kunde: Bestellung abgeschickt');
  });

  it('delivers a finding with its address, day and screenshot: "mit Treffern", no voucher', async () => {
    const { caseId, caseType, day } = await startedCase();
    const shot = await addScreenshot(database.db, storage(), caseId, STAFF);
    const url = 'https://example.org/profile/jonas-model-portfolio-2019';
    const findings = completeFindings(caseType, {
      day,
      verdict: 'likely-fake',
      hits: [hit('h1', url, day, 'missing')],
    });
    expect((await saveFindings(database.db, actor, caseId, findings)).ok).toBe(true);
    // A screenshot that is not the case's does not count.
    expect(await finishCase(database.db, finishContext(), actor, caseId)).toMatchObject({
      ok: false,
      problems: [{ field: 'hits.0.screenshots' }],
    });
    const complete = completeFindings(caseType, { day, verdict: 'likely-fake', hits: [hit('h1', url, day, shot)] });
    expect((await saveFindings(database.db, actor, caseId, complete)).ok).toBe(true);
    expect(await finishCase(database.db, finishContext(), actor, caseId)).toEqual({ ok: true });
    expect((await caseRow(caseId)).status).toBe('completed');
    expect(await database.db.select().from(vouchers).where(eq(vouchers.issuedForCaseId, caseId))).toEqual([]);
    const report = await delivered(caseId, 'report');
    expect(report.text).toContain(url);
    const [year, month, date] = day.split('-');
    expect(report.text).toContain(`Gefunden am ${date}.${month}.${year}`);
    const evidence = await delivered(caseId, 'evidence');
    expect(evidence.text).toContain(url);
    expect(evidence.text).toContain('Strafanzeige');
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'case-result')));
    expect(mail?.text).not.toContain('Gutscheincode');
    // The screenshot and both PDFs lie below the case's folder (deleted with it).
    const files = await readdir(path.join(filesDir.path, 'case-files', caseId));
    expect(files.some((file) => file.startsWith('screenshot-'))).toBe(true);
    expect(files.some((file) => file.startsWith('report-'))).toBe(true);
    expect(files.some((file) => file.startsWith('evidence-'))).toBe(true);
  });

  it('the same "Abschließen" 30 times at once: one delivery, one voucher, one mail, no stray files', async () => {
    const { caseId, caseType, day } = await startedCase();
    await saveFindings(database.db, actor, caseId, completeFindings(caseType, { day }));
    const results = await Promise.all(
      Array.from({ length: 30 }, () => finishCase(database.db, finishContext(), actor, caseId)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    for (const result of results.filter((entry) => !entry.ok)) expect(result).toMatchObject({ status: 409 });
    expect(await database.db.select().from(vouchers).where(eq(vouchers.issuedForCaseId, caseId))).toHaveLength(1);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'case-result')));
    expect(mails).toHaveLength(1);
    const files = await readdir(path.join(filesDir.path, 'case-files', caseId));
    expect(files.filter((file) => file.startsWith('report-'))).toHaveLength(1);
    expect(files.filter((file) => file.startsWith('evidence-'))).toHaveLength(1);
  });

  it("takes a PDF only as an admin's appendix with a reason; the delivered report is the generated one", async () => {
    const { caseId, caseType, day } = await startedCase();
    const pdf = await fixture('chatverlauf.pdf');
    const appendix = (fileName: string, body: Buffer, options: { admin: boolean; reason: string }) =>
      receiveAppendix({
        db: database.db,
        storage: storage(),
        caseId,
        staffId: STAFF,
        requestId: 'req-appendix',
        fileName,
        declaredSize: body.byteLength,
        body: chunks(body)[Symbol.asyncIterator](),
        ...options,
      });
    const reason = 'Gutachten eines Bildexperten zum Profilfoto';
    expect(await appendix('agb.pdf', pdf, { admin: false, reason })).toMatchObject({ ok: false, status: 403 });
    expect(await appendix('gutachten.pdf', pdf, { admin: true, reason: 'kurz' })).toMatchObject({
      ok: false,
      status: 400,
    });
    const png = await fixture('profilbild.png');
    expect(await appendix('gutachten.pdf', png, { admin: true, reason })).toMatchObject({ ok: false, status: 415 });
    const added = await appendix('Gutachten.pdf', pdf, { admin: true, reason });
    expect(added).toMatchObject({ ok: true });
    const [row] = await database.db
      .select()
      .from(uploadedDocuments)
      .where(and(eq(uploadedDocuments.caseId, caseId), eq(uploadedDocuments.kind, 'report-appendix')));
    expect(row?.note).toBe(reason);

    await saveFindings(database.db, actor, caseId, completeFindings(caseType, { day }));
    expect(await finishCase(database.db, finishContext(), actor, caseId)).toEqual({ ok: true });
    const report = await delivered(caseId, 'report');
    // The report is ours, not the uploaded file, and it names the appendix.
    expect(report.row.sha256).not.toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(report.text.replace(/\s+/g, ' ')).toContain('„Gutachten.pdf“');
  });

  it('with the second approval on: refused until another person approved the current findings', async () => {
    const { caseId, caseType, day } = await startedCase();
    const context = { ...finishContext(), secondApproval: true };
    const saved = await saveFindings(database.db, actor, caseId, completeFindings(caseType, { day }));
    if (!saved.ok) throw new Error('not saved');
    expect(await finishCase(database.db, context, actor, caseId)).toMatchObject({
      ok: false,
      problems: [{ field: 'approval' }],
    });
    // The author cannot approve their own findings; an outdated version is refused.
    expect(await approveFindings(database.db, actor, caseId, saved.version)).toMatchObject({ ok: false, status: 403 });
    const second = { staffId: SECOND, requestId: 'req-approve' };
    expect(await approveFindings(database.db, second, caseId, 'x'.repeat(64))).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await approveFindings(database.db, second, caseId, saved.version)).toEqual({ ok: true });
    // A change after the approval voids it.
    const changed = await saveFindings(
      database.db,
      actor,
      caseId,
      completeFindings(caseType, { day, summary: `${SUMMARY} Ergänzt.` }),
    );
    if (!changed.ok) throw new Error('not saved');
    expect(await finishCase(database.db, context, actor, caseId)).toMatchObject({
      ok: false,
      problems: [{ field: 'approval', message: expect.stringContaining('nach der Freigabe geändert') }],
    });
    expect(await approveFindings(database.db, second, caseId, changed.version)).toEqual({ ok: true });
    expect(await finishCase(database.db, context, actor, caseId)).toEqual({ ok: true });
    const [completed] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.completed')));
    expect(completed?.details).toMatchObject({ approvedBy: SECOND });
  });
});
