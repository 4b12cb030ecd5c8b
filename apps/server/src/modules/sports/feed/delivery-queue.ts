import type { FeedMessage } from '@casino/contracts';

import type { FeedHandler } from './feed-adapter.ts';

/**
 * Runs an adapter's deliveries one after another: a tick, an injected message and a recovery never
 * interleave, so the handler sees one ordered stream whatever asked for it.
 */
export class DeliveryQueue {
  private tail: Promise<void> = Promise.resolve();

  /** Runs `work` after everything queued before it; its result or error goes to the caller alone. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Settles once everything queued so far has run. */
  idle(): Promise<void> {
    return this.tail;
  }
}

/**
 * Told when a live delivery fails: the handler threw on `message`, or (no message) the adapter's own turn
 * failed. The stream goes on either way.
 */
export type DeliveryErrorHandler = (error: unknown, message?: FeedMessage) => void;

/** Delivers live messages in order; a handler that throws is reported and the next message still goes out. */
export async function deliverLive(
  messages: readonly FeedMessage[],
  handler: FeedHandler,
  onError: DeliveryErrorHandler,
): Promise<void> {
  for (const message of messages) {
    try {
      await handler(message);
    } catch (error) {
      onError(error, message);
    }
  }
}

/** The default report of a failed live delivery. */
export const logDeliveryError: DeliveryErrorHandler = (error, message) =>
  console.error(message ? `feed handler failed on ${message.type}` : 'feed turn failed', error);
