import type { Channel, ConsumeMessage } from 'amqplib';

import { isDeadLetterVerdict, type FeedHandler, type FeedOutcome } from './feed-transport.ts';

/** What a queue consumer needs from its transport. */
export interface ConsumerDuties {
  /** How long a message whose handler threw stays in hand before it goes back to the queue. */
  retryDelayMs: number;
  /** Parks a refused message with its reason; resolves once the broker confirmed it. */
  deadLetter: (message: ConsumeMessage, reason: string) => Promise<void>;
  /** Told of a failed handler or an acknowledgement that could not be sent. */
  onTrouble: (what: string, error?: unknown) => void;
}

/**
 * Applies one channel's deliveries from one queue, one at a time, in order, and settles each only after
 * the handler: ack when applied or dead-lettered; on a throw, after the retry delay, nack with requeue of
 * it and everything fetched behind it (RabbitMQ puts requeued messages back in their places).
 */
export class QueueConsumer {
  private readonly fetched: ConsumeMessage[] = [];
  private running: Promise<void> = Promise.resolve();
  private busy = false;
  private stopped = false;
  private endPause: (() => void) | null = null;

  constructor(
    private readonly channel: Channel,
    private readonly handler: FeedHandler,
    private readonly duties: ConsumerDuties,
  ) {}

  /** A delivery arrived. */
  take(message: ConsumeMessage): void {
    if (this.stopped) return;
    this.fetched.push(message);
    if (this.busy) return;
    this.busy = true;
    this.running = this.applyFetched().finally(() => (this.busy = false));
  }

  /** Settles once the message in hand (if any) is settled. */
  idle(): Promise<void> {
    return this.running;
  }

  /** The channel is gone: the broker returns what is unacknowledged, so forget it and settle nothing. */
  lose(): void {
    this.stopped = true;
    this.fetched.length = 0;
    this.endPause?.();
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
    for (let message = this.fetched.shift(); message && !this.stopped; message = this.fetched.shift()) {
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
      await this.pause(this.duties.retryDelayMs);
      // Return it with everything fetched behind it, which keeps the queue's order for the retry.
      this.fetched.length = 0;
      this.settle(() => this.channel.nackAll(true));
    }
  }

  /** Acks and nacks on a channel that closed meanwhile are moot (the broker requeued): ignore them. */
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
