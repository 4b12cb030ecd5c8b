import { constants } from 'node:fs';
import { access, mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

import { feedMessageSchema, type FeedMessage } from '@casino/contracts';

import { deliverLive, DeliveryQueue, logDeliveryError, type DeliveryErrorHandler } from './delivery-queue.ts';
import type { FeedAdapter, FeedHandler } from './feed-adapter.ts';
import { jsonLines, PlaybackClock, type RejectedLineHandler } from './json-lines.ts';

export type { RejectedLineHandler } from './json-lines.ts';

/**
 * Wraps any adapter and appends every message it delivers, live or recovered, to a JSONL file: one message
 * a line, written in delivery order before the handler sees it, so a recording never misses what the
 * sportsbook acted on. A recovery's snapshot_complete is not written: it answers one request, not the stream.
 */
export class RecordingFeed implements FeedAdapter {
  private file: Promise<FileHandle> | null = null;
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly inner: FeedAdapter,
    private readonly path: string,
  ) {}

  get name(): string {
    return this.inner.name;
  }

  get sandbox(): boolean {
    return this.inner.sandbox;
  }

  start(handler: FeedHandler): Promise<void> {
    return this.inner.start((message) => this.recordThenHandle(message, handler));
  }

  /** Stops the wrapped adapter, then closes the file once every line is written. */
  async stop(): Promise<void> {
    await this.inner.stop();
    await this.writes;
    const file = this.file;
    this.file = null;
    if (file) await (await file).close();
  }

  recover(since: number, requestId: number, handler: FeedHandler): Promise<void> {
    return this.inner.recover(since, requestId, (message) =>
      message.type === 'snapshot_complete' ? handler(message) : this.recordThenHandle(message, handler),
    );
  }

  /** A line that cannot be written still reaches the sportsbook; the write's error follows it to the adapter. */
  private async recordThenHandle(message: FeedMessage, handler: FeedHandler): Promise<void> {
    const written = await this.record(message).then(
      () => null,
      (error: unknown) => ({ error }),
    );
    await handler(message);
    if (written) throw written.error;
  }

  private record(message: FeedMessage): Promise<void> {
    const line = `${JSON.stringify(message)}\n`;
    const written = this.writes.then(async () => {
      await (await this.openFile()).write(line);
    });
    this.writes = written.catch(() => undefined);
    return written;
  }

  private openFile(): Promise<FileHandle> {
    this.file ??= mkdir(dirname(this.path), { recursive: true }).then(() => open(this.path, 'a'));
    return this.file;
  }
}

/** How a recording is played back. */
export interface ReplayFeedOptions {
  /** The JSONL file, one feed message a line. */
  path: string;
  /** Recorded timing sped up by this factor (2 = twice as fast); absent or 0: as fast as the handler takes them. */
  speed?: number;
  /**
   * Moves every time of the recording (ts, a fixture's startsAt, a cancel's window) so the first message lands
   * at the start, times scaled by `speed` along with the playback.
   */
  rebase?: boolean;
  /** The clock the pace is kept by and a rebase starts from; default Date.now. */
  now?: () => number;
  /** Told of each line that is not a feed message; default console.warn. */
  onRejectedLine?: RejectedLineHandler;
  /** Told when the live handler throws on a message; default console.error. The playback goes on. */
  onError?: DeliveryErrorHandler;
}

/**
 * Plays a recorded feed back: every line is checked with `feedMessageSchema` (a bad one is reported with its
 * line number and skipped), then delivered in order, at once or at the recorded pace.
 */
export class ReplayFeed implements FeedAdapter {
  readonly name = 'replay';
  readonly sandbox = false;
  private readonly queue = new DeliveryQueue();
  private readonly now: () => number;
  private running = false;
  private playback: Promise<void> = Promise.resolve();
  /** How many messages of the file have been delivered live. */
  private position = 0;
  /** Maps the recording's times onto the playback; set when the playback meets its first message. */
  private retime: (message: FeedMessage) => FeedMessage = (message) => message;

  private readonly clock: PlaybackClock;

  constructor(private readonly options: ReplayFeedOptions) {
    this.now = options.now ?? Date.now;
    this.clock = new PlaybackClock(this.now);
  }

  /** Starts the playback (refused when the file cannot be read); `finished()` tells when it has reached the end. */
  async start(handler: FeedHandler): Promise<void> {
    if (this.running) throw new Error('the replay is already running');
    await access(this.options.path, constants.R_OK);
    this.running = true;
    this.position = 0;
    this.playback = this.play(handler);
    // Whoever awaits finished() hears of a failure; nobody else must be left with an unhandled rejection.
    this.playback.catch(() => undefined);
  }

  /** Settles when the playback has delivered the whole file or was stopped; rejects if reading the file failed. */
  finished(): Promise<void> {
    return this.playback;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.clock.wake();
    await this.playback.catch(() => undefined);
  }

  /** Re-delivers the file from its start up to where the playback stands, then snapshot_complete. */
  recover(_since: number, requestId: number, handler: FeedHandler): Promise<void> {
    return this.queue.run(async () => {
      let delivered = 0;
      if (this.position > 0) {
        for await (const message of feedLines(this.options.path, () => undefined)) {
          await handler(this.retime(message));
          delivered += 1;
          if (delivered >= this.position) break;
        }
      }
      await handler({ type: 'snapshot_complete', ts: this.now(), requestId });
    });
  }

  private async play(handler: FeedHandler): Promise<void> {
    const speed = this.options.speed ?? 0;
    const startedAt = this.now();
    const onError = this.options.onError ?? logDeliveryError;
    let firstTs: number | null = null;
    try {
      for await (const message of feedLines(
        this.options.path,
        this.options.onRejectedLine ?? warnRejectedLine,
      )) {
        if (!this.running) break;
        if (firstTs === null) {
          firstTs = message.ts;
          this.retime = retimer(firstTs, startedAt, speed, this.options.rebase ?? false);
        }
        if (speed > 0) await this.clock.sleepUntil(startedAt + (message.ts - firstTs) / speed);
        if (!this.running) break;
        const retimed = this.retime(message);
        // Counted inside the queue, so a recovery queued next sees this message as delivered.
        await this.queue.run(async () => {
          await deliverLive([retimed], handler, onError);
          this.position += 1;
        });
      }
    } finally {
      this.running = false;
    }
  }
}

/** The valid feed messages of a JSONL file, in order (`jsonLines` with the feed message schema). */
function feedLines(path: string, onRejectedLine: RejectedLineHandler): AsyncGenerator<FeedMessage> {
  return jsonLines(path, feedMessageSchema, onRejectedLine);
}

const warnRejectedLine: RejectedLineHandler = (line, reason) =>
  console.warn(`feed replay: line ${line} skipped (${reason})`);

/**
 * Maps a recording's times onto the playback: unchanged without `rebase`; with it, the first message's time
 * becomes the start and later times follow at the playback's speed.
 */
function retimer(
  firstTs: number,
  startedAt: number,
  speed: number,
  rebase: boolean,
): (message: FeedMessage) => FeedMessage {
  if (!rebase) return (message) => message;
  const scale = speed > 0 ? speed : 1;
  const at = (ts: number) => Math.round(startedAt + (ts - firstTs) / scale);
  return (message) => {
    switch (message.type) {
      case 'fixture_change':
        return {
          ...message,
          ts: at(message.ts),
          fixture: { ...message.fixture, startsAt: at(message.fixture.startsAt) },
        };
      case 'bet_cancel': {
        const moved = { ...message, ts: at(message.ts) };
        if (message.from !== undefined) moved.from = at(message.from);
        if (message.to !== undefined) moved.to = at(message.to);
        return moved;
      }
      default:
        return { ...message, ts: at(message.ts) };
    }
  };
}
