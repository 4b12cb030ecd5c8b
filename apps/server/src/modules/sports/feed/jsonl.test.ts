import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FeedMessage } from '@casino/contracts';

import { RecordingFeed, ReplayFeed } from './jsonl.ts';
import { SimulatedFeed, simulatedTimeline } from './simulated-feed.ts';

const SANDBOX = { seed: 'jsonl-test', epoch: Date.UTC(2026, 0, 1) };
const T = SANDBOX.epoch + 5 * 3_600_000;

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'feed-jsonl-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(folder, { recursive: true, force: true });
});

/** Plays a replay to its end and gives what it delivered. */
async function replayAll(replay: ReplayFeed): Promise<FeedMessage[]> {
  const delivered: FeedMessage[] = [];
  await replay.start(async (message) => void delivered.push(message));
  await replay.finished();
  return delivered;
}

const fixtureLine = (ts: number, startsAt: number): FeedMessage => ({
  type: 'fixture_change',
  ts,
  eventId: 'rec:1',
  fixture: {
    eventId: 'rec:1',
    sport: 'tennis',
    competitionId: 'rec:open',
    competition: 'Recorded Open',
    home: 'One',
    away: 'Two',
    startsAt,
    status: 'not_started',
  },
});

describe('recording and replaying a feed as JSONL', () => {
  it('records what an adapter delivers, recovered and live, and replays the same messages', async () => {
    vi.useFakeTimers();
    let now = T;
    const path = join(folder, 'nested', 'feed.jsonl');
    const sandbox = new SimulatedFeed({ ...SANDBOX, now: () => now });
    const recording = new RecordingFeed(sandbox, path);
    expect([recording.name, recording.sandbox]).toEqual(['sandbox', true]);
    const delivered: FeedMessage[] = [];
    await recording.recover(T - 60_000, 1, async (message) => void delivered.push(message));
    await recording.start(async (message) => void delivered.push(message));
    for (let second = 0; second < 90; second += 1) {
      now += 1_000;
      await vi.advanceTimersByTimeAsync(1_000);
    }
    const snapshotAt = delivered.findIndex((message) => message.type === 'snapshot_complete');
    const expected = simulatedTimeline(SANDBOX, T, now);
    // Ticks wait on real file writes: later ticks (vi.waitFor moves the fake timers on) deliver the rest.
    await vi.waitFor(() => expect(delivered.length - snapshotAt - 1).toBe(expected.length), {
      timeout: 5_000,
    });
    await recording.stop();
    vi.useRealTimers();
    expect(delivered.slice(snapshotAt + 1)).toEqual(expected);

    const stream = delivered.filter((message) => message.type !== 'snapshot_complete');
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(stream.length);

    const replay = new ReplayFeed({ path, onRejectedLine: () => expect.unreachable() });
    expect([replay.name, replay.sandbox]).toEqual(['replay', false]);
    expect(await replayAll(replay)).toEqual(stream);
  });

  it('skips a bad line, telling its line number, and plays the rest', async () => {
    const path = join(folder, 'bad.jsonl');
    const good = fixtureLine(T, T + 60_000);
    const stop: FeedMessage = { type: 'bet_stop', ts: T + 1_000, eventId: 'rec:1' };
    await writeFile(
      path,
      [
        JSON.stringify(good),
        '{"type":"odds_change",',
        JSON.stringify({ type: 'bet_stop', ts: 'soon', eventId: 'rec:1' }),
        '',
        JSON.stringify(stop),
      ].join('\n'),
    );
    const rejected: number[] = [];
    const replay = new ReplayFeed({ path, onRejectedLine: (line) => rejected.push(line) });
    expect(await replayAll(replay)).toEqual([good, stop]);
    expect(rejected).toEqual([2, 3]);
  });

  it('moves every time so the first message lands at the start when rebased, at the recorded pace', async () => {
    const path = join(folder, 'rebase.jsonl');
    const cancel: FeedMessage = {
      type: 'bet_cancel',
      ts: 1_000_040,
      eventId: 'rec:1',
      markets: ['186'],
      reason: 'incorrect odds',
      from: 1_000_010,
      to: 1_000_030,
    };
    await writeFile(
      path,
      [fixtureLine(1_000_000, 1_060_000), cancel].map((line) => JSON.stringify(line)).join('\n'),
    );
    const began = Date.now();
    const replay = new ReplayFeed({ path, rebase: true, speed: 1, now: () => began });
    const [fixture, moved] = await replayAll(replay);
    expect(fixture).toMatchObject({ ts: began, fixture: { startsAt: began + 60_000 } });
    expect(moved).toMatchObject({ ts: began + 40, from: began + 10, to: began + 30 });
  });

  it('waits between messages at the recorded timing scaled by speed', async () => {
    const path = join(folder, 'speed.jsonl');
    const lines = [0, 1_000, 2_000].map((offset) => ({ type: 'bet_stop', ts: T + offset, eventId: 'rec:1' }));
    await writeFile(path, lines.map((line) => JSON.stringify(line)).join('\n'));
    const arrivals: number[] = [];
    const replay = new ReplayFeed({ path, speed: 10 });
    // The pace is kept from the playback's start (on the same clock), not from the previous delivery: a
    // late first message does not push the others. Lower bounds only, with a millisecond for the clock.
    const began = Date.now();
    await replay.start(async () => void arrivals.push(Date.now()));
    await replay.finished();
    const [, second = 0, third = 0] = arrivals;
    // 1 s of recording at ten times the speed: the second at 100 ms, the third at 200 ms.
    expect(second - began).toBeGreaterThanOrEqual(99);
    expect(third - began).toBeGreaterThanOrEqual(199);
    expect(third - began).toBeLessThan(2_000);
  });

  it('recovers by delivering the file from the start up to where it stands, then snapshot_complete', async () => {
    const path = join(folder, 'recover.jsonl');
    const messages: FeedMessage[] = [
      fixtureLine(T, T + 60_000),
      { type: 'bet_stop', ts: T + 1, eventId: 'rec:1' },
    ];
    await writeFile(path, `${messages.map((line) => JSON.stringify(line)).join('\n')}\n`);
    const replay = new ReplayFeed({ path, now: () => T + 5 });
    const before: FeedMessage[] = [];
    await replay.recover(0, 3, async (message) => void before.push(message));
    expect(before).toEqual([{ type: 'snapshot_complete', ts: T + 5, requestId: 3 }]);
    await replayAll(replay);
    const after: FeedMessage[] = [];
    await replay.recover(0, 4, async (message) => void after.push(message));
    expect(after).toEqual([...messages, { type: 'snapshot_complete', ts: T + 5, requestId: 4 }]);
  });

  it('refuses to start on a file it cannot read', async () => {
    const replay = new ReplayFeed({ path: join(folder, 'missing.jsonl') });
    await expect(replay.start(async () => undefined)).rejects.toThrow(/ENOENT/);
  });
});
