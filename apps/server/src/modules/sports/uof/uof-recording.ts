import { constants } from 'node:fs';
import { access, mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

import { z } from 'zod';

import { safeStringSchema } from '@casino/contracts';

import { jsonLines, PlaybackClock } from '../feed/json-lines.ts';
import type { FeedHandler, FeedTransport } from './feed-transport.ts';
import { InProcessFeedQueue, type InProcessQueueOptions } from './in-process-queue.ts';

/**
 * The feed as it came, recorded and played back (issue 35): every UOF message the book consumed — its routing key,
 * its XML byte for byte and when it arrived — one JSON line each, so a day of a provider's feed (or of the
 * sandbox) can be replayed into another book, at its own pace or as fast as the book takes it.
 */

/** One recorded message. */
export const uofRecordSchema = z.object({
  /** When this process received it (ms); the XML carries the producer's own timestamp. */
  at: z.number().int(),
  routingKey: safeStringSchema.min(1).max(300),
  xml: safeStringSchema.min(1).max(16_000_000),
});
export type UofRecord = z.infer<typeof uofRecordSchema>;

/** Wraps a transport and appends each message it delivers to a JSONL file before the book sees it. */
export class UofRecordingTransport implements FeedTransport {
  private file: Promise<FileHandle> | null = null;
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly inner: FeedTransport,
    private readonly path: string,
  ) {}

  start(handler: FeedHandler): Promise<void> {
    return this.inner.start(async (delivery) => {
      await this.append({
        at: delivery.receivedAt.getTime(),
        routingKey: delivery.routingKey,
        xml: delivery.body,
      });
      return handler(delivery);
    });
  }

  publish(routingKey: string, xml: string): Promise<void> {
    return this.inner.publish(routingKey, xml);
  }

  /** Closes the transport, then the file once every line is written. */
  async close(): Promise<void> {
    await this.inner.close();
    await this.writes;
    const file = this.file;
    this.file = null;
    if (file) await (await file).close();
  }

  /** A redelivered message is recorded again: the record is what the book was handed, in order. */
  private append(record: UofRecord): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    const written = this.writes.then(async () => {
      this.file ??= mkdir(dirname(this.path), { recursive: true }).then(() => open(this.path, 'a'));
      await (await this.file).write(line);
    });
    this.writes = written.catch(() => undefined);
    return written;
  }
}

/** How a recording is played back. */
export interface UofReplayOptions {
  path: string;
  /** The recorded pace sped up by this factor; 0 (default): as fast as the book takes the messages. */
  speed?: number;
  /** Told of each line that is not a record (skipped). */
  onRejectedLine?: (line: number, reason: string) => void;
  /** The in-process queue the records are played into (its retries and dead letters). */
  queue?: InProcessQueueOptions;
}

/**
 * Plays a recording into an in-process queue, in order, at the recorded pace (scaled) or at once: the book
 * consumes it as it consumed the live feed. The XML is played as recorded (its timestamps unchanged).
 */
export class UofReplayTransport implements FeedTransport {
  private readonly queue: InProcessFeedQueue;
  private playback: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly clock = new PlaybackClock();

  constructor(private readonly options: UofReplayOptions) {
    this.queue = new InProcessFeedQueue(options.queue ?? {});
  }

  /** Starts the playback; refused when the file cannot be read. */
  async start(handler: FeedHandler): Promise<void> {
    await access(this.options.path, constants.R_OK);
    await this.queue.start(handler);
    this.playback = this.play();
    this.playback.catch(() => undefined);
  }

  /** Settles once every record is queued (or the playback was stopped); rejects if the file could not be read. */
  played(): Promise<void> {
    return this.playback;
  }

  publish(routingKey: string, xml: string): Promise<void> {
    return this.queue.publish(routingKey, xml);
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.clock.wake();
    await this.playback.catch(() => undefined);
    await this.queue.close();
  }

  private async play(): Promise<void> {
    const speed = this.options.speed ?? 0;
    let first: { at: number; startedAt: number } | null = null;
    for await (const record of jsonLines(
      this.options.path,
      uofRecordSchema,
      this.options.onRejectedLine ?? (() => undefined),
    )) {
      if (this.stopped) break;
      first ??= { at: record.at, startedAt: Date.now() };
      if (speed > 0) await this.clock.sleepUntil(first.startedAt + (record.at - first.at) / speed);
      if (this.stopped) break;
      await this.queue.publish(record.routingKey, record.xml);
    }
  }
}
