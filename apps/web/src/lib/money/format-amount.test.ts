import type { Currency } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { displayAmount, findCurrency, localizeDecimalText } from './format-amount';

const BRL: Currency = { id: 'BRL', symbol: 'R$', decimalLength: 2, withdrawDecimalLength: 2 };
const IDR: Currency = { id: 'IDR', symbol: 'Rp', decimalLength: 0, withdrawDecimalLength: 0 };

describe('displayAmount', () => {
  it('floors to the currency decimals instead of rounding', () => {
    expect(displayAmount(12.349, BRL, 'en')).toEqual({ symbol: 'R$', amount: '12.34' });
    expect(displayAmount(0.999, BRL, 'en').amount).toBe('0.99');
    expect(displayAmount(0.29, BRL, 'en').amount).toBe('0.29');
    expect(displayAmount(1999.99, IDR, 'id')).toEqual({ symbol: 'Rp', amount: '1.999' });
  });

  it('uses the language separators', () => {
    expect(displayAmount(1234567.891, BRL, 'pt').amount).toBe('1.234.567,89');
    expect(displayAmount(1234567.891, BRL, 'en').amount).toBe('1,234,567.89');
    expect(displayAmount(1234567.891, BRL, 'id').amount).toBe('1.234.567,89');
  });

  it('shows 0 with the decimals for a visitor balance', () => {
    expect(displayAmount(0, BRL, 'en').amount).toBe('0.00');
  });

  it('uses 9 decimals when the currency is not configured, and the fallback symbol', () => {
    expect(displayAmount(1.5, undefined, 'en', 'G$')).toEqual({ symbol: 'G$', amount: '1.500000000' });
  });
});

describe('helpers', () => {
  it('finds the currency by id', () => {
    expect(findCurrency([BRL, IDR], 'IDR')).toBe(IDR);
    expect(findCurrency([BRL], 'USD')).toBeUndefined();
    expect(findCurrency([BRL], undefined)).toBeUndefined();
  });

  it('groups negative values and values without decimals', () => {
    expect(localizeDecimalText('-1234.5', 'en')).toBe('-1,234.5');
    expect(localizeDecimalText('999', 'pt')).toBe('999');
  });
});
