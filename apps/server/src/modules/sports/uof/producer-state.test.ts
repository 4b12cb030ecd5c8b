import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  initialProducerState,
  nextWakeUpAt,
  producerSettings,
  restoreProducerState,
  stepProducer,
  type ProducerCommand,
  type ProducerEvent,
  type ProducerSettings,
  type ProducerState,
} from './producer-state.ts';
import { parseProducers } from './producer-catalog.ts';
import { parseUofMessage } from './uof-messages.ts';

/**
 * The producer state machine driven by a fake clock and by real `alive` / `snapshot_complete` messages from
 * Sportradar's SDK test data (testdata/README.md), read by uof-messages.ts; later alives are the same file with
 * its timestamp (and, where said, its `subscribed`) changed. Windows come from the real producers.xml.
 */

const testdata = (file: string): string =>
  readFileSync(new URL(`./testdata/${file}`, import.meta.url), 'utf8');

const ALIVE_XML = testdata('alive.xml');
const SNAPSHOT_XML = testdata('snapshot_complete.xml');
const producers = parseProducers(testdata('producers.xml'));
const liveOdds = producers.find((producer) => producer.id === 1);
if (liveOdds === undefined) throw new Error('producers.xml has no producer 1');

/** The real alive.xml (product 1): its own timestamp is the clock's start. */
const realAlive = eventOf(ALIVE_XML);
const T0 = realAlive.type === 'alive' ? realAlive.timestamp : 0;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Reads a real message file into the state machine's event. */
function eventOf(xml: string): ProducerEvent {
  const parsed = parseUofMessage(xml);
  if (!parsed.ok) throw new Error(`refused: ${parsed.refusal.detail}`);
  const message = parsed.message;
  if (message.type === 'alive') {
    expect(message.product).toBe(1);
    return { type: 'alive', timestamp: message.timestamp, subscribed: message.subscribed };
  }
  if (message.type === 'snapshot_complete') {
    expect(message.product).toBe(1);
    return { type: 'snapshot_complete', requestId: message.requestId };
  }
  throw new Error(`unexpected ${message.type}`);
}

/** The real alive.xml generated at `timestamp`, with `subscribed` as given. */
function alive(timestamp: number, subscribed = true): ProducerEvent {
  const xml = ALIVE_XML.replace('timestamp="1465848166722"', `timestamp="${timestamp}"`).replace(
    'subscribed="1"',
    `subscribed="${subscribed ? 1 : 0}"`,
  );
  return eventOf(xml);
}

/** The real snapshot_complete.xml (request_id 1), or the same with another request id. */
function snapshotComplete(requestId = 1): ProducerEvent {
  return eventOf(SNAPSHOT_XML.replace('request_id="1"', `request_id="${requestId}"`));
}

/** A producer on a fake clock; request ids count 1, 2, 3… so the real snapshot_complete (id 1) ends the first. */
class Harness {
  now = T0;
  readonly log: ProducerCommand[][] = [];

  constructor(
    public state: ProducerState,
    readonly settings: ProducerSettings = producerSettings({
      producerId: 1,
      recoveryWindowMs: liveOdds?.recoveryWindowMs ?? 0,
    }),
  ) {}

  send(event: ProducerEvent): ProducerCommand[] {
    const { state, commands } = stepProducer(this.state, event, {
      now: this.now,
      settings: this.settings,
      nextRequestId: (previous) => previous + 1,
    });
    // The state is a plain object: it survives JSON (what the caller stores).
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    this.state = state;
    this.log.push(commands);
    return commands;
  }

  /** Moves the clock, ticking at every wake-up time on the way (as the monitor's scheduler does). */
  advance(ms: number): ProducerCommand[] {
    const until = this.now + ms;
    const commands: ProducerCommand[] = [];
    for (;;) {
      const wake = nextWakeUpAt(this.state, this.settings, this.now);
      if (wake === null || wake + 1 > until) break;
      this.now = Math.max(this.now, wake + 1);
      commands.push(...this.send({ type: 'tick' }));
    }
    this.now = until;
    return commands;
  }

  /** Alives every 10 s for `ms`, generated on the fake clock. */
  alivesFor(ms: number): ProducerCommand[] {
    const commands: ProducerCommand[] = [];
    const until = this.now + ms;
    while (this.now + 10 * SECOND <= until) {
      commands.push(...this.advance(10 * SECOND));
      commands.push(...this.send(alive(this.now)));
    }
    return commands;
  }
}

/** A producer brought up by a full recovery (request 1, the real snapshot_complete). */
function upProducer(): Harness {
  const restored = restoreProducerState(null, 1);
  const harness = new Harness(restored.state);
  expect(restored.commands).toEqual([
    { type: 'suspendProducerMarkets', producerId: 1, reason: 'not_started' },
  ]);
  expect(harness.send(realAlive)).toEqual([
    { type: 'requestRecovery', producerId: 1, requestId: 1, after: null },
  ]);
  expect(harness.send({ type: 'recovery_accepted', requestId: 1 })).toEqual([]);
  expect(harness.send(snapshotComplete())).toEqual([{ type: 'resumeProducer', producerId: 1 }]);
  expect(harness.state.status).toBe('up');
  return harness;
}

describe('producer state: alives', () => {
  it('the real producers.xml gives Live Odds a window of 600 minutes', () => {
    expect(liveOdds).toMatchObject({ product: 'liveodds', recoveryWindowMs: 600 * MINUTE });
  });

  it('a first alive asks a full recovery; the snapshot_complete of that request brings it up', () => {
    const harness = upProducer();
    expect(harness.state).toMatchObject({ downReason: null, recovery: null, lastRequestId: 1 });
  });

  it('alives every 10 s keep it up for an hour, and move the recovery cursor along', () => {
    const harness = upProducer();
    expect(harness.alivesFor(HOUR)).toEqual([]);
    expect(harness.state.status).toBe('up');
    expect(harness.state.lastProcessedTs).toBe(harness.now);
  });

  it('stopping the alives suspends within the timeout, and not before', () => {
    const harness = upProducer();
    harness.alivesFor(MINUTE);
    const lastAlive = harness.now;
    expect(nextWakeUpAt(harness.state, harness.settings, harness.now)).toBe(lastAlive + 20 * SECOND);
    // At exactly 20 s nothing has happened yet.
    harness.now = lastAlive + 20 * SECOND;
    expect(harness.send({ type: 'tick' })).toEqual([]);
    expect(harness.state.status).toBe('up');
    // Past it: down, markets suspended, and no recovery until alives come back (UOF: requests fail before).
    harness.now += 1;
    expect(harness.send({ type: 'tick' })).toEqual([
      { type: 'suspendProducerMarkets', producerId: 1, reason: 'alive_missed' },
    ]);
    expect(harness.state).toMatchObject({ status: 'down', downReason: 'alive_missed' });
    expect(harness.advance(10 * MINUTE)).toEqual([]);
  });

  it('the timeout is a setting', () => {
    const harness = upProducer();
    const strict = new Harness(harness.state, { ...harness.settings, aliveTimeoutMs: 15 * SECOND });
    strict.now = harness.now;
    expect(strict.advance(15 * SECOND)).toEqual([]);
    expect(strict.advance(1)).toEqual([
      { type: 'suspendProducerMarkets', producerId: 1, reason: 'alive_missed' },
    ]);
  });

  it('back from a missed alive: recovery after the last processed message, resumed by its snapshot only', () => {
    const harness = upProducer();
    harness.alivesFor(30 * SECOND);
    // An odds_change generated 2 s after the last alive is applied: the cursor is its timestamp.
    const applied = harness.now + 2 * SECOND;
    harness.now += 3 * SECOND;
    harness.send({ type: 'message_applied', timestamp: applied });
    expect(harness.state.lastProcessedTs).toBe(applied);
    harness.advance(2 * MINUTE);
    expect(harness.state.status).toBe('down');
    // Messages applied while down do not move the cursor: the recovery brings them again.
    harness.send({ type: 'message_applied', timestamp: harness.now });
    expect(harness.state.lastProcessedTs).toBe(applied);

    expect(harness.send(alive(harness.now))).toEqual([
      { type: 'requestRecovery', producerId: 1, requestId: 2, after: applied },
    ]);
    expect(harness.state).toMatchObject({ status: 'recovering', recovery: { requestId: 2, after: applied } });
    // The real snapshot_complete carries request id 1: an earlier request's, ignored.
    expect(harness.send(snapshotComplete(1))).toEqual([]);
    expect(harness.state.status).toBe('recovering');
    harness.alivesFor(MINUTE);
    expect(harness.state.status).toBe('recovering');
    // Recovered messages are applied; the cursor takes them when the recovery completes.
    const recovered = harness.now - 5 * SECOND;
    harness.send({ type: 'message_applied', timestamp: recovered });
    expect(harness.state.lastProcessedTs).toBe(applied);
    expect(harness.send(snapshotComplete(2))).toEqual([{ type: 'resumeProducer', producerId: 1 }]);
    expect(harness.state).toMatchObject({ status: 'up', lastProcessedTs: recovered });
  });

  it('past the producer window (less 10 min), a full recovery is asked', () => {
    const harness = upProducer();
    harness.alivesFor(MINUTE);
    const cursor = harness.state.lastProcessedTs;
    harness.advance(10 * HOUR - 10 * MINUTE - 1);
    expect(harness.state.status).toBe('down');
    // Still within: after = cursor.
    harness.now = (cursor ?? 0) + 10 * HOUR - 10 * MINUTE;
    const within = new Harness(structuredClone(harness.state), harness.settings);
    within.now = harness.now;
    expect(within.send(alive(within.now))).toEqual([
      { type: 'requestRecovery', producerId: 1, requestId: 2, after: cursor },
    ]);
    // One ms later: full.
    harness.now += 1;
    expect(harness.send(alive(harness.now))).toEqual([
      { type: 'requestRecovery', producerId: 1, requestId: 2, after: null },
    ]);
  });

  it('prematch (Ctrl, 72 h in producers.xml) still recovers after a day away', () => {
    const ctrl = producers.find((producer) => producer.id === 3);
    expect(ctrl).toMatchObject({ product: 'pre', recoveryWindowMs: 72 * HOUR });
    const harness = new Harness(
      { ...initialProducerState(3), status: 'up', downReason: null, lastProcessedTs: T0, lastAliveAt: T0 },
      producerSettings({ producerId: 3, recoveryWindowMs: ctrl?.recoveryWindowMs ?? 0 }),
    );
    harness.advance(24 * HOUR);
    expect(harness.send({ type: 'alive', timestamp: harness.now, subscribed: true })).toEqual([
      { type: 'requestRecovery', producerId: 3, requestId: 1, after: T0 },
    ]);
  });

  it('subscribed=0 suspends at once and asks a recovery from the cursor', () => {
    const harness = upProducer();
    harness.alivesFor(MINUTE);
    const cursor = harness.state.lastProcessedTs;
    harness.now += 10 * SECOND;
    expect(harness.send(alive(harness.now, false))).toEqual([
      { type: 'suspendProducerMarkets', producerId: 1, reason: 'unsubscribed' },
      { type: 'requestRecovery', producerId: 1, requestId: 2, after: cursor },
    ]);
    // More subscribed=0 alives while UOF takes the request in: no new request within 30 s.
    harness.now += 10 * SECOND;
    expect(harness.send(alive(harness.now, false))).toEqual([]);
    expect(harness.state.recovery?.requestId).toBe(2);
    // Still unsubscribed 30 s after the request: asked again (as the SDKs do).
    harness.now += 25 * SECOND;
    expect(harness.send(alive(harness.now, false))).toEqual([
      { type: 'requestRecovery', producerId: 1, requestId: 3, after: cursor },
    ]);
    expect(harness.send(snapshotComplete(3))).toEqual([{ type: 'resumeProducer', producerId: 1 }]);
  });

  it('a recovery without snapshot_complete for 20 minutes is asked again', () => {
    const harness = upProducer();
    harness.alivesFor(MINUTE);
    harness.send(alive(harness.now + 10 * SECOND, false));
    expect(harness.state.recovery?.requestId).toBe(2);
    const commands = harness.alivesFor(20 * MINUTE + 10 * SECOND);
    expect(commands).toEqual([
      { type: 'requestRecovery', producerId: 1, requestId: 3, after: expect.any(Number) as number },
    ]);
    expect(harness.state).toMatchObject({ status: 'recovering', downReason: 'recovery_timed_out' });
  });
});

describe('producer state: restart from the stored state', () => {
  it('resumes recovery from the stored timestamp, and ignores the snapshot of the request before the crash', () => {
    const harness = upProducer();
    harness.alivesFor(MINUTE);
    harness.send({ type: 'message_applied', timestamp: harness.now + 1 });
    const cursor = harness.now + 1;
    // Alives stop, a recovery is under way (request 2) when the process is killed.
    harness.advance(MINUTE);
    harness.send(alive(harness.now));
    expect(harness.state.recovery?.requestId).toBe(2);
    const stored = JSON.parse(JSON.stringify(harness.state)) as ProducerState;

    const restored = restoreProducerState(stored, 1);
    expect(restored.commands).toEqual([
      { type: 'suspendProducerMarkets', producerId: 1, reason: 'restarted' },
    ]);
    const after = new Harness(restored.state);
    after.now = harness.now + 5 * SECOND;
    expect(nextWakeUpAt(after.state, after.settings, after.now)).toBe(null);
    // The old request's snapshot_complete arrives: it is not ours any more.
    expect(after.send(snapshotComplete(2))).toEqual([]);
    expect(after.state.status).toBe('down');
    // The first alive: a new request (a higher id), after the stored cursor. Spacing survives the restart.
    after.now = harness.now + 30 * SECOND;
    expect(after.send(alive(after.now))).toEqual([
      { type: 'requestRecovery', producerId: 1, requestId: 3, after: cursor },
    ]);
    expect(after.send(snapshotComplete(3))).toEqual([{ type: 'resumeProducer', producerId: 1 }]);
  });
});

describe('producer state: failed requests and UOF rate limits', () => {
  it('backs off after failures (30 s, 60 s, 120 s…), honours Retry-After, and retries', () => {
    const harness = upProducer();
    harness.alivesFor(MINUTE);
    harness.now += 10 * SECOND;
    harness.send(alive(harness.now, false));
    expect(harness.state.recovery?.requestId).toBe(2);
    const failedAt = harness.now;
    expect(harness.send({ type: 'recovery_failed', requestId: 2, reason: 'http: 503' })).toEqual([]);
    expect(harness.state).toMatchObject({ status: 'down', downReason: 'recovery_failed', failures: 1 });
    expect(harness.state.retryAt).toBe(failedAt + 30 * SECOND);

    const retries: Array<{ at: number; id: number }> = [];
    for (let round = 0; round < 3; round += 1) {
      const before = harness.now;
      for (;;) {
        const commands = harness.alivesFor(10 * SECOND);
        const request = commands.find((command) => command.type === 'requestRecovery');
        if (request?.type === 'requestRecovery') {
          retries.push({ at: harness.now - before, id: request.requestId });
          break;
        }
      }
      harness.send({ type: 'recovery_failed', requestId: harness.state.lastRequestId, reason: 'network' });
    }
    expect(retries).toEqual([
      { at: 30 * SECOND, id: 3 },
      { at: 60 * SECOND, id: 4 },
      { at: 120 * SECOND, id: 5 },
    ]);
    expect(harness.state.failures).toBe(4);
    // A 429 saying "wait 10 minutes" waits that long rather than the 240 s back-off.
    harness.alivesFor(240 * SECOND);
    const id = harness.state.lastRequestId;
    harness.send({ type: 'recovery_failed', requestId: id, reason: 'http: 429', retryAfterMs: 10 * MINUTE });
    expect(harness.state.retryAt).toBe(harness.now + 10 * MINUTE);
    // An accepted request clears the failures.
    const commands = harness.alivesFor(10 * MINUTE + 10 * SECOND);
    expect(commands).toHaveLength(1);
    harness.send({ type: 'recovery_accepted', requestId: harness.state.lastRequestId });
    expect(harness.state).toMatchObject({ failures: 0, lastFailure: null, status: 'recovering' });
  });

  it('keeps to UOF’s 2 full recoveries per 30 minutes', () => {
    const harness = new Harness(restoreProducerState(null, 1).state);
    harness.send(realAlive);
    harness.send({ type: 'recovery_failed', requestId: 1, reason: 'http: 500' });
    const requests: number[] = [];
    while (requests.length < 2) {
      const commands = harness.alivesFor(10 * SECOND);
      if (commands.some((command) => command.type === 'requestRecovery')) {
        requests.push(harness.now - T0);
        harness.send({
          type: 'recovery_failed',
          requestId: harness.state.lastRequestId,
          reason: 'http: 500',
        });
      }
    }
    expect(requests[0]).toBe(30 * SECOND);
    expect(requests[1]).toBeGreaterThanOrEqual(30 * MINUTE);
    expect(requests[1]).toBeLessThanOrEqual(30 * MINUTE + 10 * SECOND);
  });

  it('keeps to UOF’s 4 requests per 10 minutes for an `after` between 30 minutes and a day', () => {
    const harness = new Harness(
      { ...initialProducerState(1), status: 'up', downReason: null, lastProcessedTs: T0, lastAliveAt: T0 },
      producerSettings({ producerId: 1, recoveryWindowMs: 600 * MINUTE, backoffBaseMs: 1, backoffMaxMs: 1 }),
    );
    harness.now = T0 + HOUR;
    harness.send(alive(harness.now, false));
    const times: number[] = [harness.now];
    for (let failures = 0; failures < 5; failures += 1) {
      harness.send({ type: 'recovery_failed', requestId: harness.state.lastRequestId, reason: 'http: 500' });
      for (;;) {
        const commands = harness.alivesFor(10 * SECOND);
        if (commands.some((command) => command.type === 'requestRecovery')) break;
      }
      times.push(harness.now);
    }
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    // 30 s apart (the spacing) until 4 are in the window; the 5th waits for the 1st to leave the 10 minutes.
    expect(gaps.slice(0, 3)).toEqual([30 * SECOND, 30 * SECOND, 30 * SECOND]);
    expect((times[4] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(10 * MINUTE);
    expect((times[4] ?? 0) - (times[0] ?? 0)).toBeLessThanOrEqual(10 * MINUTE + 10 * SECOND);
    expect(harness.state.requests.every((request) => request.category === 'under_1_day')).toBe(true);
  });
});
