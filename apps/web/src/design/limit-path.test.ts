import { afterEach, describe, expect, it, vi } from 'vitest';

import { isShownOn, ruleMatches } from './limit-path';

afterEach(() => vi.restoreAllMocks());

describe('limitPathList rules (spec §2)', () => {
  it('an empty operator matches the exact path only', () => {
    expect(ruleMatches('/', { operator: '', value: '/' })).toBe(true);
    expect(ruleMatches('/promo', { operator: '', value: '/' })).toBe(false);
  });

  it('^ matches paths that start with the value', () => {
    expect(ruleMatches('/h5/game', { operator: '^', value: '/h5' })).toBe(true);
    expect(ruleMatches('/x/h5', { operator: '^', value: '/h5' })).toBe(false);
  });

  it('* matches paths that contain the value', () => {
    expect(ruleMatches('/x/contest/1', { operator: '*', value: 'contest' })).toBe(true);
    expect(ruleMatches('/x', { operator: '*', value: 'contest' })).toBe(false);
  });

  it('~ matches a regular expression, and a bad one matches nothing without throwing', () => {
    expect(ruleMatches('/game/42', { operator: '~', value: '^/game/\\d+$' })).toBe(true);
    expect(ruleMatches('/game/x', { operator: '~', value: '^/game/\\d+$' })).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(ruleMatches('/game', { operator: '~', value: '([' })).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('no rules means everywhere; with rules, one match is enough', () => {
    expect(isShownOn('/anything', [])).toBe(true);
    expect(isShownOn('/anything', undefined)).toBe(true);
    const rules = [
      { operator: '' as const, value: '/' },
      { operator: '^' as const, value: '/promo' },
    ];
    expect(isShownOn('/promo/summer', rules)).toBe(true);
    expect(isShownOn('/chatbet', rules)).toBe(false);
  });
});
