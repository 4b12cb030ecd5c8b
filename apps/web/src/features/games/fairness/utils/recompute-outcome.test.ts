import { describe, expect, it } from 'vitest';

import { commitServerSeed, ENGINES, fairFloats, type SinglePlayerGameId } from '@casino/game-math';

import { matchesRecordedOutcome, recomputeOutcome } from './recompute-outcome';

const serverSeed = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const pair = { serverSeed, clientSeed: 'player-seed', nonce: 4 };

/** The finished round's view exactly as the server builds it (engine.start, then view once over). */
function serverView(gameId: SinglePlayerGameId, options: Record<string, unknown>) {
  const engine = ENGINES[gameId];
  if (!engine) throw new Error(gameId);
  const params = engine.parseParams(options);
  if (!params.ok) throw new Error(params.reason);
  const state = engine.start(params.value, fairFloats(pair, engine.floatCount(params.value)));
  return engine.view(state, true);
}

const cases: [SinglePlayerGameId, Record<string, unknown>][] = [
  ['mines', { mines: 5 }],
  ['tower', { difficulty: 'expert' }],
  ['stair', {}],
  ['football', { difficulty: 'hard' }],
  ['kangaroo', { difficulty: 'daredevil' }],
  ['thimbles', { balls: 2, levels: 3 }],
  ['scratch', { tier: 'jackpot' }],
];

describe('fairness verifier', () => {
  it.each(cases)('recomputes the %s outcome the engine dealt', (gameId, options) => {
    const result = recomputeOutcome({
      gameId,
      ...pair,
      serverSeedHash: commitServerSeed(serverSeed),
      options,
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.hashMatches).toBe(true);
    expect(matchesRecordedOutcome(result.outcome, serverView(gameId, options))).toBe(true);
  });

  // Pinned from an independent computation with node:crypto's HMAC-SHA256 and the Fisher–Yates draw.
  it('gives the known mine tiles for a known seed pair', () => {
    const result = recomputeOutcome({ gameId: 'mines', ...pair, serverSeedHash: '', options: { mines: 3 } });
    expect(result.ok && result.outcome).toEqual({ kind: 'mines', mineTiles: [3, 11, 12] });
    expect(result.ok && result.hashMatches).toBeNull();
  });

  it('detects a server seed that is not the committed one, and an outcome it did not deal', () => {
    const committed = commitServerSeed(serverSeed);
    const forged = `${serverSeed.slice(0, -1)}1`;
    const result = recomputeOutcome({
      gameId: 'mines',
      ...pair,
      serverSeed: forged,
      serverSeedHash: committed,
      options: { mines: 5 },
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.hashMatches).toBe(false);
    expect(result.computedHash).not.toBe(committed);
    expect(matchesRecordedOutcome(result.outcome, serverView('mines', { mines: 5 }))).toBe(false);
  });

  it('refuses missing seeds and options the game does not have', () => {
    const base = { ...pair, serverSeedHash: '' };
    expect(recomputeOutcome({ ...base, gameId: 'mines', serverSeed: ' ', options: {} })).toEqual({
      ok: false,
      error: 'FAIRNESS_SEED_REQUIRED',
    });
    expect(recomputeOutcome({ ...base, gameId: 'tower', options: { difficulty: 'nightmare' } })).toEqual({
      ok: false,
      error: 'FAIRNESS_OPTIONS_INVALID',
    });
  });

  it('says nothing about a bet that does not show its outcome yet', () => {
    const result = recomputeOutcome({ gameId: 'scratch', ...pair, serverSeedHash: '', options: {} });
    if (!result.ok) throw new Error(result.error);
    expect(matchesRecordedOutcome(result.outcome, { revealed: false })).toBeNull();
  });
});
