import type { Database, Leadership } from '../../db/client.ts';
import type { CrashGame } from './crash.service.ts';

/** Advisory-lock keys of the loops, one per game. */
const LEADERSHIP_KEYS: Record<string, number> = { crash: 727_101, aviator: 727_102 };

/**
 * Runs a crash game's loop in whichever process holds its leadership (DESIGN §5). Every process tries
 * for it once a second; the holder ticks every `tickMs`. When the leader dies its lock dies with its
 * connection, and another process takes over within about a second and carries the round on from the
 * database (the crash point was committed when the round opened).
 */
export class CrashLoop {
  private leadership: Leadership | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private busy = false;
  private lastTry = 0;

  constructor(
    private readonly database: Database,
    private readonly game: CrashGame,
    private readonly options: { tickMs: number; onError: (error: unknown) => void } = {
      tickMs: 50,
      onError: (error) => console.error(error),
    },
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
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
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
        this.leadership = await this.database.tryLeadership(LEADERSHIP_KEYS[this.game.gameId] ?? 727_100);
        if (!this.leading) return;
      }
      await this.game.tick();
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.busy = false;
    }
  }
}
