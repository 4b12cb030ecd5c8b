import { describe, expect, it } from 'vitest';

import { gradeMarket, type LegResult, type SportsMarketType } from './grading.ts';
import { settleBet, type BetLineState, type BetShape, type SettlementLeg } from './settlement.ts';

/**
 * The golden table: every payout is worked out by hand in its row's name, never by the code under test.
 * Odds are in thousandths; stakes and payouts in minor units.
 */

/** A leg with a given result (null while pending). */
const leg = (odds: number, result: LegResult | null, deadHeat?: [number, number]): SettlementLeg => ({
  odds,
  outcome: result === null ? null : deadHeat ? { result, deadHeat } : { result },
});

/** A leg graded from a final score written 'home-away'. */
function graded(
  type: SportsMarketType,
  line: number,
  score: string,
  pick: string,
  odds: number,
): SettlementLeg {
  const [home = 0, away = 0] = score.split('-').map(Number);
  const outcome = gradeMarket(type, line, { home, away }).find((candidate) => candidate.id === pick);
  if (!outcome) throw new Error(`no outcome ${pick} in ${type}`);
  return { odds, outcome };
}

const SINGLE: BetShape = { kind: 'single' };
const MULTI: BetShape = { kind: 'multiple' };
const system = (...sizes: number[]): BetShape => ({ kind: 'system', sizes });

interface GoldenCase {
  name: string;
  shape: BetShape;
  stakePerLineMinor: bigint;
  legs: SettlementLeg[];
  payoutMinor: bigint;
  /** Every line's state in line order: singles first, then doubles…, each size in lexicographic order. */
  lineStates: BetLineState[];
}

/** One row; `lines` lists the line states separated by spaces. */
function row(
  name: string,
  shape: BetShape,
  stakePerLineMinor: bigint,
  legs: SettlementLeg[],
  payoutMinor: bigint,
  lines: string,
): GoldenCase {
  return {
    name,
    shape,
    stakePerLineMinor,
    legs,
    payoutMinor,
    lineStates: lines.split(' ') as BetLineState[],
  };
}

// prettier-ignore
const GOLDEN: GoldenCase[] = [
  // Singles.
  row('single won at 1.850: 1000 × 1.85', SINGLE, 1000n, [leg(1850, 'won')], 1850n, 'won'),
  row('single lost', SINGLE, 1000n, [leg(2100, 'lost')], 0n, 'lost'),
  row('single void: stake back', SINGLE, 1000n, [leg(3000, 'void')], 1000n, 'void'),
  row('single pending: open', SINGLE, 1000n, [leg(1500, null)], 0n, 'open'),

  // Dead heats: the odds times the share of the places.
  row('dead heat, 2 tied for 1 place at 5.000: 1000 × 5 × 1/2', SINGLE, 1000n, [leg(5000, 'won', [1, 2])], 2500n, 'partial'),
  row('dead heat, 3 tied for 1 place at 7.000: 7000 / 3 = 2333.3 floored', SINGLE, 1000n, [leg(7000, 'won', [1, 3])], 2333n, 'partial'),
  row('dead heat, 3 tied for 2 places at 4.500: 1000 × 4.5 × 2/3', SINGLE, 1000n, [leg(4500, 'won', [2, 3])], 3000n, 'partial'),

  // Asian totals, graded from the final score.
  row('total 2.5 over at 2-1: won, 1000 × 1.9', SINGLE, 1000n, [graded('total', 2.5, '2-1', 'over', 1900)], 1900n, 'won'),
  row('total 2.25 over at 2-0: push on 2, lost on 2.5 → half lost, 1000 / 2', SINGLE, 1000n, [graded('total', 2.25, '2-0', 'over', 1900)], 500n, 'partial'),
  row('total 2.25 under at 2-0: push on 2, won on 2.5 → half won, 1000 × 2.95 / 2', SINGLE, 1000n, [graded('total', 2.25, '2-0', 'under', 1950)], 1475n, 'partial'),
  row('total 2.75 over at 2-1: won on 2.5, push on 3 → half won, 1000 × 3.05 / 2', SINGLE, 1000n, [graded('total', 2.75, '2-1', 'over', 2050)], 1525n, 'partial'),
  row('total 2.75 under at 2-1: lost on 2.5, push on 3 → half lost, 1000 / 2', SINGLE, 1000n, [graded('total', 2.75, '2-1', 'under', 1800)], 500n, 'partial'),
  row('total 3 over at 2-1: push → void, stake back', SINGLE, 1000n, [graded('total', 3, '2-1', 'over', 1900)], 1000n, 'void'),

  // Asian handicaps: the line is the home side's, added to the home score.
  row('handicap -0.25 home at 1-1: push on 0, lost on -0.5 → half lost, 1000 / 2', SINGLE, 1000n, [graded('handicap', -0.25, '1-1', 'home', 1950)], 500n, 'partial'),
  row('handicap -0.25 away at 1-1: push on 0, won on +0.5 → half won, 1000 × 2.9 / 2', SINGLE, 1000n, [graded('handicap', -0.25, '1-1', 'away', 1900)], 1450n, 'partial'),
  row('handicap -0.75 home at 2-1: won on -0.5, push on -1 → half won, 1000 × 3.2 / 2', SINGLE, 1000n, [graded('handicap', -0.75, '2-1', 'home', 2200)], 1600n, 'partial'),
  row('handicap -0.75 home at 3-1: won on both halves, 1000 × 2.2', SINGLE, 1000n, [graded('handicap', -0.75, '3-1', 'home', 2200)], 2200n, 'won'),
  row('handicap -0.75 away at 2-1: lost on +0.5, push on +1 → half lost, 1000 / 2', SINGLE, 1000n, [graded('handicap', -0.75, '2-1', 'away', 1700)], 500n, 'partial'),
  row('handicap +0.25 home at 1-1: push on 0, won on +0.5 → half won, 1000 × 2.8 / 2', SINGLE, 1000n, [graded('handicap', 0.25, '1-1', 'home', 1800)], 1400n, 'partial'),
  row('handicap +0.25 home at 0-1: lost on both halves', SINGLE, 1000n, [graded('handicap', 0.25, '0-1', 'home', 1800)], 0n, 'lost'),
  row('handicap -1 home at 2-1: push → void, stake back', SINGLE, 1000n, [graded('handicap', -1, '2-1', 'home', 1900)], 1000n, 'void'),

  // Multiples: one line of every leg.
  row('multiple with a void leg priced at 1.0: 1000 × 2 × 1 × 1.5', MULTI, 1000n, [leg(2000, 'won'), leg(3000, 'void'), leg(1500, 'won')], 3000n, 'won'),
  row('multiple with a half-won leg: 1000 × 2 × 2.9 / 2', MULTI, 1000n, [leg(2000, 'won'), leg(1900, 'half_won')], 2900n, 'partial'),
  row('multiple with a dead-heat leg: 1000 × 2 × 6 × 1/2', MULTI, 1000n, [leg(2000, 'won'), leg(6000, 'won', [1, 2])], 6000n, 'partial'),
  row('multiple with a lost leg and a pending one: lost at once', MULTI, 1000n, [leg(2000, 'won'), leg(1800, 'lost'), leg(1500, null)], 0n, 'lost'),
  row('multiple partly resulted, nothing lost: stays open', MULTI, 1000n, [leg(2000, 'won'), leg(1500, null)], 0n, 'open'),
  row('multiple with every leg void: stake back', MULTI, 1000n, [leg(1500, 'void'), leg(2500, 'void'), leg(4000, 'void')], 1000n, 'void'),

  // Rounding: each line is floored once, to the minor unit below.
  row('single at 1.333, stake 7: 9.331 floored', SINGLE, 7n, [leg(1333, 'won')], 9n, 'won'),
  row('double at 1.333 × 1.333: 1000 × 1.776889 floored', MULTI, 1000n, [leg(1333, 'won'), leg(1333, 'won')], 1776n, 'won'),
  row('half won at 1.333: 1000 × 2.333 / 2 = 1166.5 floored', SINGLE, 1000n, [leg(1333, 'half_won')], 1166n, 'partial'),

  // Systems: lines [0,1] [0,2] [1,2] for 2/3; Trixie 4 lines, Patent 7, Yankee 11, Lucky 15 fifteen.
  row('system 2/3, third leg lost: only [0,1] pays, 1000 × 2 × 3', system(2), 1000n, [leg(2000, 'won'), leg(3000, 'won'), leg(1500, 'lost')], 6000n, 'won lost lost'),
  row('system 2/3, one leg lost, one pending: [0,1] open', system(2), 1000n, [leg(2000, 'won'), leg(3000, null), leg(1500, 'lost')], 0n, 'open lost lost'),
  row('Trixie all won at 2.0: 3 doubles × 400 + treble 800', system(2, 3), 100n, [leg(2000, 'won'), leg(2000, 'won'), leg(2000, 'won')], 2000n, 'won won won won'),
  row('Patent won 2.0 / void / lost: singles 200 + 100, double [0,1] 200', system(1, 2, 3), 100n, [leg(2000, 'won'), leg(1500, 'void'), leg(3000, 'lost')], 500n, 'won void lost won lost lost lost'),
  row('Yankee all won at 2.0: 6 doubles × 400 + 4 trebles × 800 + fourfold 1600', system(2, 3, 4), 100n, [leg(2000, 'won'), leg(2000, 'won'), leg(2000, 'won'), leg(2000, 'won')], 7200n, 'won won won won won won won won won won won'),
  // Singles 200 + 300 + 150; doubles [0,1] 600, [0,2] 300, [1,2] 450; treble [0,1,2] 900; every line with leg 3 lost.
  row('Lucky 15 at 2.0 / 3.0 / 1.5 / 4.0, last leg lost: 650 + 1350 + 900', system(1, 2, 3, 4), 100n, [leg(2000, 'won'), leg(3000, 'won'), leg(1500, 'won'), leg(4000, 'lost')], 2900n, 'won won won lost won won lost won lost lost won lost lost lost lost'),
];

describe('settlement golden table', () => {
  it('has at least 25 cases', () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(25);
  });

  it.each(GOLDEN)('$name', ({ shape, stakePerLineMinor, legs, payoutMinor, lineStates }) => {
    const settlement = settleBet(shape, stakePerLineMinor, legs);
    // A bet is settled exactly when none of its lines is open.
    expect(settlement.state).toBe(lineStates.includes('open') ? 'open' : 'settled');
    expect(settlement.payoutMinor).toBe(payoutMinor);
    expect(settlement.lines.map((line) => line.state)).toEqual(lineStates);
  });
});
