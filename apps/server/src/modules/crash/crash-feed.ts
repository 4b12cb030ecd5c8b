import type { CrashBetView } from '@casino/contracts';

import type { RealtimePublisher } from '../realtime/index.ts';

export const FEED_FLUSH_MIN_MS = 50;
export const FEED_FLUSH_MAX_MS = 500;

/**
 * How long bets are gathered before one message carries them all to the round's watchers: 50 ms, plus
 * 1 ms for every 10 watchers of this process, up to half a second. Each message is written to every
 * watcher's socket; at 5 000 watchers one costs the process tens of milliseconds, and twenty a second
 * would leave it no time for the bets themselves. The list still moves twice a second there.
 */
export function feedFlushMs(watchers: number): number {
  return Math.min(FEED_FLUSH_MAX_MS, FEED_FLUSH_MIN_MS + Math.floor(watchers / 10));
}

/**
 * The live bet feed of one crash game: bets placed and won are gathered per event and sent to the game's
 * room as one message (`{ type: 'bet', bets }`) at most every `feedFlushMs(watchers)`, so a betting window
 * of a thousand bets is a few dozen messages per watcher, not a thousand. No timer runs while nothing is told.
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
    this.timer ??= setTimeout(() => this.flush(), feedFlushMs(this.publisher.watchers(this.gameId)));
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
