import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { connect, type Channel, type ChannelModel } from 'amqplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { AmqpFeedTransport, deadLetterName, type AmqpTransportOptions } from './amqp-transport.ts';
import { DEAD_REASON_HEADER, ORIGINAL_ROUTING_KEY_HEADER, type FeedDelivery } from './feed-transport.ts';
import { bindingPatterns } from './routing-key.ts';

// The machine's RabbitMQ. `.ci/run` starts it and sets RABBITMQ_URL, which makes these tests run (and
// fail if it is down); without RABBITMQ_URL they run when the default broker answers, else are skipped.
const BROKER_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const BROKER = new URL(BROKER_URL);
const BROKER_PORT = Number(BROKER.port || 5672);
const brokerReachable =
  process.env.RABBITMQ_URL !== undefined || (await canConnect(BROKER.hostname, BROKER_PORT));

// Keys as UOF routes them (its "AMQP Topic Filtering" page).
const LIVE_ODDS = 'hi.-.live.odds_change.1.sr:match.1234.-';
const PREMATCH_ODDS = 'hi.pre.-.odds_change.1.sr:match.1234.-';
const LIVE_SETTLEMENT = 'lo.-.live.bet_settlement.1.sr:match.1234.-';
const ALIVE = '-.-.-.alive.-.-.-.-';

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

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(brokerReachable)('AmqpFeedTransport on RabbitMQ', () => {
  let admin: ChannelModel;
  let inspect: Channel;
  let exchange: string;
  const transports: AmqpFeedTransport[] = [];
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    admin = await connect(BROKER_URL);
    inspect = await admin.createChannel();
  });
  afterAll(async () => {
    await admin?.close();
  });
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await Promise.all(transports.splice(0).map((transport) => transport.close()));
    await inspect.deleteQueue(`${exchange}.node-any`);
    await inspect.deleteQueue(deadLetterName(exchange));
    await inspect.deleteExchange(exchange);
    await inspect.deleteExchange(deadLetterName(exchange));
  });

  /** A transport on this test's own exchange (`unifiedfeed-test-…`), closed after the test. */
  function newTransport(options: Partial<AmqpTransportOptions> = {}): AmqpFeedTransport {
    const transport = new AmqpFeedTransport({
      url: BROKER_URL,
      exchange,
      retryDelayMs: 20,
      reconnectDelayMs: { initial: 50, max: 500 },
      onTrouble: () => undefined,
      ...options,
    });
    transports.push(transport);
    return transport;
  }

  /** Messages ready in the node's queue (delivered but unacknowledged ones are not counted). */
  async function readyInQueue(): Promise<number> {
    return (await inspect.checkQueue(`${exchange}.node-any`)).messageCount;
  }

  it('declares the exchange and queue, routes UOF keys by binding, and acknowledges after the handler', async () => {
    exchange = `unifiedfeed-test-${randomUUID().slice(0, 8)}`;
    const seen: FeedDelivery[] = [];
    const transport = newTransport({ bindings: bindingPatterns(['live'], null) });
    await transport.start(async (delivery) => {
      seen.push(delivery);
      return 'applied';
    });
    await inspect.checkExchange(exchange);
    await transport.publish(PREMATCH_ODDS, '<odds_change product="3"/>');
    await transport.publish(LIVE_ODDS, '<odds_change product="1"/>');
    await transport.publish(LIVE_SETTLEMENT, '<bet_settlement product="1"/>');
    await transport.publish(ALIVE, '<alive product="1" subscribed="1"/>');
    await until(() => seen.length === 3);
    expect(seen.map((delivery) => [delivery.routingKey, delivery.body, delivery.redelivered])).toEqual([
      [LIVE_ODDS, '<odds_change product="1"/>', false],
      [LIVE_SETTLEMENT, '<bet_settlement product="1"/>', false],
      [ALIVE, '<alive product="1" subscribed="1"/>', false],
    ]);
    // Closing returns whatever is unacknowledged to the queue: nothing is.
    await transport.close();
    expect(await readyInQueue()).toBe(0);
  });

  it('returns a message whose handler threw and delivers it again before the ones behind it', async () => {
    exchange = `unifiedfeed-test-${randomUUID().slice(0, 8)}`;
    const seen: string[] = [];
    let failures = 2;
    const transport = newTransport();
    await transport.start(async (delivery) => {
      seen.push(`${delivery.body}${delivery.redelivered ? ' again' : ''}`);
      if (delivery.body === 'first' && failures > 0) {
        failures -= 1;
        throw new Error('database unavailable');
      }
      return 'applied';
    });
    await transport.publish(LIVE_ODDS, 'first');
    await transport.publish(LIVE_ODDS, 'second');
    await transport.publish(LIVE_ODDS, 'third');
    await until(() => seen.some((line) => line.startsWith('third')));
    // What was fetched behind the failed message went back with it (and may come back flagged too).
    expect(seen.map((line) => line.replace(' again', ''))).toEqual([
      'first',
      'first',
      'first',
      'second',
      'third',
    ]);
    expect(seen.slice(0, 3)).toEqual(['first', 'first again', 'first again']);
    await transport.close();
    expect(await readyInQueue()).toBe(0);
  });

  it('after a handler throws, applies the queue strictly in order: nothing in flight overtakes the retry', async () => {
    exchange = `unifiedfeed-test-${randomUUID().slice(0, 8)}`;
    const applied: number[] = [];
    const trouble: string[] = [];
    let failed = false;
    const transport = newTransport({ retryDelayMs: 0, onTrouble: (what) => trouble.push(what) });
    await transport.start(async (delivery) => {
      const n = Number(delivery.body);
      if (n === 5 && !failed) {
        failed = true;
        // Messages 6..50 are published and delivered while this handler blocks: when it throws, up to
        // the prefetch (32) of them sit unread on the socket, delivered but not yet seen by the consumer.
        for (let later = 6; later <= 50; later += 1) {
          inspect.publish(exchange, LIVE_ODDS, Buffer.from(String(later)), { persistent: true });
        }
        const blockedUntil = Date.now() + 50;
        while (Date.now() < blockedUntil) await Promise.resolve();
        throw new Error('database unavailable');
      }
      applied.push(n);
      return 'applied';
    });
    for (let n = 1; n <= 5; n += 1) await transport.publish(LIVE_ODDS, String(n));
    await until(() => applied.includes(50));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(applied).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    // The one failure, and no rejected acknowledgement (a channel error) nor reconnection.
    expect(trouble).toEqual([`handler failed on ${LIVE_ODDS}; retrying`]);
    await transport.close();
    expect(await readyInQueue()).toBe(0);
  });

  it('dead-letters a refused message with its reason and original routing key, and acknowledges it', async () => {
    exchange = `unifiedfeed-test-${randomUUID().slice(0, 8)}`;
    const applied: string[] = [];
    const transport = newTransport();
    await transport.start(async (delivery) => {
      if (delivery.body === '<odds_change') return { deadLetter: 'XML: unclosed tag odds_change' };
      applied.push(delivery.body);
      return 'applied';
    });
    await transport.publish(LIVE_SETTLEMENT, '<odds_change');
    await transport.publish(LIVE_ODDS, '<odds_change/>');
    await until(() => applied.length === 1);
    const dead = await inspect.get(deadLetterName(exchange), { noAck: true });
    expect(dead).not.toBe(false);
    if (dead === false) return;
    expect(dead.content.toString()).toBe('<odds_change');
    expect(dead.properties.headers).toMatchObject({
      [DEAD_REASON_HEADER]: 'XML: unclosed tag odds_change',
      [ORIGINAL_ROUTING_KEY_HEADER]: LIVE_SETTLEMENT,
    });
    await transport.close();
    expect(await readyInQueue()).toBe(0);
  });

  it('holds no more than the prefetch unacknowledged, and applies one at a time', async () => {
    exchange = `unifiedfeed-test-${randomUUID().slice(0, 8)}`;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let applied = 0;
    let inHand = 0;
    let mostInHand = 0;
    const transport = newTransport({ prefetch: 3 });
    await transport.start(async () => {
      inHand += 1;
      mostInHand = Math.max(mostInHand, inHand);
      await released;
      inHand -= 1;
      applied += 1;
      return 'applied';
    });
    for (let n = 0; n < 10; n += 1) await transport.publish(LIVE_ODDS, `<odds_change n="${n}"/>`);
    await until(async () => (await readyInQueue()) === 7);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await readyInQueue()).toBe(7);
    release();
    await until(() => applied === 10);
    expect(mostInHand).toBe(1);
  });

  it('on close, finishes and acknowledges the message in hand and leaves the rest in the queue', async () => {
    exchange = `unifiedfeed-test-${randomUUID().slice(0, 8)}`;
    let release: () => void = () => undefined;
    const seen: string[] = [];
    const transport = newTransport({ prefetch: 5 });
    await transport.start(async (delivery) => {
      seen.push(delivery.body);
      await new Promise<void>((resolve) => (release = resolve));
      return 'applied';
    });
    for (const body of ['one', 'two', 'three']) await transport.publish(LIVE_ODDS, body);
    await until(() => seen.length === 1);
    const closing = transport.close();
    release();
    await closing;
    expect(seen).toEqual(['one']);
    expect(await readyInQueue()).toBe(2);
  });

  it('a consumer SIGKILLed before acknowledging: the next consumer gets the message, flagged redelivered', async () => {
    exchange = `unifiedfeed-test-${randomUUID().slice(0, 8)}`;
    const doomed = spawnConsumer(exchange);
    children.push(doomed.child);
    await doomed.line('ready');

    const seen: FeedDelivery[] = [];
    const standby = newTransport();
    await standby.start(async (delivery) => {
      seen.push(delivery);
      return 'applied';
    });
    await standby.publish(LIVE_SETTLEMENT, '<bet_settlement event_id="sr:match:1234"/>');
    await doomed.line('got <bet_settlement event_id="sr:match:1234"/>');
    // The single active consumer holds it unacknowledged: the standby has nothing yet.
    expect(seen).toEqual([]);

    doomed.child.kill('SIGKILL');
    await until(() => seen.length === 1);
    expect(seen[0]).toMatchObject({ routingKey: LIVE_SETTLEMENT, redelivered: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toHaveLength(1);
  });

  it('refuses to start when no broker answers, and can be started again', async () => {
    exchange = `unifiedfeed-test-${randomUUID().slice(0, 8)}`;
    const closedPort = await startProxy(BROKER.hostname, BROKER_PORT);
    closedPort.close();
    const nowhere = new URL(BROKER_URL);
    nowhere.hostname = '127.0.0.1';
    nowhere.port = String(closedPort.port);
    const transport = newTransport({ url: nowhere.toString() });
    await expect(transport.start(async () => 'applied')).rejects.toThrow();
    await expect(transport.start(async () => 'applied')).rejects.toThrow(/ECONNREFUSED|connect/);
  });

  it('reconnects when the broker goes away, and a message in hand at that moment comes back', async () => {
    exchange = `unifiedfeed-test-${randomUUID().slice(0, 8)}`;
    const proxy = await startProxy(BROKER.hostname, BROKER_PORT);
    try {
      const proxied = new URL(BROKER_URL);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const seen: string[] = [];
      let holdFirst = true;
      let inHand: () => void = () => undefined;
      const transport = newTransport({ url: proxied.toString() });
      await transport.start(async (delivery) => {
        seen.push(`${delivery.body}${delivery.redelivered ? ' again' : ''}`);
        if (delivery.body === 'first' && holdFirst) {
          holdFirst = false;
          await new Promise<void>((resolve) => (inHand = resolve));
        }
        return 'applied';
      });
      await transport.publish(LIVE_ODDS, 'first');
      await until(() => seen.length === 1);

      proxy.dropConnections();
      // The handler finishes after the connection is gone: its acknowledgement is lost, not the message.
      await new Promise((resolve) => setTimeout(resolve, 50));
      inHand();
      await transport.publish(LIVE_ODDS, 'second');
      await until(() => seen.includes('second'));
      expect(seen).toEqual(['first', 'first again', 'second']);
      expect(proxy.connectionsOpened()).toBeGreaterThan(1);
    } finally {
      await Promise.all(transports.splice(0).map((transport) => transport.close()));
      proxy.close();
    }
  });
});

/** A consumer in its own process that takes messages and never acknowledges them, to be SIGKILLed. */
function spawnConsumer(exchange: string): { child: ChildProcess; line: (text: string) => Promise<void> } {
  const transportFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'amqp-transport.ts');
  const script = `
    import { AmqpFeedTransport } from ${JSON.stringify(transportFile)};
    const transport = new AmqpFeedTransport({ url: process.env.BROKER_URL, exchange: process.env.EXCHANGE, onTrouble: () => {} });
    await transport.start(async (delivery) => { console.log('got ' + delivery.body); return new Promise(() => {}); });
    console.log('ready');
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.dirname(transportFile),
    env: { ...process.env, BROKER_URL, EXCHANGE: exchange },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    line: (text) => until(() => output.split('\n').includes(text), 20_000),
  };
}

/** A TCP relay to the broker whose connections can be cut, as a broker restart or a network loss would. */
async function startProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let opened = 0;
  const server = net.createServer((client) => {
    opened += 1;
    const upstream = net.connect({ host, port });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    connectionsOpened: () => opened,
    dropConnections: () => sockets.forEach((socket) => socket.destroy()),
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      server.close();
    },
  };
}
