import type { DealingSeed } from './deal.repo.ts';

/** Owners remembered at most (emptied when full: a bound on memory, not an eviction policy). */
const MAX_OWNERS = 100_000;

/**
 * Each owner's next deal as this process last saw it: the seed pair, the next nonce and a reserved round
 * id, so a bet needs no read before its one statement. Only a hint: the bet's statement takes the nonce
 * only if it is still the next one, so a stale entry (another process bet, the pair was rotated) writes
 * nothing and the bet reads the pair again.
 */
export class DealingSeeds {
  private readonly next = new Map<string, DealingSeed>();

  get(owner: string): DealingSeed | undefined {
    return this.next.get(owner);
  }

  put(owner: string, seed: DealingSeed): void {
    if (this.next.size >= MAX_OWNERS) this.next.clear();
    this.next.set(owner, seed);
  }

  forget(owner: string): void {
    this.next.delete(owner);
  }
}
