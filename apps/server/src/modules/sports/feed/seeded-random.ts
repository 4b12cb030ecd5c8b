import { createHmac } from 'node:crypto';

const FLOATS_PER_BLOCK = 8;
const UINT32_RANGE = 2 ** 32;

/**
 * A deterministic stream of floats in [0, 1): block i is HMAC-SHA256(seed, `${label}:${i}`), read as eight
 * big-endian 32-bit fractions. The same seed and label always give the same stream, and each label (a
 * fixture's teams, its match, its feed timing) has a stream of its own, so drawing more from one never moves
 * another.
 */
export class SeededRandom {
  private block = 0;
  private buffer: number[] = [];

  constructor(
    private readonly seed: string,
    private readonly label: string,
  ) {}

  /** The next float in [0, 1). */
  next(): number {
    if (this.buffer.length === 0) this.refill();
    return this.buffer.pop() ?? 0;
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** A whole number of milliseconds in [min, max). */
  millis(min: number, max: number): number {
    return Math.floor(this.between(min, max));
  }

  /** An integer in [min, max]. */
  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `probability`. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('cannot pick from an empty list');
    return item;
  }

  /** A standard normal draw (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** The wait until the next arrival of a Poisson process of `rate` per unit. */
  exponential(rate: number): number {
    return -Math.log(1 - this.next()) / rate;
  }

  private refill(): void {
    const digest = createHmac('sha256', this.seed).update(`${this.label}:${this.block}`).digest();
    this.block += 1;
    // Popped from the end: reversed so the stream reads the digest front to back.
    for (let index = FLOATS_PER_BLOCK - 1; index >= 0; index -= 1) {
      this.buffer.push(digest.readUInt32BE(index * 4) / UINT32_RANGE);
    }
  }
}
