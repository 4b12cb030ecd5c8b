import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CrashBetView, SocketMessage } from '@casino/contracts';

import type { RealtimePublisher } from '../realtime/index.ts';
import { CrashFeed, FEED_FLUSH_MAX_MS, FEED_FLUSH_MIN_MS, feedFlushMs } from './crash-feed.ts';

/** A publisher that records module messages, with as many watchers as the test says. */
function recordingPublisher(watchers: number) {
  const sent: { event: string; message: SocketMessage }[] = [];
  const publisher: RealtimePublisher = {
    toUser: () => undefined,
    toModule: (_module, event, message) => void sent.push({ event, message }),
    toEveryone: () => undefined,
    watchers: () => watchers,
    online: () => Promise.resolve(watchers),
  };
  return { publisher, sent };
}

const bet = (id: number) => ({ id }) as unknown as CrashBetView;

afterEach(() => vi.useRealTimers());

describe('the crash bet feed', () => {
  it('waits longer between messages the more sockets watch, from 50 ms to half a second', () => {
    expect(feedFlushMs(0)).toBe(FEED_FLUSH_MIN_MS);
    expect(feedFlushMs(1_000)).toBe(150);
    expect(feedFlushMs(5_000)).toBe(FEED_FLUSH_MAX_MS);
    expect(feedFlushMs(50_000)).toBe(FEED_FLUSH_MAX_MS);
  });

  it('gathers the bets told within one interval into one message per event', () => {
    vi.useFakeTimers();
    const { publisher, sent } = recordingPublisher(2_000);
    const feed = new CrashFeed(publisher, 'crash');
    feed.tell('bet', [bet(1)]);
    feed.tell('bet', [bet(2), bet(3)]);
    feed.tell('bet-win', [bet(4)]);
    vi.advanceTimersByTime(feedFlushMs(2_000) - 1);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(
      sent.map(({ event, message }) => [event, (message as { bets: { id: number }[] }).bets.length]),
    ).toEqual([
      ['bet', 3],
      ['bet-win', 1],
    ]);
    vi.advanceTimersByTime(FEED_FLUSH_MAX_MS);
    expect(sent).toHaveLength(2);
  });

  it('sends at once what is queued when told to flush (before a round event)', () => {
    vi.useFakeTimers();
    const { publisher, sent } = recordingPublisher(10);
    const feed = new CrashFeed(publisher, 'crash');
    feed.tell('bet', [bet(1)]);
    feed.flush();
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(FEED_FLUSH_MAX_MS);
    expect(sent).toHaveLength(1);
  });
});
