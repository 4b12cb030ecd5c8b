import { eq, sql } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { sportsFeedLog } from './sports-feed.tables.ts';

export async function logFeedMessage(
  tx: Tx,
  values: { feed: string; type: string; eventId: string | null; ts: number; message: unknown },
): Promise<void> {
  await tx.insert(sportsFeedLog).values(values);
}

/** The newest message time of a feed (where a restarted consumer asks the feed to recover from). */
export async function lastFeedTs(queryable: Queryable, feed: string): Promise<number | null> {
  const [row] = await queryable
    .select({ ts: sql<string | null>`max(${sportsFeedLog.ts})::text` })
    .from(sportsFeedLog)
    .where(eq(sportsFeedLog.feed, feed));
  return row?.ts ? Number(row.ts) : null;
}
