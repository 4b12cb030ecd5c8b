import { describe, expect, it } from 'vitest';

import { cashOutQuote, cashOutWageredMinor, partialCashOut, type CashOutLeg } from './cash-out.ts';
import { maxPayout } from './settlement.ts';

const toPlay = (placedOdds: number, currentOdds: number | null): CashOutLeg => ({
  placedOdds,
  currentOdds,
  outcome: null,
});
const resulted = (
  placedOdds: number,
  result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost',
): CashOutLeg => ({
  placedOdds,
  currentOdds: null,
  outcome: { result },
});

describe('cashOutQuote', () => {
  it('offers the fair value less the margin', () => {
    // Placed at 2.0, now 1.6: fair 1000 × 2 / 1.6 = 1250; less 5 % = 1187.5, floored.
    const legs = [toPlay(2000, 1600)];
    expect(cashOutQuote({ stakeMinor: 1000n, legs, marginBasisPoints: 0 })).toBe(1250n);
    expect(cashOutQuote({ stakeMinor: 1000n, legs, marginBasisPoints: 500 })).toBe(1187n);
  });

  it('counts resulted legs at their settled factor and divides by the current odds of the rest only', () => {
    // 1000 × 2 (won) × 1 (void) × 3 / 1.5 = 4000; less 2.5 % = 3900.
    const legs = [resulted(2000, 'won'), toPlay(3000, 1500), resulted(1800, 'void')];
    expect(cashOutQuote({ stakeMinor: 1000n, legs, marginBasisPoints: 250 })).toBe(3900n);
    // 1000 × (1 + 1.9) / 2 (half won) × 2 / 2.5 = 1160.
    const halfWon = [resulted(1900, 'half_won'), toPlay(2000, 2500)];
    expect(cashOutQuote({ stakeMinor: 1000n, legs: halfWon, marginBasisPoints: 0 })).toBe(1160n);
  });

  it('floors to the minor unit', () => {
    // 1000 × 1.333 / 1.777 = 750.14…
    expect(cashOutQuote({ stakeMinor: 1000n, legs: [toPlay(1333, 1777)], marginBasisPoints: 0 })).toBe(750n);
  });

  it('never offers more than the bet can pay, even at current odds of 1.000 and no margin', () => {
    const legs = [resulted(2000, 'won'), toPlay(1500, 1000)];
    expect(cashOutQuote({ stakeMinor: 1000n, legs, marginBasisPoints: 0 })).toBe(
      maxPayout({ kind: 'multiple' }, 1000n, [2000, 1500]),
    );
  });

  it('has no quote while a leg to play is suspended, once a leg is lost, or when nothing is left to play', () => {
    const quote = (legs: CashOutLeg[]) => cashOutQuote({ stakeMinor: 1000n, legs, marginBasisPoints: 500 });
    expect(quote([toPlay(2000, 1800), toPlay(1500, null)])).toBeNull();
    expect(quote([resulted(2000, 'lost'), toPlay(1500, 1400)])).toBeNull();
    expect(quote([resulted(2000, 'won'), resulted(1500, 'won')])).toBeNull();
  });

  it('refuses a margin outside 0–10 000 basis points', () => {
    const legs = [toPlay(2000, 1600)];
    expect(() => cashOutQuote({ stakeMinor: 1000n, legs, marginBasisPoints: -1 })).toThrow(RangeError);
    expect(() => cashOutQuote({ stakeMinor: 1000n, legs, marginBasisPoints: 10_001 })).toThrow(RangeError);
  });
});

describe('partialCashOut', () => {
  it('cashes the share of the stake the amount buys, the stake left floored', () => {
    // A third of a 1500 quote: 1000 × 1000 / 1500 = 666.67 left riding, floored.
    expect(partialCashOut(1500n, 1000n, 500n)).toEqual({ stakeCashedMinor: 334n, stakeLeftMinor: 666n });
    expect(partialCashOut(1500n, 1000n, 750n)).toEqual({ stakeCashedMinor: 500n, stakeLeftMinor: 500n });
  });

  it('cashes the whole stake for the whole quote', () => {
    expect(partialCashOut(1500n, 1000n, 1500n)).toEqual({ stakeCashedMinor: 1000n, stakeLeftMinor: 0n });
  });

  it('refuses an amount of zero or less, or above the quote', () => {
    expect(() => partialCashOut(1500n, 1000n, 0n)).toThrow(RangeError);
    expect(() => partialCashOut(1500n, 1000n, -5n)).toThrow(RangeError);
    expect(() => partialCashOut(1500n, 1000n, 1501n)).toThrow(RangeError);
  });
});

describe('cashOutWageredMinor', () => {
  it('counts only the part of the stake a cash-out at a loss did not return, and the whole stake at a profit', () => {
    expect(cashOutWageredMinor(10_000n, 9_900n)).toBe(100n);
    expect(cashOutWageredMinor(10_000n, 0n)).toBe(10_000n);
    expect(cashOutWageredMinor(10_000n, 10_000n)).toBe(10_000n);
    expect(cashOutWageredMinor(10_000n, 25_000n)).toBe(10_000n);
    expect(() => cashOutWageredMinor(-1n, 0n)).toThrow(RangeError);
  });
});
