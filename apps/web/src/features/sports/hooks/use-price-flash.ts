import { useEffect, useState } from 'react';

/** How long a changed price stays marked. */
export const PRICE_FLASH_MS = 2_000;

/** Which way a price last moved. */
export type PriceMove = 'up' | 'down';

/**
 * The way `odds` last moved while it is still fresh (for ~2 s after the change), else null. A price seen for
 * the first time has not moved.
 */
export function usePriceFlash(odds: number): PriceMove | null {
  const [seen, setSeen] = useState(odds);
  const [move, setMove] = useState<PriceMove | null>(null);
  // Adjusting state to a changed prop during render (React's pattern for it), not in an effect.
  if (odds !== seen) {
    setSeen(odds);
    setMove(odds > seen ? 'up' : 'down');
  }
  useEffect(() => {
    if (move === null) return undefined;
    const timer = window.setTimeout(() => setMove(null), PRICE_FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [move, seen]);
  return move;
}
