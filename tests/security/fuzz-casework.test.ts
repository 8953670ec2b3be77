// The case page's form posts under fuzzing (fast-check), with a VALID staff session: the intents that
// work on the seeded case (start, note, the workbench's findings / finish / approve, the image
// confirmations, assign) and issue 39's, which change a case's state (the Rückfrage, the review's
// decision, declining), on a paid case of their own so the seeded one stays in work. Asserted as in
// fuzz-staff.test.ts: no 5xx, the process stays up, its memory returns to its level.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { test } from 'vitest';
import { declineReasons } from '#app/lib/decline-reasons.ts';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { describeFuzzing } from './support/fuzz.ts';
import {
  FUZZ_TIMEOUT_MS,
  formBody,
  formType,
  fuzz,
  hostileString,
  hostileValue,
  jsonText,
  segment,
  shaped,
} from './support/hostile.ts';
import { rawCall } from './support/http.ts';
import { world } from './support/world.ts';

const w = world();

/** The case page's action with generated fields, as a page post or as React Router data. */
function fuzzCasePage(caseId: fc.Arbitrary<string>, fields: fc.Arbitrary<Record<string, unknown>>) {
  const payload = fc.record({ caseId, fields, twice: fc.boolean(), type: formType, data: fc.boolean() });
  return fuzz(
    payload,
    (p) => {
      const path = `/conan/faelle/${segment(p.caseId) || 'x'}${p.data ? '.data' : ''}`;
      return rawCall(w.base, path, {
        method: 'POST',
        headers: { cookie: w.cookies.valid, origin: w.base, 'content-type': p.type || undefined },
        body: formBody(p.fields, p.twice),
      });
    },
    { parallel: 3 },
  );
}

describeFuzzing('fuzzing the case page’s intents', w, 2, () => {
  test(
    'POST /conan/faelle/:caseId (Rückfrage, review and decline intents, on a case of their own)',
    async () => {
      // Its own paid case: these intents change a case's state, the seeded one must stay in work.
      const own = await placeOrder(w.base, {
        customer: { firstName: 'Fenja', lastName: 'Fuzzfrage', email: 'fenja.fuzzfrage@example.de' },
      });
      const caseId = fc.oneof(
        { weight: 4, arbitrary: fc.constant(own.caseId) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: hostileString },
      );
      await fuzzCasePage(
        caseId,
        shaped({
          intent: fc.constantFrom('ask-question', 'end-question', 'review-approve', 'review-return', 'decline'),
          question: fc.oneof(fc.string({ maxLength: 2500 }), hostileString),
          wantsFiles: fc.constantFrom('on', '', 'off', 'true'),
          comment: fc.oneof(fc.string({ maxLength: 500 }), hostileString),
          reason: fc.oneof(fc.constantFrom(...declineReasons), hostileString),
          note: fc.oneof(fc.string({ maxLength: 2500 }), hostileString),
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'POST /conan/faelle/:caseId (the case page’s intents)',
    async () => {
      await fuzzCasePage(
        fc.oneof(fc.constant(w.caseId), fc.uuid(), hostileString),
        shaped({
          intent: fc.constantFrom(
            'start',
            'note',
            'finish',
            'findings',
            'approve',
            'report',
            'confirm-image',
            'revoke-image-confirmation',
            'assign',
          ),
          body: fc.string({ maxLength: 500 }),
          assignee: fc.oneof(hostileString, fc.constantFrom('', 'staff-does-not-exist')),
          documentId: fc.constantFrom(...w.documentIds, randomUUID()),
          findings: hostileValue.map(jsonText),
          outcome: fc.constantFrom('completed', 'rejected', 'x'),
          message: fc.string(),
          reportId: fc.uuid(),
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
