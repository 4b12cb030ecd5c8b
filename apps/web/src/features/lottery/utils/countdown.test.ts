import { describe, expect, it } from 'vitest';

import { clockText, countdownOf } from './countdown';

const term = { closesAt: 55_000, drawsAt: 60_000 };

describe('the countdown', () => {
  it('counts whole seconds up to the cut-off, rounding up', () => {
    expect(countdownOf(term, 12_500)).toEqual({ phase: 'open', secondsLeft: 43, text: '00:43' });
    expect(countdownOf(term, 54_999).text).toBe('00:01');
  });

  it('is closed from the cut-off to the draw, and drawn after it', () => {
    expect(countdownOf(term, 55_000)).toEqual({ phase: 'closed', secondsLeft: 0, text: '00:00' });
    expect(countdownOf(term, 60_000).phase).toBe('drawn');
  });

  it('writes minutes past 59 seconds', () => {
    expect(clockText(595)).toBe('09:55');
    expect(clockText(-3)).toBe('00:00');
  });
});
