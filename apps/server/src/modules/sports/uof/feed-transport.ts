/**
 * What the sportsbook consumes UOF through: a broker (`amqp-transport.ts`) or, with nothing installed,
 * an in-process queue (`in-process-queue.ts`). Both deliver at least once, in queue order, one message
 * at a time, and settle a message only after the handler's promise does: the book acknowledges a
 * message by committing it, so a crash before the commit brings the message back (and the book must
 * recognise one it has already applied).
 */

/** One message as it arrived. */
export interface FeedDelivery {
  /** The UOF routing key it was published with, e.g. `hi.-.live.odds_change.1.sr:match.1234.-`. */
  routingKey: string;
  /** The message's XML, as UOF sent it. */
  body: string;
  /** When this process received it (UOF's own `timestamp` is inside the XML). */
  receivedAt: Date;
  /** The transport's number for this delivery (per channel on a broker; diagnostics only). */
  deliveryTag: number;
  /** True when it was delivered before and not settled: it may already be applied. */
  redelivered: boolean;
}

/** Refuses a message for good: it goes to the dead letters with this reason instead of being retried. */
export interface DeadLetterVerdict {
  /** Why the message cannot be applied (shown in the back office beside the message). */
  deadLetter: string;
}

/** `applied`: committed, acknowledge it. A dead-letter verdict: park it with its reason. */
export type FeedOutcome = 'applied' | DeadLetterVerdict;

/**
 * Applies one message. Throwing (a database outage, a deadlock) means "not now": the message stays
 * and comes back after the transport's retry delay, ahead of the messages that followed it.
 */
export type FeedHandler = (delivery: FeedDelivery) => Promise<FeedOutcome>;

/** A message refused by the handler, with the reason it gave. */
export interface DeadLetter {
  /** The routing key it was published with. */
  routingKey: string;
  /** Its XML. */
  body: string;
  /** The handler's reason. */
  reason: string;
  /** When it was refused. */
  deadAt: Date;
}

/** Header of a dead-lettered broker message: the handler's reason. */
export const DEAD_REASON_HEADER = 'x-dead-reason';
/** Header of a dead-lettered broker message: the routing key it was published with. */
export const ORIGINAL_ROUTING_KEY_HEADER = 'x-original-routing-key';

/** How long a message whose handler threw waits before it is delivered again, by default. */
export const DEFAULT_RETRY_DELAY_MS = 1_000;

/** A source of UOF messages and the place the sandbox feed publishes to. */
export interface FeedTransport {
  /** Starts delivering to `handler`; resolves once consuming has begun. Call once. */
  start(handler: FeedHandler): Promise<void>;
  /** Publishes one message (the sandbox feed); resolves once the transport holds it. */
  publish(routingKey: string, xml: string): Promise<void>;
  /** Stops taking messages, lets the message in hand finish and settle, then lets go of the rest. */
  close(): Promise<void>;
}

/** Whether the handler refused the message. */
export function isDeadLetterVerdict(outcome: FeedOutcome): outcome is DeadLetterVerdict {
  return typeof outcome === 'object' && typeof outcome.deadLetter === 'string';
}
