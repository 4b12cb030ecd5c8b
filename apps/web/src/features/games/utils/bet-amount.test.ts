import { describe, expect, it } from 'vitest';

import { betText, checkBetAmount, clampBet, doubleBet, halveBet, type BetLimits } from './bet-amount';

const limits: BetLimits = { minBet: 1, maxBet: 1_000, decimals: 2, balance: 50 };

describe('checkBetAmount', () => {
  it('accepts amounts within the terms and the balance, with a dot or a comma', () => {
    expect(checkBetAmount('5', limits)).toEqual({ ok: true, amount: 5 });
    expect(checkBetAmount(' 2.50 ', limits)).toEqual({ ok: true, amount: 2.5 });
    expect(checkBetAmount('2,5', limits)).toEqual({ ok: true, amount: 2.5 });
    expect(checkBetAmount('50', limits)).toEqual({ ok: true, amount: 50 });
  });

  it('says what is wrong with a bad amount', () => {
    expect(checkBetAmount('', limits)).toMatchObject({ ok: false, messageKey: 'GAMES_BET_REQUIRED' });
    expect(checkBetAmount('abc', limits)).toMatchObject({ ok: false, messageKey: 'GAMES_BET_NOT_A_NUMBER' });
    expect(checkBetAmount('-5', limits)).toMatchObject({ ok: false, messageKey: 'GAMES_BET_NOT_A_NUMBER' });
    expect(checkBetAmount('1e3', limits)).toMatchObject({ ok: false, messageKey: 'GAMES_BET_NOT_A_NUMBER' });
    expect(checkBetAmount('1.234', limits)).toEqual({
      ok: false,
      messageKey: 'GAMES_BET_TOO_PRECISE',
      values: { decimals: 2 },
    });
    expect(checkBetAmount('0.5', limits)).toEqual({
      ok: false,
      messageKey: 'GAMES_BET_BELOW_MIN',
      values: { min: 1 },
    });
    expect(checkBetAmount('2000', { ...limits, balance: 5_000 })).toEqual({
      ok: false,
      messageKey: 'GAMES_BET_ABOVE_MAX',
      values: { max: 1_000 },
    });
    expect(checkBetAmount('50.01', limits)).toMatchObject({
      ok: false,
      messageKey: 'GAMES_BET_ABOVE_BALANCE',
    });
  });

  it('does not check the balance when it is unknown', () => {
    const { balance: _balance, ...withoutBalance } = limits;
    expect(checkBetAmount('900', withoutBalance)).toEqual({ ok: true, amount: 900 });
  });
});

describe('½, ×2 and clamping', () => {
  it('halves and doubles within [min, max], floored to the currency decimals', () => {
    expect(halveBet(5, limits)).toBe(2.5);
    expect(halveBet(1.5, limits)).toBe(1);
    expect(halveBet(2.25, limits)).toBe(1.12);
    expect(doubleBet(5, limits)).toBe(10);
    expect(doubleBet(700, limits)).toBe(1_000);
    expect(clampBet(0.2, limits)).toBe(1);
  });

  it('writes amounts without trailing zeros', () => {
    expect(betText(5, 2)).toBe('5');
    expect(betText(2.5, 2)).toBe('2.5');
    expect(betText(1.129, 2)).toBe('1.13');
  });
});
