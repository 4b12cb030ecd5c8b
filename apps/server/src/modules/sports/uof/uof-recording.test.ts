import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { InProcessFeedQueue } from './in-process-queue.ts';
import { replayUofFeed, sandboxUofFeed } from './uof-feeds.ts';
import { UofRecordingTransport, uofRecordSchema } from './uof-recording.ts';

// The sandbox consumed into one book while its UOF is recorded, then the recording played into a second book:
// the two boards come out the same.
let live: TestApp;
let replayed: TestApp;
let dir: string;

beforeAll(async () => {
  live = await createTestApp({ SPORTS_FEED: 'off' });
  replayed = await createTestApp({ SPORTS_FEED: 'off' });
  dir = await mkdtemp(join(tmpdir(), 'uof-recording-'));
});
afterAll(async () => {
  await live?.close();
  await replayed?.close();
  await rm(dir, { recursive: true, force: true });
});

const options = { seed: 'uof-recording-test', epoch: Date.UTC(2026, 0, 1) };
const start = Date.UTC(2026, 5, 1, 12, 0, 0);

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function board(app: TestApp): Promise<unknown[]> {
  const lists = await Promise.all(
    ['false', 'true'].map((isLive) => app.call({ method: 'GET', url: `/api/sports/events?live=${isLive}` })),
  );
  return lists
    .flatMap((answer) => answer.body.list as { id: string }[])
    .sort((a, b) => a.id.localeCompare(b.id));
}

describe('recording the UOF feed and playing it back', () => {
  it('plays a recording into another book that comes out the same, skipping lines that are not records', async () => {
    const path = join(dir, 'sandbox.uof.jsonl');
    let clock = start;
    const recording = new UofRecordingTransport(new InProcessFeedQueue({ retryDelayMs: 10 }), path);
    const { feed } = sandboxUofFeed(
      { ...options, now: () => clock, tickMs: 10, aliveMs: 60_000 },
      { url: undefined, nodeId: 1, transport: recording },
    );
    await feed.start((message) => live.services.sports.consumer.apply('sandbox', message));
    // Six minutes of the sandbox: prices, live scores, the first settlements.
    clock = start + 6 * 60_000;
    await until(() => feed.counts.applied > 100, 30_000);
    await feed.stop();
    const lines = (await readFile(path, 'utf8')).trim().split('\n');
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines) expect(uofRecordSchema.safeParse(JSON.parse(line)).success).toBe(true);

    // A line that is not a record is reported and skipped.
    await writeFile(path, `${lines.slice(0, 3).join('\n')}\n{"broken":true}\n${lines.slice(3).join('\n')}\n`);
    const rejected: unknown[] = [];
    const log = { debug: () => undefined, warn: (details: object) => void rejected.push(details) };
    // As SPORTS_FEED=uof-replay plays it: at the recorded pace, the sandbox's URNs named from the seed.
    const player = replayUofFeed(path, { ...options, now: () => clock }, null, log);
    await player.start((message) => replayed.services.sports.consumer.apply('replay', message));
    await until(() => player.counts.applied + player.counts.skipped === lines.length, 30_000);
    await player.stop();
    expect(rejected).toEqual([expect.objectContaining({ line: 4 })]);
    expect(player.counts.applied).toBe(feed.counts.applied);
    expect(await board(replayed)).toEqual(await board(live));
  }, 90_000);
});
