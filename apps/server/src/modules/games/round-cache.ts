import type { RoundRow, RoundSeed, SeededRound } from './rounds.repo.ts';

/** Open rounds remembered at most (emptied when full: a bound on memory, not an eviction policy). */
const MAX_OPEN_ROUNDS = 50_000;
/** A round left alone this long is read again from the database on its next move. */
const IDLE_MS = 10 * 60_000;

/**
 * The open single-player rounds this process dealt or moved, so that a move needs no read before its
 * write. It is only a hint: every write is guarded by the version it read, so a stale entry (the round was
 * moved or settled by another process) makes the write find nothing, and the move reads the round again.
 */
export class OpenRoundCache {
  private readonly rounds = new Map<string, { round: SeededRound; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(owner: string, id: number): SeededRound | undefined {
    const key = `${owner}:${id}`;
    const known = this.rounds.get(key);
    if (!known) return undefined;
    if (this.now() - known.at > IDLE_MS) {
      this.rounds.delete(key);
      return undefined;
    }
    return known.round;
  }

  /** Remembers an open round (forgets a settled one). */
  put(round: RoundRow, seed: RoundSeed): void {
    const key = `${round.owner}:${round.id}`;
    if (round.status !== 'OPEN') {
      this.rounds.delete(key);
      return;
    }
    if (this.rounds.size >= MAX_OPEN_ROUNDS) this.rounds.clear();
    this.rounds.set(key, { round: { round, seed }, at: this.now() });
  }

  forget(owner: string, id: number): void {
    this.rounds.delete(`${owner}:${id}`);
  }
}
