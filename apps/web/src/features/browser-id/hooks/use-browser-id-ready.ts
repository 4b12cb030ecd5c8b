import { useEffect, useState } from 'react';

import { readLocal, writeLocal } from '../../../lib/storage/local-storage';
import { getBrowserId } from '../api/get-browser-id';
import { computeVisitorHash } from '../utils/visitor-hash';

let pending: Promise<void> | null = null;

/** Obtains and stores the browser id once per page, however many components ask. */
function ensureBrowserId(): Promise<void> {
  pending ??= (async () => {
    const visitorHash = await computeVisitorHash();
    const browserId = await getBrowserId(visitorHash);
    if (browserId) writeLocal('BrowserFingerprintId', browserId);
  })();
  return pending;
}

/**
 * Spec §4 step 4: with no stored browser id, fetch one first; the app is ready once that settled, whether
 * or not an id came back.
 */
export function useBrowserIdReady(): boolean {
  const [ready, setReady] = useState(() => readLocal('BrowserFingerprintId') !== null);

  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    void ensureBrowserId().finally(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [ready]);

  return ready;
}
