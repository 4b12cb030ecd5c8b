import { SINGLE_PLAYER_GAME_IDS } from '@casino/game-math';
import { describe, expect, it } from 'vitest';

import { intOptionOf, intOptionValues, manifestOf, optionOf } from './game-manifest';

describe('the games as the web reads their manifests', () => {
  it('has a manifest for every single-player game id', () => {
    for (const id of SINGLE_PLAYER_GAME_IDS) expect(manifestOf(id).id).toBe(id);
  });

  it('reads an option the manifest allows and falls back to its default otherwise', () => {
    expect(optionOf('mines', 'mines', { mines: 7 })).toBe(7);
    expect(optionOf('mines', 'mines', { mines: 99 })).toBe(3);
    expect(optionOf('mines', 'mines', undefined)).toBe(3);
    expect(optionOf('tower', 'difficulty', { difficulty: 'master' })).toBe('master');
    expect(optionOf('tower', 'difficulty', { difficulty: 'nightmare' })).toBe('easy');
    expect(() => optionOf('stair', 'difficulty', {})).toThrow();
  });

  it('lists a whole-number option from its minimum to its maximum', () => {
    expect(intOptionValues(intOptionOf('thimbles', 'levels'))).toEqual([1, 2, 3]);
    expect(() => intOptionOf('tower', 'difficulty')).toThrow();
  });
});
