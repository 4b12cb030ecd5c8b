/**
 * The producer state machine's state, events and commands (producer-state.ts). The state is a plain, JSON-safe
 * object: the caller stores it (at least `lastProcessedTs` and `lastRequestId`) beside what it commits.
 */

import type { ProducerSettings, RecoveryRequestRecord } from './producer-settings.ts';

/** `down`: markets suspended, no recovery under way. `recovering`: a request is out. `up`: markets may open. */
export type ProducerStatus = 'down' | 'recovering' | 'up';

/** Why a producer is not up. */
export type ProducerDownReason =
  /** Never recovered in this state's life (a first start). */
  | 'not_started'
  /** Restored from a stored state: whatever came after its timestamp must be recovered. */
  | 'restarted'
  /** No alive within the timeout. */
  | 'alive_missed'
  /** An alive with `subscribed="0"`. */
  | 'unsubscribed'
  /** The recovery request was refused or could not be sent. */
  | 'recovery_failed'
  /** No snapshot_complete within the recovery timeout. */
  | 'recovery_timed_out';

/** The recovery request under way. */
export interface ProducerRecovery {
  /** Its request id: only the snapshot_complete that carries it ends the recovery. */
  requestId: number;
  /** The `after` sent, or null for a full recovery. */
  after: number | null;
  /** When it was requested (the caller's clock, epoch ms). */
  requestedAt: number;
  /** Whether the REST call answered success. */
  accepted: boolean;
}

/** One producer's state: a plain, JSON-safe object to store. */
export interface ProducerState {
  producerId: number;
  status: ProducerStatus;
  /** Why the producer is not up; null when up. */
  downReason: ProducerDownReason | null;
  /**
   * The recovery cursor: the producer's timestamp (epoch ms, the producer's clock) up to which everything has
   * been applied. Advanced by messages applied and alives processed while up; null before a first recovery.
   */
  lastProcessedTs: number | null;
  /** When the last alive arrived (the caller's clock); null when none has since the state was made. */
  lastAliveAt: number | null;
  /** Whether an alive has arrived since the producer went down (recovery waits for one). */
  aliveSinceDown: boolean;
  /** The recovery under way, when `recovering`. */
  recovery: ProducerRecovery | null;
  /** The latest timestamp applied during the current recovery (becomes the cursor when it completes). */
  recoveredTs: number | null;
  /** The last request id this producer used (ids only grow, across restarts too). */
  lastRequestId: number;
  /** Failed requests in a row. */
  failures: number;
  /** No request before this time (back-off after a failure); null when none applies. */
  retryAt: number | null;
  /** The last failure's reason, for the back office. */
  lastFailure: string | null;
  /** Requests of the last hours (for UOF's rate limits), oldest first. */
  requests: RecoveryRequestRecord[];
}

/** What happened, as the caller saw it. */
export type ProducerEvent =
  /** An `<alive>` of this producer (its `timestamp` and `subscribed`). */
  | { type: 'alive'; timestamp: number; subscribed: boolean }
  /** A message of this producer was applied and committed; `timestamp` is the message's own. */
  | { type: 'message_applied'; timestamp: number }
  /** A `<snapshot_complete>` of this producer. */
  | { type: 'snapshot_complete'; requestId: number }
  /** The REST recovery request answered success. */
  | { type: 'recovery_accepted'; requestId: number }
  /** The REST recovery request failed; `retryAfterMs` when the API said how long to wait. */
  | { type: 'recovery_failed'; requestId: number; reason: string; retryAfterMs?: number | null }
  /** Time passed (the caller comes back at `nextWakeUpAt`, or any time). */
  | { type: 'tick' };

/** What the caller must do, in order. */
export type ProducerCommand =
  | { type: 'suspendProducerMarkets'; producerId: number; reason: ProducerDownReason }
  /** POST the recovery request; `after` null means a full recovery. */
  | { type: 'requestRecovery'; producerId: number; requestId: number; after: number | null }
  | { type: 'resumeProducer'; producerId: number };

/** The step's inputs besides state and event. */
export interface ProducerContext {
  /** The caller's clock, epoch ms. */
  now: number;
  settings: ProducerSettings;
  /** A request id greater than every one used before (see `nextRecoveryRequestId`). */
  nextRequestId: (previous: number) => number;
}

/** The outcome of a step. */
export interface ProducerStep {
  state: ProducerState;
  commands: ProducerCommand[];
}
