import { describe, expect, it } from 'vitest';

import { formatCount, formatDecimal, formatMultiplier, formatShorthand } from './format-number';

const words: Record<string, string> = {
  SHORT_THOUSAND: 'K',
  SHORT_MILLION: 'million',
  SHORT_BILLION: 'billion',
};
const t = (key: string) => words[key] ?? key;

describe('number formats', () => {
  it('groups thousands per language', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'pt')).toBe('1.234.567');
    expect(formatCount(1234567, 'id')).toBe('1.234.567');
  });

  it('writes multipliers with two floored decimals and the language separators', () => {
    expect(formatMultiplier(1.44, 'en')).toBe('1.44');
    expect(formatMultiplier(1.44, 'pt')).toBe('1,44');
    expect(formatMultiplier(10_000, 'pt')).toBe('10.000,00');
    expect(formatMultiplier(10_000, 'id')).toBe('10.000,00');
    expect(formatMultiplier(1.999, 'en')).toBe('1.99');
    expect(formatMultiplier(1.1, 'pt')).toBe('1,10');
  });

  it('writes decimals up to a precision, floored, in the language', () => {
    expect(formatDecimal(96.5, 'pt', 2)).toBe('96,5');
    expect(formatDecimal(97, 'pt', 2)).toBe('97');
    expect(formatDecimal(1.25, 'en', 1)).toBe('1.2');
  });

  it('writes K, million and billion with one decimal, floored, in the language', () => {
    expect(formatShorthand(999, 'en', t)).toBe('999');
    expect(formatShorthand(128_400, 'en', t)).toBe('128.4K');
    expect(formatShorthand(1_999, 'en', t)).toBe('1.9K');
    expect(formatShorthand(2_560_000, 'pt', t)).toBe('2,5 million');
    expect(formatShorthand(3_000_000_000, 'id', t)).toBe('3 billion');
  });
});
