import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: a path change scrolls the page and the root element to the top, except for overlays (a
 * background location in the state) and /contest pages.
 */
export function useScrollToTop(): void {
  const location = useLocation();
  const state = location.state as { backgroundLocation?: unknown } | null;
  const keepScroll = Boolean(state?.backgroundLocation) || location.pathname.includes('/contest');

  useEffect(() => {
    if (keepScroll) return;
    window.scrollTo(0, 0);
    document.getElementById('root')?.scrollTo?.(0, 0);
  }, [location.pathname, keepScroll]);
}
