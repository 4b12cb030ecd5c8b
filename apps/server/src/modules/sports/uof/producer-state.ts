/**
 * One UOF producer's health, as a pure state machine: the caller feeds it what happened (an alive, a message it
 * applied, a snapshot_complete, the outcome of a recovery request, the passing of time) with the current time,
 * and gets back the next state and the commands to carry out (suspend the producer's markets, request a
 * recovery, resume the producer). No timers and no I/O in here: `nextWakeUpAt` says when the caller must come
 * back with a `tick`. The state is a plain object (JSON-safe) so the caller can store it beside the messages it
 * commits; after a restart or a SIGKILL, `restoreProducerState` resumes recovery from the stored timestamp.
 *
 * UOF's rules, and where they come from (docs.sportradar.com / docs.sportradar.tv, "UOF - Alive", "Recovery
 * using API", "Access restrictions for odds recovery"; Sportradar's Java SDK for the defaults):
 * - Every producer sends an alive every 10 s. With none for `aliveTimeoutMs` (the SDKs' default 20 s; UOF's page
 *   says more than 15 s) the producer is down: suspend all its markets. Recovery is requested once alives come
 *   again ("if you start issuing recovery requests before you start receiving alive messages, the requests will
 *   not be successful, and you might hit our rate limiting").
 * - `subscribed="0"`: the producer lost our session; suspend and recover now (alives are flowing).
 * - Recovery: `after` = the timestamp of the last message processed, no older than the producer's maximum
 *   recovery period (`stateful_recovery_window_in_minutes` of producers.xml: Live Odds 10 h, virtual/gaming 3 h,
 *   others 72 h); past it, a full recovery (no `after`). The producer is up again only on the snapshot_complete
 *   that carries the request id of the current request.
 * - Recovery requests are rate-limited by how far back they reach (UOF_RECOVERY_RATE_LIMITS); the SDKs also keep
 *   30 s between two requests of a producer and restart a recovery that has not completed in 20 minutes.
 */

import {
  pruneRequests,
  recoveryAgeCategory,
  requestAllowedAt,
  type ProducerSettings,
} from './producer-settings.ts';
import type {
  ProducerCommand,
  ProducerContext,
  ProducerDownReason,
  ProducerEvent,
  ProducerState,
  ProducerStep,
} from './producer-types.ts';

export {
  producerSettings,
  UOF_MAX_RECOVERY_MS,
  UOF_RECOVERY_RATE_LIMITS,
  type ProducerSettings,
  type RecoveryAgeCategory,
} from './producer-settings.ts';
export type * from './producer-types.ts';

/** A producer seen for the first time: down, its markets suspended, waiting for an alive to recover fully. */
export function initialProducerState(producerId: number): ProducerState {
  return {
    producerId,
    status: 'down',
    downReason: 'not_started',
    lastProcessedTs: null,
    lastAliveAt: null,
    aliveSinceDown: false,
    recovery: null,
    recoveredTs: null,
    lastRequestId: 0,
    failures: 0,
    retryAt: null,
    lastFailure: null,
    requests: [],
  };
}

/**
 * A stored state after a restart (or a SIGKILL): whatever it said, the producer is down until a recovery from
 * its stored cursor completes, and a recovery that was under way is forgotten (its snapshot_complete, if it
 * comes, is stale). Rate-limit history and request ids are kept. Suspends the producer's markets.
 */
export function restoreProducerState(stored: ProducerState | null, producerId: number): ProducerStep {
  const base = stored ?? initialProducerState(producerId);
  const state: ProducerState = {
    ...base,
    status: 'down',
    downReason: stored === null ? 'not_started' : 'restarted',
    lastAliveAt: null,
    aliveSinceDown: false,
    recovery: null,
    recoveredTs: null,
    retryAt: null,
    requests: [...base.requests],
  };
  return { state, commands: [suspend(state)] };
}

/** Applies one event at `ctx.now`. Never mutates `state`. */
export function stepProducer(state: ProducerState, event: ProducerEvent, ctx: ProducerContext): ProducerStep {
  const next: ProducerState = { ...state, requests: [...state.requests] };
  const commands: ProducerCommand[] = [];
  // Time first: a missed alive or a timed-out recovery is noticed whatever the event.
  checkTime(next, commands, ctx);
  switch (event.type) {
    case 'alive':
      onAlive(next, commands, ctx, event.timestamp, event.subscribed);
      break;
    case 'message_applied':
      if (next.status === 'up') next.lastProcessedTs = maxOf(next.lastProcessedTs, event.timestamp);
      else if (next.status === 'recovering') next.recoveredTs = maxOf(next.recoveredTs, event.timestamp);
      // While down, the cursor stays: the recovery will bring these again (the book applies idempotently).
      break;
    case 'snapshot_complete':
      if (next.status === 'recovering' && next.recovery?.requestId === event.requestId) {
        next.lastProcessedTs = maxOf(next.lastProcessedTs, next.recoveredTs);
        next.status = 'up';
        next.downReason = null;
        next.recovery = null;
        next.recoveredTs = null;
        next.failures = 0;
        next.retryAt = null;
        commands.push({ type: 'resumeProducer', producerId: next.producerId });
      }
      break;
    case 'recovery_accepted':
      if (next.recovery?.requestId === event.requestId) {
        next.recovery = { ...next.recovery, accepted: true };
        next.failures = 0;
        next.lastFailure = null;
      }
      break;
    case 'recovery_failed':
      if (next.status === 'recovering' && next.recovery?.requestId === event.requestId) {
        next.failures += 1;
        next.lastFailure = event.reason;
        const backoff = Math.min(
          ctx.settings.backoffBaseMs * 2 ** (next.failures - 1),
          ctx.settings.backoffMaxMs,
        );
        next.retryAt = ctx.now + Math.max(backoff, event.retryAfterMs ?? 0);
        goDown(next, commands, 'recovery_failed');
        // Alives are flowing (a request was made on one): retry once the back-off allows.
        next.aliveSinceDown = true;
      }
      break;
    case 'tick':
      break;
  }
  maybeRequest(next, commands, ctx);
  return { state: next, commands };
}

/**
 * When the caller must come back with a `tick` (its clock, epoch ms), or null when only an event can change
 * anything: the alive deadline, the recovery timeout, or the moment a waiting request becomes allowed.
 */
export function nextWakeUpAt(state: ProducerState, settings: ProducerSettings, now: number): number | null {
  const times: number[] = [];
  if (state.lastAliveAt !== null && (state.status !== 'down' || state.aliveSinceDown)) {
    times.push(state.lastAliveAt + settings.aliveTimeoutMs);
  }
  if (state.status === 'recovering' && state.recovery !== null) {
    times.push(state.recovery.requestedAt + settings.recoveryTimeoutMs);
  }
  if (state.status === 'down' && state.aliveSinceDown) {
    const category = recoveryAgeCategory(afterFor(state, settings, now), now);
    times.push(requestAllowedAt(state.requests, state.retryAt, settings, category));
  }
  return times.length === 0 ? null : Math.min(...times);
}

/** Whether markets of this producer may be open (it is up). */
export function isProducerUp(state: ProducerState): boolean {
  return state.status === 'up';
}

function checkTime(state: ProducerState, commands: ProducerCommand[], ctx: ProducerContext): void {
  const aliveOverdue =
    state.lastAliveAt !== null && ctx.now - state.lastAliveAt > ctx.settings.aliveTimeoutMs;
  if (aliveOverdue && (state.status !== 'down' || state.aliveSinceDown)) {
    // A recovery under way is abandoned: its messages may be lost with the connection.
    goDown(state, commands, 'alive_missed');
    state.aliveSinceDown = false;
    return;
  }
  if (
    state.status === 'recovering' &&
    state.recovery !== null &&
    ctx.now - state.recovery.requestedAt >= ctx.settings.recoveryTimeoutMs
  ) {
    goDown(state, commands, 'recovery_timed_out');
    state.aliveSinceDown = true;
  }
}

function onAlive(
  state: ProducerState,
  commands: ProducerCommand[],
  ctx: ProducerContext,
  timestamp: number,
  subscribed: boolean,
): void {
  state.lastAliveAt = ctx.now;
  if (!subscribed) {
    // The producer lost our session: whatever we were doing, recover (rate limits and spacing still apply, and
    // an alive with subscribed=0 may still come while UOF takes our fresh request in).
    const freshRequest =
      state.status === 'recovering' &&
      state.recovery !== null &&
      ctx.now - state.recovery.requestedAt < ctx.settings.minRequestIntervalMs;
    if (!freshRequest) goDown(state, commands, 'unsubscribed');
    state.aliveSinceDown = true;
    return;
  }
  if (state.status === 'up') {
    // UOF's procedure recovers "from the timestamp of the last successfully processed alive": messages queued
    // before it have been applied (one queue, in order).
    state.lastProcessedTs = maxOf(state.lastProcessedTs, timestamp);
    return;
  }
  if (state.status === 'down') state.aliveSinceDown = true;
}

function maybeRequest(state: ProducerState, commands: ProducerCommand[], ctx: ProducerContext): void {
  if (state.status !== 'down' || !state.aliveSinceDown) return;
  const { settings, now } = ctx;
  const after = afterFor(state, settings, now);
  const category = recoveryAgeCategory(after, now);
  if (now < requestAllowedAt(state.requests, state.retryAt, settings, category)) return;
  const requestId = ctx.nextRequestId(state.lastRequestId);
  state.lastRequestId = requestId;
  state.status = 'recovering';
  state.recovery = { requestId, after, requestedAt: now, accepted: false };
  state.recoveredTs = null;
  state.retryAt = null;
  state.requests = [...pruneRequests(state.requests, now), { at: now, category }];
  commands.push({ type: 'requestRecovery', producerId: state.producerId, requestId, after });
}

/** The cursor when it is within the producer's window (less the margin); null (a full recovery) otherwise. */
function afterFor(state: ProducerState, settings: ProducerSettings, now: number): number | null {
  const cursor = state.lastProcessedTs;
  if (cursor === null) return null;
  if (now - cursor > settings.recoveryWindowMs - settings.windowMarginMs) return null;
  return Math.min(cursor, now);
}

function goDown(state: ProducerState, commands: ProducerCommand[], reason: ProducerDownReason): void {
  const wasUp = state.status === 'up';
  state.status = 'down';
  state.downReason = reason;
  state.recovery = null;
  state.recoveredTs = null;
  // Markets were open only while up; otherwise they are suspended already.
  if (wasUp) commands.push(suspend(state));
}

function suspend(state: ProducerState): ProducerCommand {
  return {
    type: 'suspendProducerMarkets',
    producerId: state.producerId,
    reason: state.downReason ?? 'not_started',
  };
}

function maxOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}
