import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useScrollToTop } from './use-scroll-to-top';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Hands the router's navigate to the test once mounted. */
function Probe({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  useScrollToTop();
  const navigate = useNavigate();
  useEffect(() => {
    onReady(navigate);
  }, [navigate, onReady]);
  return null;
}

describe('scroll to top (spec §2)', () => {
  it('scrolls on a path change, but not at the first path, under /contest nor with a background location', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const holder: { navigate: NavigateFunction | null } = { navigate: null };
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe onReady={(navigate) => (holder.navigate = navigate)} />
      </MemoryRouter>,
    );
    const go = async (to: string, state?: unknown) => {
      await act(async () => {
        await holder.navigate?.(to, { state });
      });
    };
    // The page the browser opened stays where the browser put it.
    expect(scroll).not.toHaveBeenCalled();
    await go('/promo');
    expect(scroll).toHaveBeenCalledWith(0, 0);
    scroll.mockClear();
    await go('/x/contest/1');
    expect(scroll).not.toHaveBeenCalled();
    await go('/chatlive', { backgroundLocation: { pathname: '/' } });
    expect(scroll).not.toHaveBeenCalled();
  });
});
