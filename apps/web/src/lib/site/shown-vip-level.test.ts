import { describe, expect, it } from 'vitest';

import { shownVipLevel } from './shown-vip-level';

describe('the VIP level shown', () => {
  it('is the server level plus one unless disableVipPlus', () => {
    expect(shownVipLevel(0, false)).toBe(1);
    expect(shownVipLevel(3, true)).toBe(3);
  });
});
