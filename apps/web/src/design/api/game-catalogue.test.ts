import { describe, expect, it } from 'vitest';

import { withAllGames } from './game-catalogue';

const crash = { id: '01', name: 'CATEGORY_CRASH', icon: '', type: 'CRASH', directlyPlay: false };

describe('withAllGames', () => {
  it('puts the default All Games entry (id 00, type ALL) first when the list does not start with ALL', () => {
    expect(withAllGames([crash]).map((category) => [category.id, category.type])).toEqual([
      ['00', 'ALL'],
      ['01', 'CRASH'],
    ]);
    expect(withAllGames([])[0]?.id).toBe('00');
  });

  it('keeps the server list when it starts with its own ALL entry', () => {
    const own = { ...crash, id: 'all', type: 'ALL' };
    expect(withAllGames([own, crash])).toEqual([own, crash]);
  });
});
