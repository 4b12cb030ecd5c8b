import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { showNotification, showToast, useFeedbackStore } from '../../lib/feedback/feedback-store';
import { FeedbackHost } from './feedback-host';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useFeedbackStore.setState({ items: [] });
});

describe('toast and notification', () => {
  it('a toast lasts 3 s, a notification 1.5 s at top 65', () => {
    vi.useFakeTimers();
    render(<FeedbackHost />);
    act(() => {
      showToast('Copied');
      showNotification({ title: 'Notification', message: 'Deposit received' });
    });
    expect(screen.getByTestId('toast').textContent).toBe('Copied');
    const notification = screen.getByTestId('notification');
    expect((notification.parentElement as HTMLElement).style.top).toBe('65px');
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.queryByTestId('notification')).toBeNull();
    expect(screen.getByTestId('toast')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows a message above a popup that opened after the host (a deposit toast over the wallet modal)', async () => {
    const { nextPopupZIndex } = await import('../../lib/popup-layer');
    render(<FeedbackHost />);
    const modalZIndex = nextPopupZIndex();
    act(() => {
      showNotification({ title: 'Deposit received', message: 'R$ 10,00' });
      showToast('Copied');
    });
    const layer = (testId: string) =>
      Number((screen.getByTestId(testId).parentElement as HTMLElement).style.zIndex);
    expect(layer('notification')).toBeGreaterThan(modalZIndex);
    expect(layer('toast')).toBeGreaterThan(modalZIndex);
  });

  it('stacks each new popup above the last, from 1000', async () => {
    const { nextPopupZIndex } = await import('../../lib/popup-layer');
    const first = nextPopupZIndex();
    expect(first).toBeGreaterThan(1000);
    expect(nextPopupZIndex()).toBe(first + 1);
  });
});
