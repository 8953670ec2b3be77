// The consent evidence names the version of the terms the customer saw: the "Stand" of the terms
// page and the stored version come from one setting (TERMS_VERSION; PRIVACY_VERSION likewise).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agbPage, datenschutzPage } from '#app/content/legal.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { getConfig, parseConfig, providerInfo } from '../config/config.server.ts';
import { consentRecords } from '../db/schema.server.ts';
import { createSimulatedProvider } from '../payments/simulated.server.ts';
import { createDiskStorage } from '../storage/storage.server.ts';
import { placeOrder } from './order.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-consent-');

/** The date after "Stand: " in a legal page's intro. */
function standOf(intro: string): string | undefined {
  return /Stand: (\d{2}\.\d{2}\.\d{4})/.exec(intro)?.[1];
}

async function storedVersions(consentVersions?: Parameters<typeof placeOrder>[0]['consentVersions']) {
  const order = validOrder();
  const result = await placeOrder(
    {
      db: database.db,
      storage: createDiskStorage(filesDir.path),
      payments: createSimulatedProvider('test-secret'),
      siteUrl: 'http://localhost:3000',
      consentVersions,
    },
    order,
  );
  expect(result.ok).toBe(true);
  const rows = await database.db
    .select({ kind: consentRecords.kind, version: consentRecords.version })
    .from(consentRecords)
    .where(eq(consentRecords.caseId, order.checkoutId));
  return new Map(rows.map((row) => [row.kind, row.version]));
}

describe(`consent versions on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it("stores the terms' and the privacy notice's configured dates, the same the pages show as „Stand“", async () => {
    // Dates other than the defaults, so a version taken from anywhere else shows.
    const provider = providerInfo(parseConfig({ TERMS_VERSION: '05.12.2026', PRIVACY_VERSION: '06.12.2026' }));
    const versions = await storedVersions(provider);
    expect(standOf(agbPage(provider).intro)).toBe('05.12.2026');
    expect(versions.get('agb')).toBe(standOf(agbPage(provider).intro));
    expect(standOf(datenschutzPage(provider).intro)).toBe('06.12.2026');
    expect(versions.get('datenschutz')).toBe(standOf(datenschutzPage(provider).intro));
    expect([...versions.keys()].sort()).toEqual([
      'agb',
      'age-18',
      'berechtigtes-interesse',
      'datenschutz',
      'early-start',
    ]);
  });

  it('without versions in the context, stores those of the process configuration', async () => {
    const provider = providerInfo(getConfig());
    const versions = await storedVersions();
    expect(versions.get('agb')).toBe(standOf(agbPage(provider).intro));
    expect(versions.get('datenschutz')).toBe(standOf(datenschutzPage(provider).intro));
  });
});
