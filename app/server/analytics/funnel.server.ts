// The checkout funnel's server-side stage (issue 11 point 3): an order sent, recorded with the
// visitor id of the request and the landing page of that visitor's visit. The steps 1–6 arrive as
// beacons (ingest.server.ts); "paid" is read from the case when the dashboard asks.
import type { Runtime } from '../runtime.server.ts';
import { recordOrder } from './store.server.ts';

export async function recordOrderVisit(
  runtime: Pick<Runtime, 'analytics' | 'database'>,
  caseId: string,
  client: { address: string; userAgent: string },
): Promise<void> {
  // The visit's landing page was written long before (a checkout takes minutes; a batch waits 250 ms).
  await recordOrder(runtime.database.db, caseId, await runtime.analytics.visitorOf(client));
}
