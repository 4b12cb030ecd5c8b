import {
  DEFAULT_RETRY_DELAY_MS,
  isDeadLetterVerdict,
  type DeadLetter,
  type FeedHandler,
  type FeedTransport,
} from './feed-transport.ts';
import { matchesBinding } from './routing-key.ts';

/** Options of the in-process queue. */
export interface InProcessQueueOptions {
  /** Binding patterns, as on the broker: a message no pattern matches is dropped. Default: everything. */
  bindings?: readonly string[];
  /** How long a message whose handler threw waits before it is handled again. */
  retryDelayMs?: number;
  /** Told of each failed attempt (the message stays queued). */
  onHandlerError?: (error: unknown, routingKey: string) => void;
}

interface QueuedMessage {
  routingKey: string;
  body: string;
  redelivered: boolean;
}

/**
 * The feed transport of `npm start` with no broker: a FIFO in memory with the broker's semantics — one
 * message at a time in order, taken off only when the handler resolves, dead letters kept with their
 * reason, a thrown handler retried after a delay before anything behind it. Messages live as long as
 * the process: the sandbox feed republishes on recovery, which is all a sandbox needs.
 */
export class InProcessFeedQueue implements FeedTransport {
  private readonly queue: QueuedMessage[] = [];
  private readonly deadLetterList: DeadLetter[] = [];
  private readonly bindings: readonly string[];
  private readonly retryDelayMs: number;
  private readonly onHandlerError: (error: unknown, routingKey: string) => void;
  private handler: FeedHandler | null = null;
  private deliveryTag = 0;
  private closed = false;
  /** Resolves the wait for a message, when the queue is empty. */
  private wakeIdle: (() => void) | null = null;
  /** Cuts the retry pause short, when closing. */
  private endPause: (() => void) | null = null;
  private loop: Promise<void> = Promise.resolve();

  constructor(options: InProcessQueueOptions = {}) {
    this.bindings = options.bindings ?? ['#'];
    this.retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    this.onHandlerError =
      options.onHandlerError ??
      ((error, routingKey) => console.error(`feed handler failed on ${routingKey}`, error));
  }

  async start(handler: FeedHandler): Promise<void> {
    if (this.handler) throw new Error('the feed queue is already started');
    if (this.closed) throw new Error('the feed queue is closed');
    this.handler = handler;
    this.loop = this.deliverAll(handler);
  }

  async publish(routingKey: string, xml: string): Promise<void> {
    if (this.closed) throw new Error('the feed queue is closed');
    if (!this.bindings.some((pattern) => matchesBinding(pattern, routingKey))) return;
    this.queue.push({ routingKey, body: xml, redelivered: false });
    this.wakeIdle?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeIdle?.();
    this.endPause?.();
    await this.loop;
  }

  /** The messages the handler refused, oldest first. */
  deadLetters(): readonly DeadLetter[] {
    return this.deadLetterList;
  }

  /** How many messages wait, the one in hand included. */
  size(): number {
    return this.queue.length;
  }

  private async deliverAll(handler: FeedHandler): Promise<void> {
    while (!this.closed) {
      const message = this.queue[0];
      if (!message) {
        await new Promise<void>((resolve) => (this.wakeIdle = resolve));
        this.wakeIdle = null;
        continue;
      }
      if (await this.deliver(handler, message)) this.queue.shift();
      else {
        message.redelivered = true;
        await this.pause(this.retryDelayMs);
      }
    }
  }

  /** Handles one message; true once it is settled (applied or dead-lettered). */
  private async deliver(handler: FeedHandler, message: QueuedMessage): Promise<boolean> {
    this.deliveryTag += 1;
    try {
      const outcome = await handler({
        routingKey: message.routingKey,
        body: message.body,
        receivedAt: new Date(),
        deliveryTag: this.deliveryTag,
        redelivered: message.redelivered,
      });
      if (isDeadLetterVerdict(outcome)) {
        this.deadLetterList.push({
          routingKey: message.routingKey,
          body: message.body,
          reason: outcome.deadLetter,
          deadAt: new Date(),
        });
      } else if (outcome !== 'applied') {
        throw new Error(`the feed handler answered ${JSON.stringify(outcome)}`);
      }
      return true;
    } catch (error) {
      this.onHandlerError(error, message.routingKey);
      return false;
    }
  }

  /** Waits `ms`, or less if the queue is closed meanwhile. */
  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.endPause = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (this.endPause = null));
  }
}
