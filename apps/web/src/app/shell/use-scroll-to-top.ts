import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: a path change scrolls the page and the root element to the top, except for overlays (a
 * background location in the state) and /contest pages. Not the first path: a page opens where the browser
 * puts it, and scrolling then would make a slow phone lay the page out while it is being taken over.
 */
export function useScrollToTop(): void {
  const location = useLocation();
  const state = location.state as { backgroundLocation?: unknown } | null;
  const keepScroll = Boolean(state?.backgroundLocation) || location.pathname.includes('/contest');
  const firstPath = useRef<string | null>(location.pathname);

  useEffect(() => {
    if (firstPath.current === location.pathname) return;
    firstPath.current = null;
    if (keepScroll) return;
    window.scrollTo(0, 0);
    document.getElementById('root')?.scrollTo?.(0, 0);
  }, [location.pathname, keepScroll]);
}
