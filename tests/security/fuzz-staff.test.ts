import fc from 'fast-check';
import { test } from 'vitest';
import { describeFuzzing } from './support/fuzz.ts';
import {
  contentType,
  FUZZ_TIMEOUT_MS,
  formBody,
  formType,
  fuzz,
  headerValue,
  hostileString,
  rawBody,
  segment,
  shaped,
} from './support/hostile.ts';
import { rawCall } from './support/http.ts';
import { world } from './support/world.ts';

const w = world();

/** A staff POST with the valid session and our origin (so the fuzzing reaches the action). */
function staffPost(
  path: string,
  type: string,
  body: string | Uint8Array | undefined,
  extra: Record<string, string> = {},
) {
  return rawCall(w.base, path, {
    method: 'POST',
    headers: { cookie: w.cookies.valid, origin: w.base, 'content-type': type || undefined, ...extra },
    body,
  });
}

const ENDPOINTS = 10;
describeFuzzing('fuzzing the sign-in and the staff area', w, ENDPOINTS, () => {
  test(
    'POST /conan (sign-in)',
    async () => {
      const payload = fc.record({
        fields: shaped({
          email: fc.constantFrom('nobody@example.org', 'fuzz@echtcheck.test'),
          password: fc.string({ maxLength: 300 }),
        }),
        twice: fc.boolean(),
        type: formType,
        data: fc.boolean(),
      });
      await fuzz(
        payload,
        (p) =>
          rawCall(w.base, p.data ? '/conan.data' : '/conan', {
            method: 'POST',
            headers: { origin: w.base, 'content-type': p.type || undefined },
            body: formBody(p.fields, p.twice),
          }),
        { parallel: 4 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'POST /conan/zwei-faktor (second factor, with a forged pending sign-in cookie)',
    async () => {
      const payload = fc.record({
        fields: shaped({ kind: fc.constantFrom('totp', 'recovery'), code: fc.constantFrom('123456', 'ABCDEFGHIJ') }),
        cookie: fc.oneof(
          fc.constant(''),
          hostileString.map((text) => `echtcheck-staff.two_factor=${segment(text).slice(0, 300)}`),
        ),
        type: formType,
      });
      await fuzz(payload, (p) =>
        rawCall(w.base, '/conan/zwei-faktor.data', {
          method: 'POST',
          headers: { origin: w.base, 'content-type': p.type || undefined, cookie: p.cookie || undefined },
          body: formBody(p.fields, false),
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'POST /conan/konto (second-factor set-up)',
    async () => {
      const payload = fc.record({
        fields: shaped({
          intent: fc.constantFrom('start', 'confirm', 'disable'),
          code: fc.constantFrom('123456', ''),
          password: fc.string(),
        }),
        type: formType,
        data: fc.boolean(),
      });
      await fuzz(payload, (p) =>
        staffPost(p.data ? '/conan/konto.data' : '/conan/konto', p.type, formBody(p.fields, false), {
          cookie: w.cookies.accountFuzz,
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'POST /test-email',
    async () => {
      const payload = fc.record({
        fields: shaped({ email: fc.constantFrom('pruefer@example.org', 'kaputt') }),
        type: formType,
      });
      await fuzz(payload, (p) => staffPost('/test-email.data', p.type, formBody(p.fields, false)), { parallel: 3 });
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'POST /conan/api/kunden/:clientId/loeschen (random and junk ids only)',
    async () => {
      const payload = fc.record({ clientId: fc.oneof(fc.uuid(), hostileString), type: formType, body: rawBody });
      await fuzz(payload, (p) =>
        staffPost(`/conan/api/kunden/${segment(p.clientId.replace(w.clientId, '')) || 'x'}/loeschen`, p.type, p.body),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'POST /conan/api/faelle/:caseId/bericht (the appendix to the report)',
    async () => {
      const payload = fc.record({
        caseId: fc.oneof(fc.constant(w.caseId), fc.uuid(), hostileString),
        fileName: fc.oneof(fc.constantFrom('bericht.pdf', 'bericht.exe', 'bericht.pdf.html'), hostileString),
        reason: fc.oneof(fc.constantFrom('', 'Gutachten des Bildexperten'), hostileString),
        // Never a valid PDF: the seeded case keeps its report.
        body: rawBody.map((body) => (typeof body === 'string' && body.startsWith('%PDF') ? `x${body}` : body)),
        type: contentType,
      });
      await fuzz(payload, (p) =>
        staffPost(`/conan/api/faelle/${segment(p.caseId) || 'x'}/bericht`, p.type, p.body, {
          'x-file-name': headerValue(p.fileName),
          'x-reason': headerValue(p.reason),
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'POST and DELETE /conan/api/faelle/:caseId/bildschirmfotos (screenshots)',
    async () => {
      const payload = fc.record({
        caseId: fc.oneof(fc.constant(w.caseId), fc.uuid(), hostileString),
        id: fc.oneof(fc.constantFrom(...w.documentIds, w.reportId), fc.uuid(), hostileString),
        fileName: fc.oneof(fc.constantFrom('fund.png', 'fund.jpg', 'fund.svg', 'fund.png.html'), hostileString),
        body: rawBody,
        type: contentType,
        remove: fc.boolean(),
      });
      await fuzz(payload, (p) => {
        const collection = `/conan/api/faelle/${segment(p.caseId) || 'x'}/bildschirmfotos`;
        if (p.remove)
          return rawCall(w.base, `${collection}/${segment(p.id) || 'x'}`, {
            method: 'DELETE',
            headers: { cookie: w.cookies.valid, origin: w.base },
          });
        return staffPost(collection, p.type, p.body, { 'x-file-name': headerValue(p.fileName) });
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    "POST /conan/api/faelle/:caseId/bildsuche (reverse image search: audited, the engine's address)",
    async () => {
      const payload = fc.record({
        caseId: fc.oneof(fc.constant(w.caseId), fc.uuid(), hostileString),
        fields: shaped({
          documentId: fc.oneof(fc.constantFrom(...w.documentIds, w.reportId), fc.uuid(), hostileString),
          engine: fc.oneof(fc.constantFrom('google-lens', 'bing', 'tineye', 'yandex', 'pimeyes'), hostileString),
        }),
        twice: fc.boolean(),
        type: formType,
      });
      await fuzz(payload, (p) =>
        staffPost(`/conan/api/faelle/${segment(p.caseId) || 'x'}/bildsuche`, p.type, formBody(p.fields, p.twice)),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'GET /conan/api/dateien/:documentId (file links)',
    async () => {
      const payload = fc.record({
        documentId: fc.oneof(fc.constantFrom(...w.documentIds, w.reportId), fc.uuid(), hostileString),
        d: fc.oneof(fc.constantFrom('inline', 'attachment', 'clean'), hostileString),
        exp: fc.oneof(fc.integer().map(String), hostileString),
        sig: fc.oneof(fc.base64String({ maxLength: 60 }), hostileString),
      });
      await fuzz(payload, (p) =>
        rawCall(
          w.base,
          `/conan/api/dateien/${segment(p.documentId) || 'x'}?d=${segment(p.d)}&exp=${segment(p.exp)}&sig=${segment(p.sig)}`,
          {
            headers: { cookie: w.cookies.valid },
          },
        ),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'GET the work queue with hostile query parameters',
    async () => {
      const payload = fc.record({
        data: fc.boolean(),
        params: fc.dictionary(
          fc.constantFrom('status', 'leistung', 'zustaendig', 'q', 'seite', '_routes'),
          fc.oneof(
            hostileString,
            fc.constantFrom('ueberfaellig', 'abgeschlossen', 'ich', 'niemand', 'dating-app', '-1', '99999999', '%'),
          ),
          { maxKeys: 5 },
        ),
      });
      await fuzz(payload, (p) => {
        const query = Object.entries(p.params)
          .map(([key, value]) => `${key}=${segment(value).slice(0, 1500)}`)
          .join('&');
        return rawCall(w.base, `/conan/faelle${p.data ? '.data' : ''}?${query}`, {
          headers: { cookie: w.cookies.valid },
        });
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'GET the dashboard and the exports with hostile query parameters',
    async () => {
      const payload = fc.record({
        path: fc.constantFrom(
          '/conan/dashboard',
          '/conan/dashboard.data',
          '/conan/api/export/faelle',
          '/conan/api/export/umsatz',
          '/conan/api/export/analyse/verweise',
          '/conan/api/export/analyse/tage',
        ),
        table: fc.oneof(fc.constant(''), hostileString),
        params: fc.dictionary(
          fc.constantFrom('tab', 'seite', 'q', 'period', 'from', 'to', 'fall', 'status', '_routes'),
          fc.oneof(hostileString, fc.constantFrom('kunden', 'analyse', '2026-02-30', '-1', '99999999', 'heute', '7d')),
          { maxKeys: 5 },
        ),
      });
      await fuzz(payload, (p) => {
        const query = Object.entries(p.params)
          .map(([key, value]) => `${key}=${segment(value).slice(0, 1500)}`)
          .join('&');
        const path = p.table ? `/conan/api/export/analyse/${segment(p.table) || 'x'}` : p.path;
        return rawCall(w.base, `${path}?${query}`, { headers: { cookie: w.cookies.valid } });
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
