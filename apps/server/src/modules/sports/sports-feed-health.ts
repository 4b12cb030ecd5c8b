import type { SportsFeedHealth, SportsProducerView } from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import { activeMarketsByProducer, latestDeadLetters, storedProducers } from './sports-producers.repo.ts';
import { UOF_PRODUCTS } from './uof/uof-writer.ts';

/** Dead letters the back office lists at once. */
const DEAD_LETTERS_SHOWN = 50;

function kindOf(producerId: number): SportsProducerView['kind'] {
  if (producerId === UOF_PRODUCTS.live) return 'live';
  if (producerId === UOF_PRODUCTS.prematch) return 'prematch';
  return 'other';
}

/** GET /api/operator/sports/feed-health: each producer's stored health with its open markets, and the dead letters. */
export async function sportsFeedHealth(db: Db): Promise<SportsFeedHealth> {
  const [producers, active, dead] = await Promise.all([
    storedProducers(db),
    activeMarketsByProducer(db),
    latestDeadLetters(db, DEAD_LETTERS_SHOWN),
  ]);
  return {
    producers: producers.map(({ feed, producerId, state, updatedAt }) => ({
      feed,
      producerId,
      kind: kindOf(producerId),
      status: state.status,
      downReason: state.downReason,
      lastAliveAt: state.lastAliveAt,
      lastProcessedTs: state.lastProcessedTs,
      recovery: state.recovery
        ? {
            requestId: state.recovery.requestId,
            after: state.recovery.after,
            requestedAt: state.recovery.requestedAt,
          }
        : null,
      lastFailure: state.lastFailure,
      activeMarkets: active.get(producerId) ?? 0,
      updatedAt: updatedAt.getTime(),
    })),
    deadLetters: dead.rows.map((row) => ({
      id: row.id,
      feed: row.feed,
      routingKey: row.routingKey,
      reason: row.reason,
      body: row.body,
      receivedAt: row.receivedAt.getTime(),
    })),
    deadLetterCount: dead.count,
  };
}
