import { describe, expect, it } from 'vitest';

import { amountText, checkAutoCashOut, checkCrashBet, clampCrashBet } from './bet-form';

const limits = { minBet: 1, maxBet: 1_000, decimals: 2, balance: 50 };

describe("the bet panel's local checks", () => {
  it('accepts amounts inside the limits and the balance, with a comma or a point', () => {
    expect(checkCrashBet('5', limits)).toEqual({ ok: true, value: 5 });
    expect(checkCrashBet(' 2,50 ', limits)).toEqual({ ok: true, value: 2.5 });
  });

  it('says what is wrong with a bad amount', () => {
    expect(checkCrashBet('', limits)).toMatchObject({ ok: false, messageKey: 'CRASH_BET_REQUIRED' });
    expect(checkCrashBet('1e3', limits)).toMatchObject({ ok: false, messageKey: 'CRASH_BET_NOT_A_NUMBER' });
    expect(checkCrashBet('-1', limits)).toMatchObject({ ok: false, messageKey: 'CRASH_BET_NOT_A_NUMBER' });
    expect(checkCrashBet('1.005', limits)).toMatchObject({ ok: false, messageKey: 'CRASH_BET_TOO_PRECISE' });
    expect(checkCrashBet('0.5', limits)).toMatchObject({ ok: false, messageKey: 'CRASH_BET_BELOW_MIN' });
    expect(checkCrashBet('2000', { ...limits, balance: 5_000 })).toMatchObject({
      ok: false,
      messageKey: 'CRASH_BET_ABOVE_MAX',
    });
    expect(checkCrashBet('60', limits)).toMatchObject({ ok: false, messageKey: 'CRASH_BET_ABOVE_BALANCE' });
    expect(checkCrashBet('60', { minBet: 1, maxBet: 1_000, decimals: 2 })).toEqual({ ok: true, value: 60 });
  });

  it('takes no auto cash-out, or one of at least 1.01x with two decimals at most', () => {
    expect(checkAutoCashOut('')).toEqual({ ok: true, value: undefined });
    expect(checkAutoCashOut('1.01')).toEqual({ ok: true, value: 1.01 });
    expect(checkAutoCashOut('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(checkAutoCashOut('1')).toMatchObject({ ok: false, messageKey: 'CRASH_AUTO_TOO_LOW' });
    expect(checkAutoCashOut('1.00')).toMatchObject({ ok: false, messageKey: 'CRASH_AUTO_TOO_LOW' });
    expect(checkAutoCashOut('1.001')).toMatchObject({ ok: false, messageKey: 'CRASH_AUTO_INVALID' });
    expect(checkAutoCashOut('abc')).toMatchObject({ ok: false, messageKey: 'CRASH_AUTO_INVALID' });
    expect(checkAutoCashOut('2000000')).toMatchObject({ ok: false, messageKey: 'CRASH_AUTO_INVALID' });
  });

  it('halves and doubles inside the limits, floored to the currency', () => {
    expect(clampCrashBet(0.5, limits)).toBe(1);
    expect(clampCrashBet(5_000, limits)).toBe(1_000);
    expect(clampCrashBet(3.339, limits)).toBe(3.33);
    expect(amountText(2.5, 2)).toBe('2.5');
  });
});
