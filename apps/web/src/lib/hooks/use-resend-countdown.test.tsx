import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useResendCountdown } from './use-resend-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useResendCountdown', () => {
  it('counts whole seconds down to 0 after a restart, and restarts from the top', () => {
    const { result } = renderHook(() => useResendCountdown(3));
    expect(result.current[0]).toBe(0);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(3);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(3);
    for (const left of [2, 1, 0]) {
      act(() => void vi.advanceTimersByTime(1_000));
      expect(result.current[0]).toBe(left);
    }
  });
});
