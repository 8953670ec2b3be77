// The Rückfrage mails: the question is in the mail as plain text (escaped in HTML), the button leads
// to the status page, the reminder says it is one, the deadline is named; the staff's mail on an
// answer carries no case content.
import { describe, expect, it } from 'vitest';
import { testProviderInfo } from '#tests/support/paid-case.ts';
import { answerStaffMail, questionMail } from './conversation.server.ts';

const input = {
  reference: 'EC-ABCD-1234',
  serviceName: 'Dating-Profil-Check',
  customerName: 'Rita Beispiel',
  question: 'Bitte senden Sie den <a href="https://evil.example">Link</a> & die Bilder.',
  wantsFiles: true,
  askedAt: new Date('2026-12-07T09:00:00Z'),
  deadline: new Date('2026-12-10T09:00:00Z'),
  statusUrl: 'https://echtcheck.de/auftrag/abcdefghijklmnopqrstuvwxyz012345',
  reminder: false,
};

describe('the Rückfrage mails', () => {
  it('quote the question escaped and lead to the status page', () => {
    const mail = questionMail(input, testProviderInfo, 'https://echtcheck.de');
    expect(mail.subject).toBe('Rückfrage zu Ihrem Auftrag EC-ABCD-1234');
    expect(mail.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Link&lt;/a&gt; &amp; die Bilder.');
    expect(mail.html).not.toContain('<a href="https://evil.example">');
    expect(mail.html).toContain(`href="${input.statusUrl}"`);
    expect(mail.text).toContain(input.question);
    expect(mail.text).toContain('Rückfrage beantworten');
    expect(mail.text).toContain('ruht die Frist');
    expect(mail.text).toContain('10.12.2026');
    expect(mail.text).toContain('Dateien hinzufügen');
  });

  it('the reminder says it is one', () => {
    const mail = questionMail(
      { ...input, reminder: true, wantsFiles: false },
      testProviderInfo,
      'https://echtcheck.de',
    );
    expect(mail.subject).toBe('Erinnerung: Rückfrage zu Ihrem Auftrag EC-ABCD-1234');
    expect(mail.text).toContain('Wir warten noch auf Ihre Antwort');
    expect(mail.text).not.toContain('Dateien hinzufügen');
  });

  it('the staff mail names the case and the files, never the answer', () => {
    const mail = answerStaffMail(
      {
        caseId: '0b7c1f0e-1111-4a2b-9c3d-123456789abc',
        reference: 'EC-ABCD-1234',
        round: 2,
        answeredAt: input.askedAt,
        fileCount: 3,
      },
      'https://echtcheck.de',
    );
    expect(mail.subject).toBe('Antwort auf Ihre Rückfrage im Fall EC-ABCD-1234');
    expect(mail.text).toContain('Rückfrage 2');
    expect(mail.text).toContain('mit 3 Dateien');
    expect(mail.html).toContain('/conan/faelle/0b7c1f0e-1111-4a2b-9c3d-123456789abc');
  });
});
