import { randomUUID } from 'node:crypto';
import net from 'node:net';

import { connect } from 'amqplib';
import { afterAll, describe, expect, it } from 'vitest';

import type { FeedMessage } from '@casino/contracts';

import { simulatedTimeline } from '../feed/simulated-feed.ts';
import { AmqpFeedTransport, deadLetterName } from './amqp-transport.ts';
import { DEAD_REASON_HEADER } from './feed-transport.ts';
import { sandboxUofFeed } from './uof-feeds.ts';
import { asUofCarriesIt, withoutProducer } from '../../../../test/uof-carried.ts';

// The machine's RabbitMQ, as amqp-transport.test.ts finds it: RABBITMQ_URL makes this run (and fail if the
// broker is down); without it, it runs when the default broker answers.
const BROKER_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const BROKER = new URL(BROKER_URL);
const brokerReachable =
  process.env.RABBITMQ_URL !== undefined || (await canConnect(BROKER.hostname, Number(BROKER.port || 5672)));

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 500 });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const options = { seed: 'sports-feed-test', epoch: Date.UTC(2026, 0, 1) };
const start = Date.UTC(2026, 5, 1, 12, 0, 0);

describe.runIf(brokerReachable)('the sandbox through UofFeed on RabbitMQ', () => {
  const exchange = `test-uof-feed-${randomUUID()}`;
  const nodeId = 7;

  afterAll(async () => {
    const admin = await connect(BROKER_URL);
    const channel = await admin.createChannel();
    await channel.deleteQueue(`${exchange}.node-${nodeId}`);
    await channel.deleteQueue(deadLetterName(exchange));
    await channel.deleteExchange(exchange);
    await channel.deleteExchange(deadLetterName(exchange));
    await admin.close();
  });

  it('delivers the sandbox to the book in order as UOF, and parks a body the parser refuses in the dead letters', async () => {
    let clock = start;
    const transport = new AmqpFeedTransport({ url: BROKER_URL, exchange, nodeId, retryDelayMs: 50 });
    const { feed } = sandboxUofFeed(
      { ...options, now: () => clock, tickMs: 10, aliveMs: 100 },
      { url: BROKER_URL, nodeId, transport },
    );
    const received: FeedMessage[] = [];
    let failOnce = false;
    const handler = async (message: FeedMessage) => {
      // The book failing once (a deadlock): the broker delivers the message again, nothing is lost.
      if (failOnce && message.type === 'bet_settlement') {
        failOnce = false;
        throw new Error('deadlock detected');
      }
      received.push(message);
    };

    await feed.recover(start - 60_000, 42, handler);
    expect(received.at(-1)).toEqual({ type: 'snapshot_complete', ts: start, requestId: 42 });
    received.length = 0;
    failOnce = true;

    const timeline = simulatedTimeline(options, start, start + 8 * 60_000);
    expect(timeline.some((message) => message.type === 'bet_settlement')).toBe(true);
    await feed.start(handler);
    clock = start + 8 * 60_000;
    await until(() => received.length === timeline.length, 60_000);
    expect(received.map(withoutProducer)).toEqual(timeline.map((message) => asUofCarriesIt(message)));
    await until(() => feed.counts.skipped > 0, 5_000);

    await transport.publish('hi.-.live.odds_change.1.sr:match.1.-', '<odds_change product="1"');
    await until(() => feed.counts.deadLettered === 1, 10_000);
    await feed.stop();

    const admin = await connect(BROKER_URL);
    const channel = await admin.createChannel();
    const dead = await channel.get(deadLetterName(exchange), { noAck: true });
    await admin.close();
    expect(dead && dead.content.toString()).toBe('<odds_change product="1"');
    expect(String(dead && dead.properties.headers?.[DEAD_REASON_HEADER])).toMatch(/^malformed_xml/);
  }, 120_000);
});
