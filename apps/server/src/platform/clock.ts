/**
 * The time as responsible gaming sees it for a player. Production reads the wall clock; the SANDBOX can
 * move one player's clock forward (POST /api/sandbox/clock) so a test waits out a cooling-off period or a
 * reality check without waiting, and without moving anyone else's. The ledger's and the sessions' own
 * timestamps do not move, so `offsetMs` tells how far to shift a window over them.
 */
export interface PlayerClock {
  now(userId: number): number;
  /** How far the player's clock runs ahead of the wall clock (0 in production). */
  offsetMs(userId: number): number;
}

export const wallClock: PlayerClock = { now: () => Date.now(), offsetMs: () => 0 };

/** Per-player clocks that a sandbox can move forward (never back: time that passed stays passed). */
export class SandboxClock implements PlayerClock {
  private readonly offsets = new Map<number, number>();

  now(userId: number): number {
    return Date.now() + this.offsetMs(userId);
  }

  offsetMs(userId: number): number {
    return this.offsets.get(userId) ?? 0;
  }

  advance(userId: number, ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('a clock moves forward only');
    this.offsets.set(userId, this.offsetMs(userId) + ms);
  }
}
