import { useEffect, useState } from 'react';

import { serverNow } from '../api/server-clock';

/** The server clock estimate, re-read every `intervalMs` while `active` (for texts; the canvas has its own loop). */
export function useServerNow(active: boolean, intervalMs = 100): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setNow(serverNow()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
