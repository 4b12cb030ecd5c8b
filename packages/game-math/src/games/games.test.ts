import { describe, expect, it } from 'vitest';

import { fairFloats } from '../fairness/seeds.ts';
import type { GameEngine } from './engine.ts';
import {
  football,
  FOOTBALL_KEEPERS,
  kangaroo,
  KANGAROO_DIFFICULTIES,
  stair,
  thimbles,
  tower,
  TOWER_DIFFICULTIES,
} from './ladder-games.ts';
import { mines, minesMultiplier } from './mines.ts';
import { choose, payoutOf, ratio, shownMultiplier, times } from './ratio.ts';
import { SCRATCH_SYMBOLS, SCRATCH_TIERS, scratch, scratchTierRtp, type ScratchTier } from './scratch.ts';

const RTP = 9_700;
const seeds = (nonce: number) => ({ serverSeed: 'f'.repeat(64), clientSeed: 'test', nonce });

function deal<P, S>(engine: GameEngine<P, S>, input: unknown, nonce = 0): S {
  const params = engine.parseParams(input);
  if (!params.ok) throw new Error(params.reason);
  return engine.start(params.value, fairFloats(seeds(nonce), engine.floatCount(params.value)));
}

function move<P, S>(engine: GameEngine<P, S>, state: S, spot: number) {
  const result = engine.play(state, spot);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

describe('mines', () => {
  it('pays RTP·C(25,k)/C(25−m,k), so every cash-out point returns exactly the RTP', () => {
    expect(minesMultiplier(3, 1, RTP)).toEqual(times(ratio(9_700n, 10_000n), ratio(25n, 22n)));
    for (let count = 1; count <= 24; count += 1) {
      for (let safe = 1; safe <= 25 - count; safe += 1) {
        const multiplier = minesMultiplier(count, safe, RTP);
        // P(k safe tiles in a row) = C(25−m,k)/C(25,k); expected return = P·multiplier.
        const expected = times(multiplier, ratio(choose(25 - count, safe), choose(25, safe)));
        expect(expected.num * 10_000n).toBe(expected.den * 9_700n);
      }
    }
    expect(shownMultiplier(minesMultiplier(24, 1, RTP))).toBe(24.25);
  });

  it('places the chosen number of mines and reveals them only when the round is over', () => {
    const state = deal(mines, { mines: 5 });
    expect(new Set(state.mineTiles).size).toBe(5);
    expect(mines.view(state, false)).not.toHaveProperty('mineTiles');
    expect(mines.view(state, true)).toHaveProperty('mineTiles', state.mineTiles);
  });

  it('loses on a mine, pays on safe tiles and refuses illegal moves', () => {
    const state = deal(mines, { mines: 3 }, 11);
    const safeTile = [...Array(25).keys()].find((tile) => !state.mineTiles.includes(tile)) ?? -1;
    const mine = state.mineTiles[0] ?? -1;
    const afterSafe = move(mines, state, safeTile);
    expect(afterSafe.result).toBe('continue');
    expect(mines.steps(afterSafe.state)).toBe(1);
    expect(mines.play(afterSafe.state, safeTile)).toMatchObject({ ok: false, reason: 'TILE_ALREADY_OPEN' });
    expect(mines.play(state, 25)).toMatchObject({ ok: false, error: 'MOVE_INVALID' });
    expect(mines.play(state, 1.5)).toMatchObject({ ok: false, error: 'MOVE_INVALID' });
    const lost = move(mines, afterSafe.state, mine);
    expect(lost.result).toBe('lost');
    expect(mines.multiplier(lost.state, RTP).num).toBe(0n);
    expect(mines.play(lost.state, safeTile)).toMatchObject({ ok: false, reason: 'ROUND_FINISHED' });
  });

  it('completes the round when every safe tile is open', () => {
    let state = deal(mines, { mines: 24 }, 3);
    const safe = [...Array(25).keys()].find((tile) => !state.mineTiles.includes(tile)) ?? -1;
    const step = move(mines, state, safe);
    expect(step.result).toBe('completed');
    state = step.state;
    expect(mines.play(state, 0)).toMatchObject({ ok: false, reason: 'ROUND_FINISHED' });
  });

  it('refuses a mines count outside 1…24', () => {
    for (const bad of [0, 25, 2.5, 'x', -1]) expect(mines.parseParams({ mines: bad }).ok).toBe(false);
    expect(mines.parseParams({})).toEqual({ ok: true, value: { mines: 3 } });
  });
});

describe('ladder games', () => {
  it('tower pays RTP·(columns/safe)^rows for each difficulty', () => {
    for (const [difficulty, { columns, safe }] of Object.entries(TOWER_DIFFICULTIES)) {
      let state = deal(tower, { difficulty }, 1);
      expect(state.rows).toHaveLength(9);
      for (const spots of state.safeSpots) expect(spots).toHaveLength(safe);
      const safeSpot = state.safeSpots[0]?.[0] ?? -1;
      state = move(tower, state, safeSpot).state;
      expect(tower.multiplier(state, RTP)).toEqual(ratio(9_700n * BigInt(columns), 10_000n * BigInt(safe)));
      expect(tower.play(state, columns)).toMatchObject({ ok: false, reason: 'SPOT_INVALID' });
    }
    expect(tower.parseParams({ difficulty: 'impossible' }).ok).toBe(false);
  });

  it('hides the rows not yet crossed and shows them all when the round is over', () => {
    let state = deal(tower, { difficulty: 'medium' }, 2);
    expect(tower.view(state, false).safeSpots).toEqual([]);
    state = move(tower, state, state.safeSpots[0]?.[0] ?? -1).state;
    expect(tower.view(state, false).safeSpots).toEqual(state.safeSpots.slice(0, 1));
    expect(tower.view(state, true).safeSpots).toEqual(state.safeSpots);
  });

  it('a wrong pick loses the round and the next move is refused', () => {
    const state = deal(tower, { difficulty: 'hard' }, 4);
    const wrong = state.safeSpots[0]?.[0] === 0 ? 1 : 0;
    const lost = move(tower, state, wrong);
    expect(lost.result).toBe('lost');
    expect(tower.steps(lost.state)).toBe(0);
    expect(tower.play(lost.state, 0)).toMatchObject({ ok: false, reason: 'ROUND_FINISHED' });
  });

  it('stair cracks more boards the higher the step', () => {
    const state = deal(stair, {});
    expect(state.rows.map((row) => row.size - row.safe)).toEqual([1, 1, 2, 2, 2, 3, 3, 3, 4, 4]);
  });

  it('football gives five kicks and the keeper covers 1, 2 or 3 zones', () => {
    for (const [difficulty, keepers] of Object.entries(FOOTBALL_KEEPERS)) {
      const state = deal(football, { difficulty });
      expect(state.rows).toHaveLength(5);
      for (const spots of state.safeSpots) expect(spots).toHaveLength(5 - keepers);
    }
  });

  it('kangaroo lanes need no choice and survive with probability (25−hits)/25', () => {
    const { lanes, hits } = KANGAROO_DIFFICULTIES.hard;
    let survived = 0;
    let total = 0;
    for (let nonce = 0; nonce < 400; nonce += 1) {
      const state = deal(kangaroo, { difficulty: 'hard' }, nonce);
      expect(state.rows).toHaveLength(lanes);
      for (const spots of state.safeSpots) {
        total += 1;
        if (spots.length) survived += 1;
      }
    }
    expect(Math.abs(survived / total - (25 - hits) / 25)).toBeLessThan(0.02);
    const state = deal(kangaroo, { difficulty: 'hard' }, 9);
    // Whatever spot is sent, a kangaroo jumps the next lane.
    expect(move(kangaroo, state, 3).state.picks).toEqual([0]);
  });

  it('thimbles pays only a completed chain of levels', () => {
    expect(thimbles.cashOut).toBe(false);
    const state = deal(thimbles, { balls: 1, levels: 2 }, 5);
    const first = move(thimbles, state, state.safeSpots[0]?.[0] ?? -1);
    expect(first.result).toBe('continue');
    const second = move(thimbles, first.state, first.state.safeSpots[1]?.[0] ?? -1);
    expect(second.result).toBe('completed');
    expect(thimbles.multiplier(second.state, RTP)).toEqual(ratio(9_700n * 9n, 10_000n));
    expect(thimbles.parseParams({ balls: 3 }).ok).toBe(false);
    expect(thimbles.parseParams({ levels: 4 }).ok).toBe(false);
  });
});

describe('scratch', () => {
  it('publishes prize tables whose RTP is exactly 97 %', () => {
    for (const tier of Object.keys(SCRATCH_TIERS) as ScratchTier[]) expect(scratchTierRtp(tier)).toBe(9_700);
  });

  it('deals three of the prize symbol, and never three of anything on a losing ticket', () => {
    for (let nonce = 0; nonce < 2_000; nonce += 1) {
      const state = deal(scratch, { tier: 'classic' }, nonce);
      const counts = new Map<string, number>();
      for (const cell of state.cells) counts.set(cell, (counts.get(cell) ?? 0) + 1);
      expect(state.cells).toHaveLength(9);
      for (const cell of state.cells) expect(SCRATCH_SYMBOLS).toContain(cell);
      const triples = [...counts].filter(([, count]) => count >= 3).map(([symbol]) => symbol);
      const prize = SCRATCH_TIERS.classic[state.prize];
      expect(triples).toEqual(prize ? [prize.symbol] : []);
    }
  });

  it('reveals once and pays the table multiplier', () => {
    const state = deal(scratch, { tier: 'lucky' }, 1);
    expect(scratch.view(state, false)).not.toHaveProperty('cells');
    const opened = move(scratch, state, 0);
    expect(scratch.play(opened.state, 0)).toMatchObject({ ok: false, reason: 'ROUND_FINISHED' });
    const prize = SCRATCH_TIERS.lucky[state.prize];
    expect(payoutOf(1_000n, scratch.multiplier(opened.state, RTP))).toBe(
      BigInt((prize?.multiplier ?? 0) * 1_000),
    );
  });
});

describe('payouts', () => {
  it('floor the stake times the exact multiplier', () => {
    expect(payoutOf(100n, ratio(97n, 100n))).toBe(97n);
    expect(payoutOf(1n, ratio(97n, 100n))).toBe(0n);
    expect(payoutOf(1_000n, minesMultiplier(3, 1, RTP))).toBe(1_102n);
    expect(shownMultiplier(ratio(2_999n, 1_000n))).toBe(2.99);
  });
});
