import { useEffect, useState } from 'react';

import { whenIdle } from '../../../lib/scheduling/when-idle';
import { readLocal, writeLocal } from '../../../lib/storage/local-storage';
import { getBrowserId } from '../api/get-browser-id';
import { computeVisitorHash } from '../utils/visitor-hash';

let pending: Promise<void> | null = null;

/** A painted page's fingerprint waits this long at most for the browser to be idle. */
const PAINTED_PAGE_IDLE_WAIT_MS = 2_000;

/** Obtains and stores the browser id once per page, however many components ask. */
function ensureBrowserId(afterFirstScreen: boolean): Promise<void> {
  pending ??= (async () => {
    // Reading the fingerprint costs a slow phone about 150 ms of main thread (the canvas, the time zone).
    if (afterFirstScreen) await whenIdle(PAINTED_PAGE_IDLE_WAIT_MS);
    const visitorHash = await computeVisitorHash();
    const browserId = await getBrowserId(visitorHash);
    if (browserId) writeLocal('BrowserFingerprintId', browserId);
  })();
  return pending;
}

/**
 * Spec §4 step 4: with no stored browser id, fetch one first; the app is ready once that settled, whether
 * or not an id came back. `afterFirstScreen`: the page already shows what it would wait for (the server's
 * first paint, with a visitor's settings), so the fingerprint is read once the browser is idle, not while
 * the page is being taken over.
 */
export function useBrowserIdReady(afterFirstScreen = false): boolean {
  const [ready, setReady] = useState(() => readLocal('BrowserFingerprintId') !== null);

  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    void ensureBrowserId(afterFirstScreen).finally(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [ready, afterFirstScreen]);

  return ready;
}
