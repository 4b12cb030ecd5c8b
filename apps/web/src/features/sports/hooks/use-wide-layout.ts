import { SPEC } from '@casino/contracts';
import { useSyncExternalStore } from 'react';

/** The desktop layout's width (spec §9), the one the stylesheets name `--desktop`. */
const DESKTOP_QUERY = `(min-width: ${SPEC.desktopMinWidthPx}px)`;

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is desktop-wide: the slip is then a column beside the events rather than a drawer. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
