import { afterEach, describe, expect, it, vi } from 'vitest';

import { pagePopupBox, usePagePopupStore } from './page-popup-store';

afterEach(() => vi.useRealTimers());

describe('page popup', () => {
  it('opens only with a url and removes its content 3 s after closing', () => {
    vi.useFakeTimers();
    const store = usePagePopupStore.getState();
    store.show({ title: 'x', url: '' });
    expect(usePagePopupStore.getState().data).toBeNull();
    store.show({ title: 'Help', url: 'https://example.org' });
    expect(usePagePopupStore.getState()).toMatchObject({ open: true, data: { title: 'Help' } });
    store.close();
    expect(usePagePopupStore.getState().open).toBe(false);
    vi.advanceTimersByTime(2_999);
    expect(usePagePopupStore.getState().data).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(usePagePopupStore.getState().data).toBeNull();
  });

  it('is 1000 px centred above 1200, 80 % at 10 % above 1000, else full width', () => {
    expect(pagePopupBox(1440)).toEqual({ width: '1000px', left: '220px' });
    expect(pagePopupBox(1100)).toEqual({ width: '80%', left: '10%' });
    expect(pagePopupBox(390)).toEqual({ width: '100%', left: '0' });
  });

  it('fills the centred column of a forced mobile layout', () => {
    expect(pagePopupBox(1440, 400)).toEqual({ width: '400px', left: '520px' });
    expect(pagePopupBox(390, 400)).toEqual({ width: '390px', left: '0px' });
  });
});
