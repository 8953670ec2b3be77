// The staff's contains-search is answered from the trigram indexes of migration 0019, on PGlite and
// PostgreSQL: the indexed expressions must stay exactly the haystacks the search compares
// (clientHaystack, TARGET_HAYSTACK) in collation "C" (containsText). With sequential scans switched
// off the planner uses an index whenever one can answer the condition; a changed haystack or a
// dropped index makes it fall back to a scan, and this test fail.
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { TARGET_HAYSTACK } from '../casework/work-queue.server.ts';
import { clients } from '../db/schema.server.ts';
import { clientHaystack, containsText } from './search-and-paging.server.ts';

const database = useTestDatabase();

async function plan(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('search indexes', () => {
  it('a client search (name or e-mail) reads clients_search_trgm_idx', async () => {
    for (const text of ['schmidt', 'müller', 'a.b@example.de']) {
      const query = sql`select ${clients.id} from ${clients} where ${containsText(clientHaystack(clients), text)}`;
      expect(await plan(query)).toContain('clients_search_trgm_idx');
    }
  });

  it('a target search reads case_details_search_trgm_idx', async () => {
    const query = sql`select d.case_id from case_details as d where ${containsText(TARGET_HAYSTACK, 'instagram.com/max')}`;
    expect(await plan(query)).toContain('case_details_search_trgm_idx');
  });
});
