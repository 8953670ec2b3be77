import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import {
  cookieTokenFor,
  ORDER_BROWSER_COOKIE,
  orderBrowserCookie,
  orderBrowserToken,
  statusPathForOrderBrowser,
} from './order-browser.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-order-browser-');

describe('the order browser cookie', () => {
  it('is HttpOnly, SameSite=Lax, two hours; Secure on https', () => {
    const caseId = randomUUID();
    const cookie = orderBrowserCookie(caseId, 'a'.repeat(32), true);
    expect(cookie).toBe(
      `${ORDER_BROWSER_COOKIE}=${caseId}.${'a'.repeat(32)}; Max-Age=7200; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(orderBrowserCookie(caseId, 'a'.repeat(32), false)).not.toContain('Secure');
  });

  it('gives the token only for the case it names', () => {
    const caseId = randomUUID();
    const token = 'b'.repeat(32);
    const header = `other=1; ${ORDER_BROWSER_COOKIE}=${caseId}.${token}; x=y`;
    expect(cookieTokenFor(header, caseId)).toBe(token);
    expect(cookieTokenFor(header, randomUUID())).toBeNull();
    expect(cookieTokenFor(`${ORDER_BROWSER_COOKIE}=${caseId}.kurz`, caseId)).toBeNull();
    expect(cookieTokenFor(null, caseId)).toBeNull();
  });

  it("leads to the status page only with the case's own token", async () => {
    const { caseId, statusToken } = await createPaidCase(database.db, createDiskStorage(filesDir.path));
    const cookie = (token: string) => `${ORDER_BROWSER_COOKIE}=${caseId}.${token}`;
    expect(await statusPathForOrderBrowser(database.db, cookie(statusToken), caseId)).toBe(`/auftrag/${statusToken}`);
    // A well-formed token of another case, or none: nothing.
    const { statusToken: otherToken } = await createPaidCase(database.db, createDiskStorage(filesDir.path));
    expect(await statusPathForOrderBrowser(database.db, cookie(otherToken), caseId)).toBeNull();
    expect(await statusPathForOrderBrowser(database.db, null, caseId)).toBeNull();
  });

  it('hands out the token to the request that created the case, or to one that already holds it', async () => {
    const { caseId, statusToken } = await createPaidCase(database.db, createDiskStorage(filesDir.path));
    const own = `${ORDER_BROWSER_COOKIE}=${caseId}.${statusToken}`;
    expect(await orderBrowserToken(database.db, null, { caseId, created: true })).toBe(statusToken);
    expect(await orderBrowserToken(database.db, own, { caseId, created: false })).toBe(statusToken);
    // A re-sent order for a case this request did not create, without its token: nothing.
    expect(await orderBrowserToken(database.db, null, { caseId, created: false })).toBeNull();
    const { caseId: otherId, statusToken: otherToken } = await createPaidCase(
      database.db,
      createDiskStorage(filesDir.path),
    );
    const foreign = `${ORDER_BROWSER_COOKIE}=${otherId}.${otherToken}`;
    expect(await orderBrowserToken(database.db, foreign, { caseId, created: false })).toBeNull();
    const forged = `${ORDER_BROWSER_COOKIE}=${caseId}.${otherToken}`;
    expect(await orderBrowserToken(database.db, forged, { caseId, created: false })).toBeNull();
  });
});
