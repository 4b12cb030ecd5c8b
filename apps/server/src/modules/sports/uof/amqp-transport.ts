import {
  connect,
  type Channel,
  type ChannelModel,
  type ConfirmChannel,
  type ConsumeMessage,
  type Options,
  type RecoveringChannelModel,
} from 'amqplib';

import { QueueConsumer } from './amqp-queue-consumer.ts';
import {
  DEAD_REASON_HEADER,
  DEFAULT_RETRY_DELAY_MS,
  ORIGINAL_ROUTING_KEY_HEADER,
  type FeedHandler,
  type FeedTransport,
} from './feed-transport.ts';
import { bindingPatterns } from './routing-key.ts';

/** Options of the broker transport. */
export interface AmqpTransportOptions {
  /** The broker, `amqp://user:password@host:5672/vhost` (`SPORTS_FEED_URL`). */
  url: string;
  /** The topic exchange UOF publishes to; tests give each run its own. Default `unifiedfeed`. */
  exchange?: string;
  /** This session's UOF node id: its queue takes that node's recoveries and the messages for all nodes. */
  nodeId?: number | null;
  /** The node's durable queue. Default `{exchange}.node-{nodeId}` (`node-any` without a node). */
  queue?: string;
  /** Binding patterns of the queue. Default: every message of the node (`bindingPatterns(['all'], nodeId)`). */
  bindings?: readonly string[];
  /** Messages the broker hands over before the first is acknowledged. Default 32. */
  prefetch?: number;
  /** After a handler threw (its message went back to the queue), the wait before consuming again. */
  retryDelayMs?: number;
  /** First and longest wait between reconnection attempts. Default 100 ms and 30 s. */
  reconnectDelayMs?: { initial: number; max: number };
  /** Told of a failed handler, a lost connection, a reconnection scheduled. Default: console.warn. */
  onTrouble?: (what: string, error?: unknown) => void;
}

/** The dead letters' exchange and queue of a feed exchange: `unifiedfeed.dead`. */
export function deadLetterName(exchange: string): string {
  return `${exchange}.dead`;
}

/**
 * UOF over AMQP 0-9-1. The topology is declared on every connection: the durable topic exchange, the
 * node's durable queue with its bindings, the durable dead letters (a fanout exchange and its queue).
 *
 * Order: the node's queue has a single active consumer (`x-single-active-consumer`: a second server
 * process waits as a standby and takes over when the first dies), and that consumer applies one
 * message at a time. A message whose handler throws is returned together with every message delivered
 * behind it (its channel is closed, then a new one consumes), so the queue is applied in its order even
 * across retries and reconnections.
 *
 * Delivery is at least once: a message is acknowledged only after the handler resolved (or after its
 * dead letter was confirmed by the broker); a connection lost before that returns it to the queue, and
 * it comes back flagged `redelivered`.
 */
export class AmqpFeedTransport implements FeedTransport {
  private readonly exchange: string;
  private readonly queue: string;
  private readonly bindings: readonly string[];
  private readonly prefetch: number;
  private readonly retryDelayMs: number;
  private readonly onTrouble: (what: string, error?: unknown) => void;
  private model: Promise<RecoveringChannelModel> | null = null;
  private publisher = deferred<ConfirmChannel>();
  private handler: FeedHandler | null = null;
  /** The connection of the moment, once its topology is declared. */
  private connected: ChannelModel | null = null;
  /** The connection the consumer was (or is being) opened on. */
  private consumingOn: ChannelModel | null = null;
  private consumer: QueueConsumer | null = null;
  private closing = false;

  constructor(private readonly options: AmqpTransportOptions) {
    const nodeId = options.nodeId ?? null;
    this.exchange = options.exchange ?? 'unifiedfeed';
    this.queue = options.queue ?? `${this.exchange}.node-${nodeId ?? 'any'}`;
    this.bindings = options.bindings ?? bindingPatterns(['all'], nodeId);
    this.prefetch = options.prefetch ?? 32;
    this.retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    this.onTrouble =
      options.onTrouble ?? ((what, error) => console.warn(`sports feed: ${what}`, error ?? ''));
  }

  async start(handler: FeedHandler): Promise<void> {
    if (this.handler) throw new Error('the feed transport is already started');
    this.handler = handler;
    try {
      await this.connection();
    } catch (error) {
      this.handler = null;
      throw error;
    }
    // Already connected before (a publish came first): consume on that connection.
    if (this.connected) await this.resume(this.connected);
  }

  async publish(routingKey: string, xml: string): Promise<void> {
    await this.connection();
    const publisher = await this.publisher.promise;
    await confirmedPublish(publisher, this.exchange, routingKey, Buffer.from(xml), {
      persistent: true,
      contentType: 'application/xml',
      timestamp: Math.floor(Date.now() / 1000),
    });
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await this.consumer?.stop();
    const model = await this.model?.catch(() => null);
    await model?.close();
  }

  /** The connection, opened on first use; amqplib reconnects it with backoff and reruns `setUp`. */
  private connection(): Promise<RecoveringChannelModel> {
    if (this.closing) return Promise.reject(new Error('the feed transport is closed'));
    this.model ??= this.openConnection().catch((error: unknown) => {
      this.model = null;
      throw error;
    });
    return this.model;
  }

  /** The first connection fails fast (the caller decides); a connection lost later is retried forever. */
  private async openConnection(): Promise<RecoveringChannelModel> {
    const delays = this.options.reconnectDelayMs ?? { initial: 100, max: 30_000 };
    const model = await connect(this.options.url, {
      recovery: {
        initialDelay: delays.initial,
        maxDelay: delays.max,
        initialMaxRetries: 0,
        setup: (connected: ChannelModel) => this.setUp(connected),
      },
    });
    model.on('disconnect', (error: Error) => this.onTrouble('connection lost', error));
    model.on('reconnect-scheduled', ({ attempt, delay }: { attempt: number; delay: number }) =>
      this.onTrouble(`reconnecting (attempt ${attempt}) in ${delay} ms`),
    );
    model.on('error', (error: Error) => this.onTrouble('connection error', error));
    return model;
  }

  /** Runs on every (re)connection: declares the topology, then resumes consuming if started. */
  private async setUp(connected: ChannelModel): Promise<void> {
    const publisher = await connected.createConfirmChannel();
    this.watch(publisher, connected, () => {
      if (this.publisher.settled === publisher) this.publisher = deferred();
      return false;
    });
    const dead = deadLetterName(this.exchange);
    await publisher.assertExchange(this.exchange, 'topic', { durable: true });
    await publisher.assertExchange(dead, 'fanout', { durable: true });
    await publisher.assertQueue(dead, { durable: true });
    await publisher.bindQueue(dead, dead, '');
    await publisher.assertQueue(this.queue, {
      durable: true,
      arguments: { 'x-single-active-consumer': true },
    });
    for (const pattern of this.bindings) await publisher.bindQueue(this.queue, this.exchange, pattern);
    this.connected = connected;
    this.publisher.resolve(publisher);
    await this.resume(connected);
  }

  /** Consumes on `connected` if started and not consuming there yet. */
  private async resume(connected: ChannelModel): Promise<void> {
    if (!this.handler || this.consumingOn === connected) return;
    this.consumingOn = connected;
    await this.consume(connected, this.handler);
  }

  private async consume(connected: ChannelModel, handler: FeedHandler): Promise<void> {
    // The consumer of a lost connection may still be applying a message that is about to come back:
    // let it finish first, so no message is ever applied twice at once.
    await this.consumer?.idle();
    const channel = await connected.createChannel();
    await channel.prefetch(this.prefetch);
    // Closing meanwhile (a retry was opening this channel): close() stops only the consumer it sees.
    if (this.closing) {
      await channel.close().catch(() => undefined);
      return;
    }
    const consumer = new QueueConsumer(channel, handler, {
      retryDelayMs: this.retryDelayMs,
      deadLetter: (message, reason) => this.deadLetter(message, reason),
      onTrouble: this.onTrouble,
      retry: () => this.consumeAgain(connected, handler),
    });
    this.consumer = consumer;
    this.watch(channel, connected, () => consumer.closed());
    await channel.consume(this.queue, (message) => {
      if (message) consumer.take(message);
      // The broker cancelled us (the queue was deleted): reconnecting declares it again.
      else void closeQuietly(connected);
    });
  }

  /**
   * After a failed handler closed its channel: consumes on a new one, unless the transport is closing or
   * the connection is gone or replaced (recovery then consumes on the next connection).
   */
  private consumeAgain(connected: ChannelModel, handler: FeedHandler): void {
    if (this.closing || this.connected !== connected || this.consumingOn !== connected) return;
    this.consume(connected, handler).catch((error: unknown) => {
      if (this.closing) return;
      this.onTrouble('could not consume again; reconnecting', error);
      void closeQuietly(connected);
    });
  }

  /** Parks a refused message on the dead letters with its reason; resolves once the broker has it. */
  private async deadLetter(message: ConsumeMessage, reason: string): Promise<void> {
    const publisher = await this.publisher.promise;
    await confirmedPublish(
      publisher,
      deadLetterName(this.exchange),
      message.fields.routingKey,
      message.content,
      {
        ...message.properties,
        persistent: true,
        headers: {
          ...message.properties.headers,
          [DEAD_REASON_HEADER]: reason,
          [ORIGINAL_ROUTING_KEY_HEADER]: message.fields.routingKey,
        },
      },
    );
  }

  /**
   * A channel closed by the broker (an error) while the connection stays up would stop the feed quietly:
   * close the connection instead, so recovery opens everything again. `onClose` answers true when the
   * channel was closed on purpose and the connection stays.
   */
  private watch(channel: Channel, connected: ChannelModel, onClose: () => boolean): void {
    channel.on('error', (error: Error) => this.onTrouble('channel error', error));
    channel.on('close', () => {
      if (onClose()) return;
      if (this.connected === connected) this.connected = null;
      if (!this.closing) void closeQuietly(connected);
    });
  }
}

function confirmedPublish(
  channel: ConfirmChannel,
  exchange: string,
  routingKey: string,
  content: Buffer,
  options: Options.Publish,
): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.publish(exchange, routingKey, content, options, (error: unknown) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
  });
}

function closeQuietly(model: ChannelModel): Promise<void> {
  return model.close().catch(() => undefined);
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  settled: T | null;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  const result: Deferred<T> = {
    promise,
    settled: null,
    resolve: (value) => {
      result.settled = value;
      resolve(value);
    },
  };
  return result;
}
