import { describe, expect, it } from 'vitest';

import { checkAmount, floorAmount, parseAmountText } from './amount';
import { maskCpf } from './cpf-mask';

const limits = { min: 10, max: 1000, decimals: 2 };

describe('amounts', () => {
  it('reads English and Portuguese writing', () => {
    expect(parseAmountText('1,234.5')).toBe(1234.5);
    expect(parseAmountText('1.234,5')).toBe(1234.5);
    expect(parseAmountText('20')).toBe(20);
    expect(parseAmountText(' 20,00 ')).toBe(20);
  });

  it('refuses text that is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1e3', '12.3.4x', 'NaN', 'Infinity']) {
      expect(parseAmountText(text), text).toBeNaN();
    }
  });

  it('floors, never rounds', () => {
    expect(floorAmount(12.349, 2)).toBe(12.34);
    expect(floorAmount(12.999, 0)).toBe(12);
    expect(floorAmount(0.1 + 0.2, 2)).toBe(0.3);
  });

  it('names the first broken rule', () => {
    expect(checkAmount(Number.NaN, limits)?.key).toBe('WALLET_AMOUNT_INVALID');
    expect(checkAmount(0, limits)?.key).toBe('WALLET_AMOUNT_INVALID');
    expect(checkAmount(12.345, limits)).toEqual({
      key: 'WALLET_AMOUNT_TOO_MANY_DECIMALS',
      values: { decimals: 2 },
    });
    expect(checkAmount(9.99, limits)).toEqual({ key: 'WALLET_AMOUNT_BELOW_MIN', values: { min: 10 } });
    expect(checkAmount(1000.01, limits)).toEqual({ key: 'WALLET_AMOUNT_ABOVE_MAX', values: { max: 1000 } });
    expect(checkAmount(50, { ...limits, available: 40 })?.key).toBe('WALLET_AMOUNT_ABOVE_BALANCE');
    expect(checkAmount(5, { ...limits, format: (value) => `R$ ${value.toFixed(2)}` })?.values).toEqual({
      min: 'R$ 10.00',
    });
    expect(checkAmount(10, limits)).toBeNull();
    expect(checkAmount(1000, limits)).toBeNull();
  });
});

describe('CPF mask', () => {
  it('groups the digits as the player types', () => {
    expect(maskCpf('123')).toBe('123');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('123456789')).toBe('123.456.789');
    expect(maskCpf('12345678909')).toBe('123.456.789-09');
    expect(maskCpf('123.456.789-0912')).toBe('123.456.789-09');
  });
});
