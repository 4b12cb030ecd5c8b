import { afterEach, describe, expect, it } from 'vitest';

import type { FeedDelivery, FeedOutcome } from './feed-transport.ts';
import { InProcessFeedQueue } from './in-process-queue.ts';
import { bindingPatterns } from './routing-key.ts';

const LIVE_ODDS = 'hi.-.live.odds_change.1.sr:match.1234.-';
const PREMATCH_ODDS = 'hi.pre.-.odds_change.1.sr:match.1234.-';
const SETTLEMENT = 'lo.-.live.bet_settlement.1.sr:match.1234.-';
const ALIVE = '-.-.-.alive.-.-.-.-';

const queues: InProcessFeedQueue[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.close()));
});

function newQueue(options: ConstructorParameters<typeof InProcessFeedQueue>[0] = {}): InProcessFeedQueue {
  const queue = new InProcessFeedQueue({ retryDelayMs: 5, onHandlerError: () => undefined, ...options });
  queues.push(queue);
  return queue;
}

async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('InProcessFeedQueue', () => {
  it('delivers in publishing order, one at a time, with the routing key and XML', async () => {
    const queue = newQueue();
    const seen: FeedDelivery[] = [];
    let inHand = 0;
    let mostInHand = 0;
    await queue.start(async (delivery) => {
      inHand += 1;
      mostInHand = Math.max(mostInHand, inHand);
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(delivery);
      inHand -= 1;
      return 'applied';
    });
    await queue.publish(LIVE_ODDS, '<odds_change event_id="sr:match:1234"/>');
    await queue.publish(SETTLEMENT, '<bet_settlement event_id="sr:match:1234"/>');
    await queue.publish(ALIVE, '<alive product="1" subscribed="1"/>');
    await until(() => seen.length === 3);
    expect(seen.map((delivery) => delivery.routingKey)).toEqual([LIVE_ODDS, SETTLEMENT, ALIVE]);
    expect(seen[0]).toMatchObject({ body: '<odds_change event_id="sr:match:1234"/>', redelivered: false });
    expect(seen[0]?.receivedAt).toBeInstanceOf(Date);
    expect(mostInHand).toBe(1);
    expect(queue.size()).toBe(0);
  });

  it('keeps a message published before start', async () => {
    const queue = newQueue();
    await queue.publish(LIVE_ODDS, '<odds_change/>');
    const seen: string[] = [];
    await queue.start(async (delivery) => {
      seen.push(delivery.routingKey);
      return 'applied';
    });
    await until(() => seen.length === 1);
  });

  it('retries a message whose handler threw, flagged redelivered, before the messages behind it', async () => {
    const queue = newQueue();
    const seen: string[] = [];
    let failures = 2;
    await queue.start(async (delivery) => {
      seen.push(`${delivery.body}${delivery.redelivered ? ' again' : ''}`);
      if (delivery.body === 'first' && failures > 0) {
        failures -= 1;
        throw new Error('database unavailable');
      }
      return 'applied';
    });
    await queue.publish(LIVE_ODDS, 'first');
    await queue.publish(LIVE_ODDS, 'second');
    await until(() => seen.includes('second'));
    expect(seen).toEqual(['first', 'first again', 'first again', 'second']);
    expect(queue.deadLetters()).toEqual([]);
  });

  it('dead-letters a refused message with its reason and goes on', async () => {
    const queue = newQueue();
    const applied: string[] = [];
    await queue.start(async (delivery): Promise<FeedOutcome> => {
      if (delivery.body.startsWith('<nonsense')) return { deadLetter: 'not a UOF message: <nonsense>' };
      applied.push(delivery.body);
      return 'applied';
    });
    await queue.publish(SETTLEMENT, '<nonsense/>');
    await queue.publish(LIVE_ODDS, '<odds_change/>');
    await until(() => applied.length === 1);
    expect(queue.deadLetters()).toEqual([
      {
        routingKey: SETTLEMENT,
        body: '<nonsense/>',
        reason: 'not a UOF message: <nonsense>',
        deadAt: expect.any(Date),
      },
    ]);
  });

  it('drops what its bindings do not route, as a topic exchange does', async () => {
    const queue = newQueue({ bindings: bindingPatterns(['live'], null) });
    const seen: string[] = [];
    await queue.start(async (delivery) => {
      seen.push(delivery.routingKey);
      return 'applied';
    });
    await queue.publish(PREMATCH_ODDS, '<odds_change/>');
    await queue.publish(LIVE_ODDS, '<odds_change/>');
    await queue.publish(ALIVE, '<alive/>');
    await until(() => seen.length === 2);
    expect(seen).toEqual([LIVE_ODDS, ALIVE]);
  });

  it('on close, lets the message in hand finish and delivers nothing more', async () => {
    const queue = newQueue();
    let release: () => void = () => undefined;
    const seen: string[] = [];
    let finished = false;
    await queue.start(async (delivery) => {
      seen.push(delivery.body);
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
      return 'applied';
    });
    await queue.publish(LIVE_ODDS, 'in hand');
    await queue.publish(LIVE_ODDS, 'waiting');
    await until(() => seen.length === 1);
    const closing = queue.close();
    release();
    await closing;
    expect(finished).toBe(true);
    expect(seen).toEqual(['in hand']);
    expect(queue.size()).toBe(1);
    await expect(queue.publish(LIVE_ODDS, 'late')).rejects.toThrow(/closed/);
  });
});
