import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { parseProducers } from './producer-catalog.ts';
import { ProducerMonitor, type MonitorScheduler, type ProducerMarketCommand } from './producer-monitor.ts';
import { producerSettings, type ProducerState } from './producer-state.ts';
import type { RecoveryClient, RecoveryRequest, RecoveryResult } from './recovery-client.ts';
import { parseUofMessage } from './uof-messages.ts';

/** The monitor on a fake clock and scheduler, with a recording recovery client and real UOF messages. */

const testdata = (file: string): string =>
  readFileSync(new URL(`./testdata/${file}`, import.meta.url), 'utf8');

function message(xml: string) {
  const parsed = parseUofMessage(xml);
  if (!parsed.ok) throw new Error(parsed.refusal.detail);
  return parsed.message;
}

const alive = (timestamp: number) =>
  message(testdata('alive.xml').replace('timestamp="1465848166722"', `timestamp="${timestamp}"`));
const snapshot = (requestId: number) =>
  message(testdata('snapshot_complete.xml').replace('request_id="1"', `request_id="${requestId}"`));

class FakeClock implements MonitorScheduler {
  now = Date.UTC(2026, 5, 1, 18, 0, 0);
  private timers: Array<{ at: number; run: () => void; live: boolean }> = [];

  schedule(delayMs: number, run: () => void): () => void {
    const timer = { at: this.now + delayMs, run, live: true };
    this.timers.push(timer);
    return () => {
      timer.live = false;
    };
  }

  async advance(ms: number): Promise<void> {
    const until = this.now + ms;
    for (;;) {
      const due = this.timers
        .filter((timer) => timer.live && timer.at <= until)
        .sort((a, b) => a.at - b.at)[0];
      if (due === undefined) break;
      due.live = false;
      this.now = Math.max(this.now, due.at);
      due.run();
      await flush();
    }
    this.now = until;
  }
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

class RecordingClient implements RecoveryClient {
  readonly requests: RecoveryRequest[] = [];
  answer: RecoveryResult = { ok: true, status: 202 };

  initiate(request: RecoveryRequest): Promise<RecoveryResult> {
    this.requests.push(request);
    return Promise.resolve(this.answer);
  }
}

async function monitorWith(stored: ProducerState | null) {
  const clock = new FakeClock();
  const client = new RecordingClient();
  const commands: ProducerMarketCommand[] = [];
  const saved: ProducerState[] = [];
  const liveOdds = parseProducers(testdata('producers.xml')).find((producer) => producer.id === 1);
  if (!liveOdds) throw new Error('no producer 1');
  const monitor = new ProducerMonitor({
    producers: [
      {
        settings: producerSettings({ producerId: 1, recoveryWindowMs: liveOdds.recoveryWindowMs }),
        product: liveOdds.product,
        stored,
      },
    ],
    client,
    now: () => clock.now,
    scheduler: clock,
    onCommand: (command) => {
      commands.push(command);
    },
    onState: (state) => {
      saved.push(JSON.parse(JSON.stringify(state)) as ProducerState);
    },
  });
  await monitor.start();
  return { clock, client, commands, saved, monitor };
}

describe('producer monitor', () => {
  it('recovers on the first alive, resumes on its snapshot, suspends when alives stop, recovers again', async () => {
    const { clock, client, commands, saved, monitor } = await monitorWith(null);
    expect(commands).toEqual([{ type: 'suspendProducerMarkets', producerId: 1, reason: 'not_started' }]);

    await monitor.handle(alive(clock.now));
    await flush();
    expect(client.requests).toHaveLength(1);
    const first = client.requests[0];
    expect(first).toMatchObject({ product: 'liveodds', after: null });
    await monitor.handle(snapshot(first?.requestId ?? 0));
    expect(monitor.isUp(1)).toBe(true);
    expect(commands.at(-1)).toEqual({ type: 'resumeProducer', producerId: 1 });

    for (let i = 0; i < 6; i += 1) {
      await clock.advance(10_000);
      await monitor.handle(alive(clock.now));
    }
    await monitor.messageApplied(1, clock.now + 500);
    const lastAlive = clock.now;
    await clock.advance(20_000);
    expect(monitor.isUp(1)).toBe(true);
    await clock.advance(1_000);
    expect(monitor.isUp(1)).toBe(false);
    expect(commands.at(-1)).toEqual({
      type: 'suspendProducerMarkets',
      producerId: 1,
      reason: 'alive_missed',
    });
    expect(clock.now - lastAlive).toBeLessThanOrEqual(21_000);

    await clock.advance(60_000);
    expect(client.requests).toHaveLength(1);
    await monitor.handle(alive(clock.now));
    await flush();
    const second = client.requests[1];
    expect(second).toMatchObject({ product: 'liveodds', after: lastAlive + 500 });
    expect(second?.requestId).toBeGreaterThan(first?.requestId ?? 0);
    await monitor.handle(snapshot(second?.requestId ?? 0));
    expect(monitor.isUp(1)).toBe(true);
    expect(saved.at(-1)).toMatchObject({ status: 'up', lastProcessedTs: lastAlive + 500 });
    monitor.close();
  });

  it('after a restart, recovers from the stored cursor with a request id above the stored one', async () => {
    const first = await monitorWith(null);
    await first.monitor.handle(alive(first.clock.now));
    await flush();
    await first.monitor.handle(snapshot(first.client.requests[0]?.requestId ?? 0));
    await first.monitor.messageApplied(1, first.clock.now + 1);
    first.monitor.close();
    const stored = first.saved.at(-1) ?? null;

    const second = await monitorWith(stored);
    expect(second.commands).toEqual([{ type: 'suspendProducerMarkets', producerId: 1, reason: 'restarted' }]);
    await second.clock.advance(30_000);
    await second.monitor.handle(alive(second.clock.now));
    await flush();
    expect(second.client.requests[0]).toMatchObject({ after: first.clock.now + 1 });
    expect(second.client.requests[0]?.requestId).toBeGreaterThan(stored?.lastRequestId ?? 0);
    second.monitor.close();
  });

  it('a failed request is retried after the back-off, on the scheduler', async () => {
    const { clock, client, monitor } = await monitorWith(null);
    client.answer = { ok: false, failure: { kind: 'network', detail: 'ECONNREFUSED' } };
    await monitor.handle(alive(clock.now));
    await flush();
    expect(monitor.state(1)).toMatchObject({ status: 'down', downReason: 'recovery_failed', failures: 1 });
    client.answer = { ok: true, status: 202 };
    for (let i = 0; i < 3; i += 1) {
      await clock.advance(10_000);
      await monitor.handle(alive(clock.now));
    }
    await flush();
    expect(client.requests).toHaveLength(2);
    expect(monitor.state(1)).toMatchObject({ status: 'recovering', failures: 0 });
    monitor.close();
  });
});

describe('producer catalog', () => {
  it('reads the real producers.xml: ids, API products, scopes and recovery windows', () => {
    const producers = parseProducers(testdata('producers.xml'));
    expect(producers).toHaveLength(15);
    expect(producers.slice(0, 3)).toEqual([
      {
        id: 1,
        name: 'LO',
        description: 'Live Odds',
        product: 'liveodds',
        active: true,
        scopes: ['live'],
        recoveryWindowMs: 600 * 60_000,
      },
      {
        id: 3,
        name: 'Ctrl',
        description: 'Betradar Ctrl',
        product: 'pre',
        active: true,
        scopes: ['prematch'],
        recoveryWindowMs: 4320 * 60_000,
      },
      {
        id: 4,
        name: 'BetPal',
        description: 'BetPal',
        product: 'betpal',
        active: false,
        scopes: ['live'],
        recoveryWindowMs: 4320 * 60_000,
      },
    ]);
    expect(producers.find((producer) => producer.id === 6)).toMatchObject({
      product: 'vf',
      scopes: ['virtual'],
      recoveryWindowMs: 180 * 60_000,
    });
    expect(producers.find((producer) => producer.id === 5)?.scopes).toEqual(['live', 'prematch']);
  });

  it('falls back to UOF’s documented periods when a producer has no window', () => {
    const xml =
      '<producers response_code="OK"><producer active="true" api_url="https://api.betradar.com/v1/liveodds/" description="Live Odds" name="LO" id="1"/>' +
      '<producer active="true" api_url="https://api.betradar.com/v1/vf/" name="VF" id="6" scope="virtual"/>' +
      '<producer active="true" api_url="https://api.betradar.com/v1/pre/" name="Ctrl" id="3"/></producers>';
    expect(parseProducers(xml).map((producer) => producer.recoveryWindowMs / 3_600_000)).toEqual([10, 3, 72]);
  });
});
