// A withdrawal as the mails show it (Jürgen Weiß, order 3F2A9C1B, received 21.11.2026, 14:05 Uhr
// Berlin), for the mail templates' tests.
import type { WithdrawalData } from '#app/server/mail/templates.server.ts';

export const testWithdrawal: WithdrawalData = {
  name: 'Jürgen Weiß',
  orderReference: '3F2A9C1B',
  email: 'juergen.weiss@example.de',
  receivedAt: new Date('2026-11-21T13:05:00Z'),
  caseId: '3f2a9c1b-5d7e-4f60-8a91-0b2c3d4e5f60',
  confirmationMailed: true,
  digestAt: null,
  outcome: { kind: 'to-check' },
  matchedBy: 'reference',
  candidates: [],
};
