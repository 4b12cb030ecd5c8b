import type { Database, Leadership } from '../db/client.ts';

export interface LeaderLoopOptions {
  /** The advisory-lock key: one holder per key across every process on the database. */
  key: number;
  tickMs: number;
  /** One turn of the work; never runs twice at once, and only in the holder of the key. */
  work: () => Promise<unknown>;
  onError: (error: unknown) => void;
}

/**
 * Work that must run in exactly one process of a scaled-out site (DESIGN §5): a live game's loop, the
 * worker that delivers webhooks and resumes payouts. Every process tries for the key once a second; the
 * holder runs the work every `tickMs`. When the holder dies its lock dies with its connection, and another
 * process takes over within about a second, carrying on from the database.
 */
export class LeaderLoop {
  private leadership: Leadership | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private busy = false;
  private lastTry = 0;

  constructor(
    private readonly database: Database,
    private readonly options: LeaderLoopOptions,
  ) {}

  get leading(): boolean {
    return this.leadership?.held ?? false;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.turn(), this.options.tickMs);
  }

  /** Stops ticking at once without releasing anything, as a killed process would (tests of take-over). */
  abandon(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  async stop(): Promise<void> {
    this.abandon();
    while (this.busy) await new Promise((resolve) => setTimeout(resolve, 10));
    await this.leadership?.release();
    this.leadership = null;
  }

  private async turn(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      if (!this.leading) {
        if (Date.now() - this.lastTry < 1_000) return;
        this.lastTry = Date.now();
        this.leadership = await this.database.tryLeadership(this.options.key);
        if (!this.leading) return;
      }
      await this.options.work();
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.busy = false;
    }
  }
}
