import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's first paint and in the render that hydrates it, true otherwise (issue 39): the parts
 * that only react to later events (realtime hosts, popups, the installable app) are left out of the painted
 * markup, which the hydrating render must match, and start as soon as the page has been taken over. A page
 * rendered afresh has them from its first render, as before.
 *
 * Starting them later still (at idle or at first input) would shorten the first page's blocking time, but a
 * push or an audio unlock that came meanwhile would be missed: not done yet.
 */
export function useDeferredStart(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
