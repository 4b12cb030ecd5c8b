import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

import type { z } from 'zod';

/** Told of a line of a recording that is not what the recording holds; the line is skipped. */
export type RejectedLineHandler = (line: number, reason: string) => void;

/**
 * The records of a JSONL file that `schema` takes, in order: blank lines are skipped silently, a line that is
 * not JSON or not a record is reported with its number and skipped. Shared by the book-message recordings
 * (jsonl.ts) and the UOF XML recordings (uof-recording.ts).
 */
export async function* jsonLines<T>(
  path: string,
  schema: z.ZodType<T>,
  onRejectedLine: RejectedLineHandler,
): AsyncGenerator<T> {
  const input = createReadStream(path, 'utf8');
  const lines = createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const line of lines) {
      number += 1;
      if (line.trim() === '') continue;
      const record = parseLine(line, schema);
      if (record.ok) yield record.value;
      else onRejectedLine(number, record.reason);
    }
  } finally {
    lines.close();
    input.destroy();
  }
}

function parseLine<T>(
  line: string,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'not JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, reason: issue ? `${issue.path.join('.') || 'record'}: ${issue.message}` : 'invalid' };
}

/** A playback's pause until a moment, cut short by `wake()` (the playback is being stopped). */
export class PlaybackClock {
  private wakeUp: (() => void) | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** Resolves at `at` (the clock's ms), or at once when it has passed or `wake()` is called. */
  sleepUntil(at: number): Promise<void> {
    const wait = at - this.now();
    if (wait <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wakeUp = null;
        resolve();
      }, wait);
      this.wakeUp = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
    });
  }

  /** Ends the pause under way, if any. */
  wake(): void {
    this.wakeUp?.();
  }
}
