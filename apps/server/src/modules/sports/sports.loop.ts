import type { FeedMessage } from '@casino/contracts';

import type { Database } from '../../db/client.ts';
import { LeaderLoop } from '../../platform/leader-loop.ts';
import type { FeedAdapter } from './feed/feed-adapter.ts';
import type { SportsFeedConsumer } from './sports-feed-consumer.ts';
import { lastFeedTs } from './sports-feed-log.repo.ts';

/** The advisory-lock key of the feed consumer: one process applies the feed. */
const LEADERSHIP_KEY = 727_500;

/** How far back a first start (an empty feed log) asks the feed to recover. */
const FIRST_RECOVERY_MS = 60 * 60_000;

/**
 * Runs the sports feed in whichever process holds the leadership (DESIGN §5): on taking it, the feed
 * fetches the market descriptions (`prepare`, and again every `refresh.everyMs`), recovers from the newest message
 * the book logged (a UOF feed recovers each producer on its own instead: uof-producers.ts), then delivers live.
 * A message that fails is retried once, then logged and skipped: one bad message must not stop the prices of
 * every other event.
 */
export class SportsFeedLoop extends LeaderLoop {
  private started = false;
  private refreshedAt = 0;

  constructor(
    database: Database,
    private readonly adapter: FeedAdapter,
    consumer: SportsFeedConsumer,
    options: {
      tickMs: number;
      onError: (error: unknown) => void;
      now?: () => number;
      /** Before the feed starts: the market descriptions its markets are named from. */
      prepare?: () => Promise<void>;
      /** Reference data fetched again while the feed runs (a failure is reported, the feed goes on). */
      refresh?: { everyMs: number; run: () => Promise<void> };
    },
  ) {
    const handle = async (message: FeedMessage) => {
      try {
        await consumer.apply(adapter.name, message);
      } catch {
        try {
          await consumer.apply(adapter.name, message);
        } catch (error) {
          options.onError(error);
        }
      }
    };
    const now = options.now ?? Date.now;
    super(database, {
      key: LEADERSHIP_KEY,
      tickMs: options.tickMs,
      onError: options.onError,
      work: async () => {
        if (this.started) {
          const refresh = options.refresh;
          if (refresh && now() - this.refreshedAt >= refresh.everyMs) {
            this.refreshedAt = now();
            await refresh.run().catch(options.onError);
          }
          return;
        }
        await options.prepare?.();
        this.refreshedAt = now();
        const since = (await lastFeedTs(database.db, adapter.name)) ?? now() - FIRST_RECOVERY_MS;
        await adapter.recover(since, now(), handle);
        await adapter.start(handle);
        // Only now: a recovery that failed (the database away) is tried again at the next turn.
        this.started = true;
      },
    });
  }

  override async stop(): Promise<void> {
    await this.adapter.stop();
    await super.stop();
  }
}
