import type { Channel, ConsumeMessage } from 'amqplib';

import { isDeadLetterVerdict, type FeedHandler, type FeedOutcome } from './feed-transport.ts';

/** What a queue consumer needs from its transport. */
export interface ConsumerDuties {
  /** After a handler threw and its channel closed (returning its messages), the wait before `retry`. */
  retryDelayMs: number;
  /** Parks a refused message with its reason; resolves once the broker confirmed it. */
  deadLetter: (message: ConsumeMessage, reason: string) => Promise<void>;
  /** Told of a failed handler or an acknowledgement that could not be sent. */
  onTrouble: (what: string, error?: unknown) => void;
  /** Consumes again on a new channel, after a handler threw and this consumer closed its own. */
  retry: () => void;
}

/**
 * Applies one channel's deliveries from one queue, one at a time, in order, and acks each only after the
 * handler applied it or its dead letter was confirmed. On a throw it takes nothing more and closes its
 * channel: the broker requeues every unacknowledged delivery of a closed channel in its place (RabbitMQ,
 * "Message ordering": messages stay in publication order even across requeueing or channel closure), so
 * the failed message comes back first; after the retry delay a new channel and consumer take over.
 * (Not `nackAll`: it also covers deliveries still on their way to the client, which would then be
 * applied before the retry, out of order, and their acks refused with 406 "unknown delivery tag".)
 */
export class QueueConsumer {
  private readonly fetched: ConsumeMessage[] = [];
  private running: Promise<void> = Promise.resolve();
  private busy = false;
  private stopped = false;
  /** A handler threw: nothing more is taken; the channel closes and returns what it holds. */
  private failed = false;
  private endPause: (() => void) | null = null;

  constructor(
    private readonly channel: Channel,
    private readonly handler: FeedHandler,
    private readonly duties: ConsumerDuties,
  ) {}

  /** A delivery arrived. */
  take(message: ConsumeMessage): void {
    if (this.stopped || this.failed) return;
    this.fetched.push(message);
    if (this.busy) return;
    this.busy = true;
    this.running = this.applyFetched().finally(() => (this.busy = false));
  }

  /** Settles once the message in hand (if any) is settled. */
  idle(): Promise<void> {
    return this.running;
  }

  /**
   * The channel closed: true when this consumer closed it after a failure (the connection is fine).
   * Otherwise it is gone: the broker returns what is unacknowledged, so forget it and settle nothing.
   */
  closed(): boolean {
    if (this.failed) return true;
    this.stopped = true;
    this.fetched.length = 0;
    this.endPause?.();
    return false;
  }

  /** Graceful stop: no new message; the one in hand finishes and settles; the rest go back to the queue. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.fetched.length = 0;
    this.endPause?.();
    await this.running;
    await this.channel.close().catch(() => undefined);
  }

  private async applyFetched(): Promise<void> {
    for (
      let message = this.fetched.shift();
      message && !this.stopped && !this.failed;
      message = this.fetched.shift()
    ) {
      await this.apply(message);
    }
  }

  private async apply(message: ConsumeMessage): Promise<void> {
    try {
      const outcome: FeedOutcome = await this.handler({
        routingKey: message.fields.routingKey,
        body: message.content.toString('utf8'),
        receivedAt: new Date(),
        deliveryTag: message.fields.deliveryTag,
        redelivered: message.fields.redelivered,
      });
      if (isDeadLetterVerdict(outcome)) await this.duties.deadLetter(message, outcome.deadLetter);
      else if (outcome !== 'applied') throw new Error(`the feed handler answered ${JSON.stringify(outcome)}`);
      this.settle(() => this.channel.ack(message));
    } catch (error) {
      this.duties.onTrouble(`handler failed on ${message.fields.routingKey}; retrying`, error);
      // Stopping or lost: the channel's closing returns it anyway.
      if (!this.stopped) await this.retry();
    }
  }

  /** Returns the failed message and everything delivered behind it, then consumes again after the delay. */
  private async retry(): Promise<void> {
    this.failed = true;
    this.fetched.length = 0;
    await this.channel.close().catch(() => undefined);
    await this.pause(this.duties.retryDelayMs);
    if (!this.stopped) this.duties.retry();
  }

  /** Acks on a channel that closed meanwhile are moot (the broker requeued): ignore them. */
  private settle(operation: () => void): void {
    try {
      operation();
    } catch (error) {
      this.duties.onTrouble(
        'could not settle a delivery (its channel closed; the broker requeues it)',
        error,
      );
    }
  }

  private pause(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.endPause = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (this.endPause = null));
  }
}
