import { feedMessageSchema, type FeedMessage } from '@casino/contracts';

import { deliverLive, DeliveryQueue, logDeliveryError, type DeliveryErrorHandler } from './delivery-queue.ts';
import type { FeedAdapter, FeedHandler } from './feed-adapter.ts';
import { changedOrOpen, fixtureRecovery } from './feed-recovery.ts';
import type { SandboxOptions } from './sandbox-fixtures.ts';
import { SimulatedTimeline } from './simulated-timeline.ts';

/** The adapter's default tick: live messages go out within a second of their time. */
export const SIMULATED_FEED_TICK_MS = 1_000;
/** Injected messages kept for recovery: plenty for the test console, bounded for a long-running sandbox. */
const INJECTED_KEPT = 10_000;

/** What a sandbox feed is built from. */
export interface SimulatedFeedOptions extends SandboxOptions {
  /** The clock the timeline is read against (ms). */
  now: () => number;
  /** How often live messages are delivered; default 1 000 ms. */
  tickMs?: number;
  /** Told when the live handler throws on a message; default console.error. The stream goes on. */
  onError?: DeliveryErrorHandler;
}

/**
 * Every message with ts in [from, to) of the sandbox given by the seed and epoch. Pure: the same seed and
 * epoch always give the same messages, whichever windows they are asked in.
 */
export function simulatedTimeline(options: SandboxOptions, from: number, to: number): FeedMessage[] {
  return new SimulatedTimeline(options).between(from, to);
}

/**
 * SANDBOX provider: a simulation bundled with the platform, not a real feed. It plays fictional football,
 * basketball and tennis fixtures in compressed time (a football match in 10 real minutes), all derived from
 * the seed, so every process of a site and every test run sees the same fixtures, scores and prices. The UI
 * and logs show it as SANDBOX (`sandbox: true`). `inject` is the provider's test console: it sends a message
 * of the caller's own (a fixture, a price move, a result) into the running stream.
 */
export class SimulatedFeed implements FeedAdapter {
  readonly name = 'sandbox';
  readonly sandbox = true;
  private readonly timeline: SimulatedTimeline;
  private readonly queue = new DeliveryQueue();
  private readonly injected: FeedMessage[] = [];
  private handler: FeedHandler | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts starts and stops: a tick of an earlier run never schedules the next. */
  private run = 0;
  /** Live messages before this time have been delivered (or covered by a recovery). */
  private deliveredUntil: number | null = null;

  constructor(private readonly options: SimulatedFeedOptions) {
    this.timeline = new SimulatedTimeline(options);
  }

  /** Delivers live messages from now (or from where the last recovery left off) every tick. */
  async start(handler: FeedHandler): Promise<void> {
    if (this.handler) throw new Error('the sandbox feed is already running');
    this.handler = handler;
    this.run += 1;
    this.deliveredUntil ??= this.options.now();
    this.schedule(this.run);
  }

  /** Stops ticking; resolves once the delivery in progress has finished. A later start begins afresh from now. */
  async stop(): Promise<void> {
    this.handler = null;
    this.run += 1;
    this.deliveredUntil = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.queue.idle();
  }

  /**
   * The state as of now of every fixture visible now or changed since `since`, injected ones included, then
   * snapshot_complete. While running, "now" is where the live stream stands, so no message is skipped or
   * told twice around the recovery.
   */
  recover(since: number, requestId: number, handler: FeedHandler): Promise<void> {
    return this.queue.run(async () => {
      const now = this.handler && this.deliveredUntil !== null ? this.deliveredUntil : this.options.now();
      for (const history of this.histories(since, now)) {
        for (const message of fixtureRecovery(history, since, now)) await handler(message);
      }
      await handler({ type: 'snapshot_complete', ts: now, requestId });
      if (!this.handler) this.deliveredUntil = now;
    });
  }

  /** Whether this process delivers the feed (the one that leads it). */
  get running(): boolean {
    return Boolean(this.handler);
  }

  /**
   * The test console: validates `message` as a feed message and delivers it through the running handler, in
   * order with the ticks; resolves once delivered. Throws when the message is not a valid feed message or the
   * feed is not running.
   */
  inject(message: unknown): Promise<void> {
    const parsed = feedMessageSchema.parse(message);
    const handler = this.handler;
    if (!handler) return Promise.reject(new Error('the sandbox feed is not running'));
    return this.queue.run(async () => {
      this.injected.push(parsed);
      if (this.injected.length > INJECTED_KEPT) this.injected.shift();
      await handler(parsed);
    });
  }

  private schedule(run: number): void {
    this.timer = setTimeout(() => {
      void this.queue
        .run(() => this.tick())
        .catch((error: unknown) => (this.options.onError ?? logDeliveryError)(error))
        .then(() => {
          if (this.run === run) this.schedule(run);
        });
    }, this.options.tickMs ?? SIMULATED_FEED_TICK_MS);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    const handler = this.handler;
    if (!handler || this.deliveredUntil === null) return;
    const to = this.options.now();
    if (to <= this.deliveredUntil) return;
    const messages = this.timeline.between(this.deliveredUntil, to);
    this.deliveredUntil = to;
    await deliverLive(messages, handler, this.options.onError ?? logDeliveryError);
  }

  /** The timeline's histories with the injected messages of each event merged in, in time order. */
  private histories(since: number, now: number): FeedMessage[][] {
    const byEvent = new Map<string, FeedMessage[]>();
    for (const history of this.timeline.histories(since, now)) {
      const first = history[0];
      if (first && 'eventId' in first) byEvent.set(first.eventId, history);
    }
    for (const message of this.injected) {
      if (!('eventId' in message)) continue;
      const history = byEvent.get(message.eventId) ?? [];
      history.push(message);
      byEvent.set(message.eventId, history);
    }
    // Stable: a fixture's messages of equal time keep the order they were sent in.
    return [...byEvent.values()]
      .map((history) => [...history].sort((a, b) => a.ts - b.ts))
      .filter((history) => changedOrOpen(history, since));
  }
}
