import type { UofMessage } from '@casino/contracts';

import { inTransaction, type Db } from '../../../db/client.ts';
import { saveProducer, storedProducers } from '../sports-producers.repo.ts';
import { ProducerMonitor, type MonitorScheduler, type ProducerMarketCommand } from './producer-monitor.ts';
import { producerSettings, UOF_MAX_RECOVERY_MS, type ProducerState } from './producer-state.ts';
import type { RecoveryClient } from './recovery-client.ts';
import { UOF_PRODUCTS } from './uof-writer.ts';

/** A producer the book follows: its id, its recovery path and how far back its recovery reaches. */
export interface FollowedProducer {
  producerId: number;
  /** The REST path segment of its recovery (`liveodds`, `pre`). */
  product: string;
  recoveryWindowMs: number;
}

/** Live Odds and Betradar Ctrl (prematch): the producers the book's sports come from (producers.xml). */
export const BOOK_PRODUCERS: readonly FollowedProducer[] = [
  { producerId: UOF_PRODUCTS.live, product: 'liveodds', recoveryWindowMs: UOF_MAX_RECOVERY_MS.liveOdds },
  { producerId: UOF_PRODUCTS.prematch, product: 'pre', recoveryWindowMs: UOF_MAX_RECOVERY_MS.other },
];

/** What the producers' health does to the book. */
export interface ProducerBook {
  producerDown(producerId: number): Promise<void>;
  producerUp(producerId: number): void;
}

export interface UofProducersOptions {
  db: Db;
  /** The feed's name the states are stored under. */
  feed: string;
  book: ProducerBook;
  client: RecoveryClient;
  producers?: readonly FollowedProducer[];
  /** No alive for this long: the producer is down (UOF's SDKs: 20 s). */
  aliveTimeoutMs?: number;
  /** Two recovery requests of a producer at least this far apart (the SDKs: 30 s). */
  minRequestIntervalMs?: number;
  now?: () => number;
  onError: (error: unknown) => void;
  log?: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

/** The recovery cursor is stored at most this often while nothing else about a producer changes. */
const CURSOR_SAVE_MS = 5_000;

const timers: MonitorScheduler = {
  schedule(delayMs, run) {
    const timer = setTimeout(run, delayMs);
    timer.unref?.();
    return () => clearTimeout(timer);
  },
};

/**
 * The feed's producers, followed (issue 35): the ProducerMonitor's state machines fed with the alives,
 * snapshot_completes and applied messages the feed consumes, their states stored in `sports_producers` (the
 * recovery cursor survives a restart or a SIGKILL), and their commands carried out on the book — a producer
 * down suspends its markets, a completed recovery opens them to its prices again. Runs in the process that
 * leads the feed.
 */
export class UofProducers {
  private monitor: ProducerMonitor | null = null;
  private readonly saved = new Map<number, { key: string; at: number }>();
  private readonly now: () => number;

  constructor(private readonly options: UofProducersOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Restores the stored states: every producer down, its markets suspended, until an alive lets it recover. */
  async start(): Promise<void> {
    this.monitor?.close();
    const stored = new Map(
      (await storedProducers(this.options.db, this.options.feed)).map((row) => [row.producerId, row.state]),
    );
    const followed = this.options.producers ?? BOOK_PRODUCERS;
    const monitor = new ProducerMonitor({
      producers: followed.map((producer) => ({
        settings: producerSettings({
          producerId: producer.producerId,
          recoveryWindowMs: producer.recoveryWindowMs,
          ...(this.options.aliveTimeoutMs === undefined
            ? {}
            : { aliveTimeoutMs: this.options.aliveTimeoutMs }),
          ...(this.options.minRequestIntervalMs === undefined
            ? {}
            : { minRequestIntervalMs: this.options.minRequestIntervalMs }),
        }),
        product: producer.product,
        stored: stored.get(producer.producerId) ?? null,
      })),
      client: this.options.client,
      now: this.now,
      scheduler: timers,
      onCommand: (command) => this.carryOut(command),
      onState: (state) => this.store(state),
      onRecoveryFailure: (producerId, requestId, failure) =>
        this.options.log?.warn({ producerId, requestId, failure }, 'sports feed: recovery request failed'),
      onError: this.options.onError,
    });
    this.monitor = monitor;
    await monitor.start();
  }

  /** A message the feed consumed and the book committed: alives and snapshot_completes move the producers. */
  async observe(message: UofMessage): Promise<void> {
    const monitor = this.monitor;
    if (!monitor) return;
    if (message.type === 'alive' || message.type === 'snapshot_complete') await monitor.handle(message);
    else await monitor.messageApplied(message.product, message.timestamp);
  }

  /** Whether a producer's markets may be open. */
  isUp(producerId: number): boolean {
    return this.monitor?.isUp(producerId) ?? false;
  }

  /** Stops the timers. */
  close(): void {
    this.monitor?.close();
    this.monitor = null;
  }

  private async carryOut(command: ProducerMarketCommand): Promise<void> {
    if (command.type === 'suspendProducerMarkets') {
      this.options.log?.warn(
        { producerId: command.producerId, reason: command.reason },
        'sports feed: producer down, its markets suspended',
      );
      await this.options.book.producerDown(command.producerId);
    } else {
      this.options.log?.info({ producerId: command.producerId }, 'sports feed: producer recovered');
      this.options.book.producerUp(command.producerId);
    }
  }

  /** Stores a state when anything but the cursor changed, and the moving cursor every few seconds. */
  private async store(state: ProducerState): Promise<void> {
    const key = JSON.stringify([
      state.status,
      state.lastRequestId,
      state.recovery,
      state.failures,
      state.downReason,
    ]);
    const previous = this.saved.get(state.producerId);
    const now = this.now();
    if (previous && previous.key === key && now - previous.at < CURSOR_SAVE_MS) return;
    await inTransaction(this.options.db, (tx) => saveProducer(tx, this.options.feed, state));
    this.saved.set(state.producerId, { key, at: now });
  }
}
