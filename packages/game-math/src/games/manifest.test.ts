import { describe, expect, it } from 'vitest';

import { ENGINES, SINGLE_PLAYER_GAME_CALLS, SINGLE_PLAYER_GAME_IDS, SINGLE_PLAYER_GAMES } from './index.ts';
import { defaultOptions, parseOptions } from './manifest.ts';

describe('game manifests', () => {
  it('list the ids of ids.ts in order, and each declares the calls the ids table names', () => {
    expect(SINGLE_PLAYER_GAMES.map((game) => game.id)).toEqual([...SINGLE_PLAYER_GAME_IDS]);
    for (const game of SINGLE_PLAYER_GAMES)
      expect({ move: game.move.call, cashOut: game.cashOut }).toEqual(SINGLE_PLAYER_GAME_CALLS[game.id]);
  });

  it('lists each game once, each engine under its own id', () => {
    expect(new Set(SINGLE_PLAYER_GAME_IDS).size).toBe(SINGLE_PLAYER_GAMES.length);
    for (const game of SINGLE_PLAYER_GAMES) expect(ENGINES[game.id]).toBe(game);
  });

  it('reads options within their bounds and refuses the rest with the option named', () => {
    const mines = { mines: { kind: 'int', min: 1, max: 24, default: 3 } } as const;
    expect(parseOptions(mines, {})).toEqual({ ok: true, value: { mines: 3 } });
    expect(parseOptions(mines, { mines: '5' })).toEqual({ ok: true, value: { mines: 5 } });
    expect(parseOptions(mines, { mines: 25 })).toMatchObject({ ok: false, reason: 'MINES_INVALID' });
    expect(parseOptions(mines, { mines: 2.5 })).toMatchObject({ ok: false, reason: 'MINES_INVALID' });
    const tier = { tier: { kind: 'choice', values: ['classic', 'lucky'], default: 'classic' } } as const;
    expect(parseOptions(tier, { tier: 'lucky', betAmount: 1 })).toEqual({
      ok: true,
      value: { tier: 'lucky' },
    });
    expect(parseOptions(tier, { tier: 'LUCKY' })).toMatchObject({ ok: false, reason: 'TIER_INVALID' });
  });

  it('deals every game at its default options', () => {
    for (const game of SINGLE_PLAYER_GAMES) {
      const params = game.parseParams(defaultOptions(game.options));
      expect(params.ok, game.id).toBe(true);
      expect(game.rtpBasisPoints).toBeGreaterThanOrEqual(8_500);
    }
  });

  it('gives every game that cashes out a play call', () => {
    for (const game of SINGLE_PLAYER_GAMES) if (game.cashOut) expect(game.move.call).toBe('play');
  });
});
