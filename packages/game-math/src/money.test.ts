import { describe, expect, it } from 'vitest';

import {
  floorToDecimals,
  formatMinor,
  minorToNumber,
  parseAmount,
  resolveDecimalLength,
  toMinor,
} from './money.ts';

describe('parseAmount', () => {
  it.each([
    [12.34, 2, 1234n],
    ['12.34', 2, 1234n],
    [0.29, 2, 29n],
    [5, 0, 5n],
    ['5.000', 0, 5n],
    [1e-7, 9, 100n],
    ['0', 2, 0n],
    [9_999_999_999_999, 2, 999_999_999_999_900n],
  ])('reads %s with %i decimals as %s minor units', (input, decimals, expected) => {
    expect(parseAmount(input, decimals)).toEqual({ ok: true, minor: expected });
  });

  it.each([
    [Number.NaN, 'NOT_A_NUMBER'],
    [Infinity, 'NOT_A_NUMBER'],
    ['1e309', 'NOT_A_NUMBER'],
    ['abc', 'NOT_A_NUMBER'],
    ['', 'NOT_A_NUMBER'],
    [null, 'NOT_A_NUMBER'],
    [{}, 'NOT_A_NUMBER'],
    [-1, 'NEGATIVE'],
    ['-0.01', 'NEGATIVE'],
    [0.001, 'TOO_MANY_DECIMALS'],
    [2 ** 53 + 1, 'TOO_LARGE'],
    [1e21, 'TOO_LARGE'],
  ])('refuses %s with %s', (input, error) => {
    expect(parseAmount(input, 2)).toEqual({ ok: false, error });
  });
});

describe('formatMinor and minorToNumber', () => {
  it('writes exact decimals', () => {
    expect(formatMinor(toMinor(1234n), 2)).toBe('12.34');
    expect(formatMinor(toMinor(5n), 2)).toBe('0.05');
    expect(formatMinor(toMinor(-5n), 2)).toBe('-0.05');
    expect(formatMinor(toMinor(1500n), 0)).toBe('1500');
    expect(minorToNumber(toMinor(29n), 2)).toBe(0.29);
  });

  it('round-trips every amount through the wire number', () => {
    for (let cents = 0n; cents < 5000n; cents += 7n) {
      const parsed = parseAmount(minorToNumber(toMinor(cents), 2), 2);
      expect(parsed).toEqual({ ok: true, minor: cents });
    }
  });
});

describe('floorToDecimals', () => {
  it.each([
    [12.349, 2, '12.34'],
    [0.29, 2, '0.29'],
    [1.005, 2, '1.00'],
    [1.999999, 0, '1'],
    [-1.231, 2, '-1.24'],
    [-1.2, 2, '-1.20'],
    [1e-7, 2, '0.00'],
    [1e21, 2, '1000000000000000000000.00'],
    [Number.NaN, 2, '0.00'],
  ])('floors %s to %i decimals as %s', (value, decimals, expected) => {
    expect(floorToDecimals(value, decimals)).toBe(expected);
  });
});

describe('resolveDecimalLength', () => {
  it('is 9 when unset, 2 when unusable, else the configured value', () => {
    expect(resolveDecimalLength(undefined)).toBe(9);
    expect(resolveDecimalLength(null)).toBe(9);
    expect(resolveDecimalLength('x')).toBe(2);
    expect(resolveDecimalLength(-1)).toBe(2);
    expect(resolveDecimalLength(12)).toBe(2);
    expect(resolveDecimalLength(0)).toBe(0);
  });
});
