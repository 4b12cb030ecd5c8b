import { describe, expect, it } from 'vitest';

import { parseAmount } from './amount';

describe('a typed stake', () => {
  it('is a positive number with at most two decimals', () => {
    expect(parseAmount('10')).toBe(10);
    expect(parseAmount(' 2,50 ')).toBe(2.5);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});
