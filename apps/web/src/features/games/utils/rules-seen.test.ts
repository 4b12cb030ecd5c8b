import { beforeEach, describe, expect, it } from 'vitest';

import { hasRuleShown, markRuleShown } from './rules-seen';

beforeEach(() => localStorage.clear());

describe('hasRuleShow', () => {
  it('is remembered per game in localStorage', () => {
    expect(hasRuleShown('mines')).toBe(false);
    markRuleShown('mines');
    expect(hasRuleShown('mines')).toBe(true);
    expect(hasRuleShown('tower')).toBe(false);
    markRuleShown('tower');
    expect(JSON.parse(localStorage.getItem('hasRuleShow') ?? '{}')).toEqual({ mines: true, tower: true });
  });

  it('treats a malformed stored value as nothing seen', () => {
    localStorage.setItem('hasRuleShow', '[1,2');
    expect(hasRuleShown('mines')).toBe(false);
    markRuleShown('mines');
    expect(hasRuleShown('mines')).toBe(true);
  });
});
