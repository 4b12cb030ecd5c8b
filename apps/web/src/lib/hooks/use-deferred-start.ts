import { useSyncExternalStore } from 'react';

import { fullPackReady, subscribeFullPack } from '../i18n/full-pack';

/**
 * False in the server's first paint and in the render that hydrates it, true otherwise once the language
 * pack is whole (issue 39): the parts that only react to later events (realtime hosts, popups, the
 * installable app) are left out of the painted markup, which the hydrating render must match, and start as
 * soon as the page has been taken over and their texts are in. A page rendered afresh has them from its first
 * render, as before.
 *
 * Starting them later still (at idle or at first input) would shorten the first page's blocking time, but a
 * push or an audio unlock that came meanwhile would be missed: not done yet.
 */
export function useDeferredStart(): boolean {
  return useSyncExternalStore(subscribeFullPack, fullPackReady, () => false);
}
