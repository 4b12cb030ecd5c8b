import type { UofMessage } from '@casino/contracts';

import {
  nextWakeUpAt,
  restoreProducerState,
  stepProducer,
  type ProducerCommand,
  type ProducerEvent,
  type ProducerSettings,
  type ProducerState,
} from './producer-state.ts';
import { RecoveryRequestIds, type RecoveryClient, type RecoveryFailure } from './recovery-client.ts';

/**
 * Runs the producer state machines of one consumer: routes alives and snapshot_completes to them, sends the
 * recovery requests they ask for through a RecoveryClient, comes back at their wake-up times through an injected
 * scheduler, and hands the book what it must do (suspend or resume a producer's markets) and each new state to
 * store. Time comes only from the injected clock and scheduler.
 */

/** Market commands for the book (recovery requests are this monitor's own business). */
export type ProducerMarketCommand = Exclude<ProducerCommand, { type: 'requestRecovery' }>;

/** Timers, injected so tests run on a fake clock. */
export interface MonitorScheduler {
  /** Calls `run` in `delayMs`; the returned function cancels it. */
  schedule(delayMs: number, run: () => void): () => void;
}

/** One producer to watch. */
export interface MonitoredProducer {
  settings: ProducerSettings;
  /** Its API path segment for recovery (`liveodds`, `pre`…). */
  product: string;
  /** Its stored state, or null the first time. */
  stored: ProducerState | null;
}

export interface ProducerMonitorOptions {
  producers: MonitoredProducer[];
  client: RecoveryClient;
  /** Epoch ms. */
  now: () => number;
  scheduler: MonitorScheduler;
  /** Suspends or resumes a producer's markets. */
  onCommand: (command: ProducerMarketCommand) => Promise<void> | void;
  /** Stores a producer's new state (at least its `lastProcessedTs` and `lastRequestId`). */
  onState: (state: ProducerState) => Promise<void> | void;
  /** Told when a recovery request fails (for logs). */
  onRecoveryFailure?: (producerId: number, requestId: number, failure: RecoveryFailure) => void;
  /** Told when storing a state or a command failed in the background (a timer or a request's answer). */
  onError?: (error: unknown) => void;
}

interface Watched {
  settings: ProducerSettings;
  product: string;
  state: ProducerState;
  cancelTimer: (() => void) | null;
}

export class ProducerMonitor {
  private readonly watched = new Map<number, Watched>();
  private readonly requestIds: RecoveryRequestIds;
  private closed = false;

  constructor(private readonly options: ProducerMonitorOptions) {
    const seed = Math.max(0, ...options.producers.map((producer) => producer.stored?.lastRequestId ?? 0));
    this.requestIds = new RecoveryRequestIds(options.now, seed);
  }

  /** Restores every producer (down, markets suspended) and waits for their alives. */
  async start(): Promise<void> {
    for (const producer of this.options.producers) {
      const id = producer.settings.producerId;
      const { state, commands } = restoreProducerState(producer.stored, id);
      const watched: Watched = {
        settings: producer.settings,
        product: producer.product,
        state,
        cancelTimer: null,
      };
      this.watched.set(id, watched);
      await this.settle(watched, commands);
    }
  }

  /** Feeds an alive or a snapshot_complete; other messages are ignored (see `messageApplied`). */
  async handle(message: UofMessage): Promise<void> {
    if (message.type === 'alive') {
      await this.dispatch(message.product, {
        type: 'alive',
        timestamp: message.timestamp,
        subscribed: message.subscribed,
      });
    } else if (message.type === 'snapshot_complete') {
      await this.dispatch(message.product, { type: 'snapshot_complete', requestId: message.requestId });
    }
  }

  /** A message of `producerId` was applied and committed (its own timestamp). */
  async messageApplied(producerId: number, timestamp: number): Promise<void> {
    await this.dispatch(producerId, { type: 'message_applied', timestamp });
  }

  /** Whether the producer's markets may be open; false for a producer not watched. */
  isUp(producerId: number): boolean {
    return this.watched.get(producerId)?.state.status === 'up';
  }

  /** The producer's current state (for the back office). */
  state(producerId: number): ProducerState | null {
    return this.watched.get(producerId)?.state ?? null;
  }

  /** Cancels the timers; events after this are ignored. */
  close(): void {
    this.closed = true;
    for (const watched of this.watched.values()) watched.cancelTimer?.();
  }

  private async dispatch(producerId: number, event: ProducerEvent): Promise<void> {
    const watched = this.watched.get(producerId);
    if (watched === undefined || this.closed) return;
    const { state, commands } = stepProducer(watched.state, event, {
      now: this.options.now(),
      settings: watched.settings,
      nextRequestId: (previous) => this.requestIds.next(previous),
    });
    watched.state = state;
    await this.settle(watched, commands);
  }

  private async settle(watched: Watched, commands: ProducerCommand[]): Promise<void> {
    this.arm(watched);
    await this.options.onState(watched.state);
    for (const command of commands) {
      if (command.type === 'requestRecovery') this.request(watched, command.requestId, command.after);
      else await this.options.onCommand(command);
    }
  }

  private arm(watched: Watched): void {
    watched.cancelTimer?.();
    watched.cancelTimer = null;
    const now = this.options.now();
    const at = nextWakeUpAt(watched.state, watched.settings, now);
    if (at === null || this.closed) return;
    // One ms past the deadline: the state machine's deadlines are strict ("more than the timeout").
    watched.cancelTimer = this.options.scheduler.schedule(Math.max(0, at - now) + 1, () => {
      watched.cancelTimer = null;
      this.dispatch(watched.settings.producerId, { type: 'tick' }).catch((error: unknown) =>
        this.background(error),
      );
    });
  }

  private request(watched: Watched, requestId: number, after: number | null): void {
    const producerId = watched.settings.producerId;
    void this.options.client
      .initiate({ product: watched.product, requestId, after })
      .then(async (result) => {
        if (result.ok) {
          await this.dispatch(producerId, { type: 'recovery_accepted', requestId });
          return;
        }
        this.options.onRecoveryFailure?.(producerId, requestId, result.failure);
        await this.dispatch(producerId, {
          type: 'recovery_failed',
          requestId,
          reason: `${result.failure.kind}: ${result.failure.detail}`,
          retryAfterMs: result.failure.kind === 'http' ? result.failure.retryAfterMs : null,
        });
      })
      .catch((error: unknown) => this.background(error));
  }

  private background(error: unknown): void {
    if (this.options.onError) this.options.onError(error);
    else
      queueMicrotask(() => {
        throw error;
      });
  }
}
