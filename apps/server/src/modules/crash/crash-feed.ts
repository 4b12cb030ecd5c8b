import type { CrashBetView } from '@casino/contracts';

import type { RealtimePublisher } from '../realtime/realtime.publisher.ts';

/** How long bets are gathered before one message carries them all to the round's watchers. */
export const FEED_FLUSH_MS = 50;

/**
 * The live bet feed of one crash game: bets placed and won are gathered per event and sent to the game's
 * room as one message (`{ type: 'bet', bets }`) at most every FEED_FLUSH_MS, so a betting window of a
 * thousand bets is a few dozen messages per watcher, not a thousand. No timer runs while nothing is told.
 */
export class CrashFeed {
  private readonly pending = new Map<string, CrashBetView[]>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly gameId: string,
  ) {}

  /** Queues bets for the next message of `event` (bet or bet-win). */
  tell(event: string, bets: readonly CrashBetView[]): void {
    if (bets.length === 0) return;
    const list = this.pending.get(event);
    if (list) list.push(...bets);
    else this.pending.set(event, [...bets]);
    this.timer ??= setTimeout(() => this.flush(), FEED_FLUSH_MS);
    this.timer.unref?.();
  }

  /** Sends what is queued now (also on shutdown). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (const [event, bets] of this.pending) {
      this.publisher.toModule(this.gameId, event, { type: 'bet', bets });
    }
    this.pending.clear();
  }
}
