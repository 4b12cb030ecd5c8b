import type { Database, Leadership } from '../db/client.ts';

export interface LeaderLoopOptions {
  /** The advisory-lock key: one holder per key across every process on the database. */
  key: number;
  tickMs: number;
  /**
   * One turn of the work; never runs twice at once, and only in the holder of the key. It may answer when
   * (epoch ms) its next moment is due, a crash point or the end of a betting window: when that is sooner
   * than a tick away, the next turn runs then, not up to a tick late.
   */
  work: () => Promise<number | void>;
  onError: (error: unknown) => void;
}

/**
 * Work that must run in exactly one process of a scaled-out site (DESIGN §5): a live game's loop, the
 * worker that delivers webhooks and resumes payouts. Every process tries for the key once a second; the
 * holder runs the work every `tickMs` (sooner when the work names an earlier moment). When the holder dies its lock dies with its connection, and another
 * process takes over within about a second, carrying on from the database.
 */
export class LeaderLoop {
  private leadership: Leadership | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
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
    if (this.running) return;
    this.running = true;
    this.timer = setTimeout(() => void this.turn(), this.options.tickMs);
  }

  /** Stops ticking at once without releasing anything, as a killed process would (tests of take-over). */
  abandon(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  async stop(): Promise<void> {
    this.abandon();
    while (this.busy) await new Promise((resolve) => setTimeout(resolve, 10));
    await this.leadership?.release();
    this.leadership = null;
  }

  private async turn(): Promise<void> {
    const began = Date.now();
    let dueAt: number | void = undefined;
    this.busy = true;
    try {
      dueAt = await this.lead(began);
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.busy = false;
    }
    if (!this.running) return;
    // Turns start a tick apart (a long turn is followed at once), or at the moment the work named.
    const now = Date.now();
    const nextTick = began + this.options.tickMs;
    const next = typeof dueAt === 'number' ? Math.min(nextTick, dueAt) : nextTick;
    this.timer = setTimeout(() => void this.turn(), Math.max(0, next - now));
  }

  /** Takes the lead when it is free (tried once a second), then runs the work if this process leads. */
  private async lead(now: number): Promise<number | void> {
    if (!this.leading) {
      if (now - this.lastTry < 1_000) return;
      this.lastTry = now;
      this.leadership = await this.database.tryLeadership(this.options.key);
      if (!this.leading) return;
    }
    return this.options.work();
  }
}
