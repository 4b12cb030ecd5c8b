import { LOTTERY_GAME_IDS, LOTTERY_GAMES } from '@casino/game-math';
import { describe, expect, it } from 'vitest';

import { BOARD_ROWS, kindKey, optionsAt, optionsOf, pickText } from './bet-options';

describe('the bet panel options', () => {
  it.each(LOTTERY_GAME_IDS)('place every kind of %s exactly once', (gameId) => {
    const placed = BOARD_ROWS[gameId].flat().sort();
    expect(placed).toEqual(LOTTERY_GAMES[gameId].kinds.map((each) => each.kind).sort());
  });

  it('show the multiplier paid after the fee', () => {
    expect(optionsOf('wingo', 'big')[0]).toMatchObject({ multiplier: 1.96, testId: 'lottery-option-big' });
    expect(optionsOf('wingo', 'number')[7]).toMatchObject({
      multiplier: 8.82,
      testId: 'lottery-option-number-7',
    });
    expect(optionsOf('k3', 'sum').find((each) => each.selection.pick[0] === 10)?.multiplier).toBe(7.68);
  });

  it("filter 5D's position kinds by the chosen position", () => {
    const digits = optionsAt('5d', 'digit', 0);
    expect(digits).toHaveLength(10);
    expect(digits[3]?.testId).toBe('lottery-option-digit-0-3');
    expect(optionsAt('5d', 'sumBig', 2)).toHaveLength(1);
  });

  it('name kinds and picks', () => {
    expect(kindKey('anyTriple')).toBe('LOTTERY_KIND_ANY_TRIPLE');
    expect(pickText('k3', { kind: 'pair', pick: [2, 5] })).toBe('2 2 5');
    expect(pickText('5d', { kind: 'digit', pick: [1, 4] })).toBe('B 4');
  });
});
