import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LoadingCover, nextProgress } from './loading-cover';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoadingCover', () => {
  it('rises by 5 a second and starts again after the bar is full', () => {
    expect(nextProgress(0)).toBe(5);
    expect(nextProgress(95)).toBe(100);
    expect(nextProgress(100)).toBe(0);
  });

  it('draws a 6 px bar that advances each second, with the loading icon when set', () => {
    vi.useFakeTimers();
    render(<LoadingCover brand="Test Casino" logoSrc="/logo.png" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.style.height).toBe('6px');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => vi.advanceTimersByTime(3000));
    expect(bar.getAttribute('aria-valuenow')).toBe('15');
    expect(screen.getByRole('img', { name: 'Test Casino' }).getAttribute('src')).toBe('/logo.png');
  });

  it('shows the brand name when there is no icon', () => {
    render(<LoadingCover brand="Test Casino" />);
    expect(screen.getByText('Test Casino')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
