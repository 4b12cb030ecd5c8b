import { FIRST_PAINT_ELEMENT_ID } from '@casino/contracts';
import { startTransition, useEffect, useState } from 'react';

import { fullPackReady, subscribeFullPack } from '../i18n/full-pack';

/** Whether this document came painted by the server (its render, and the server's own, start without). */
const paintedPage = () =>
  typeof document === 'undefined' || document.getElementById(FIRST_PAINT_ELEMENT_ID) !== null;

/**
 * False in the server's first paint and in the render that takes it over, true once the page is the app's
 * and the language pack is whole (issue 39): the parts that only react to later events (realtime hosts,
 * popups, the installable app) are left out of the painted markup, which the hydrating render must match.
 * They start in a transition, after the take-over has committed: a store that changed while React was
 * hydrating would make it finish the whole page in one blocking task. A page the server did not paint has
 * them from its first render, as before; a painted page rendered afresh (a player's) right after it.
 *
 * Starting them later still (at idle or at first input) would shorten the first page's blocking time, but a
 * push or an audio unlock that came meanwhile would be missed: not done yet.
 */
export function useDeferredStart(): boolean {
  const [started, setStarted] = useState(() => !paintedPage() && fullPackReady());
  useEffect(() => {
    if (started) return undefined;
    const start = () => {
      if (fullPackReady()) startTransition(() => setStarted(true));
    };
    start();
    return subscribeFullPack(start);
  }, [started]);
  return started;
}
