import type { LotteryTermView } from '@casino/contracts';
import { useEffect, useState } from 'react';

import { serverNow } from '../../../lib/api/server-clock';
import { countdownOf, type LotteryCountdown } from '../utils/countdown';

const TICK_MS = 250;

/**
 * The countdown of a term, recomputed every 250 ms from the server clock (never a timer of its own that
 * could drift: a sleeping tab or a skewed device shows the right time on its next tick).
 */
export function useLotteryCountdown(term: LotteryTermView | undefined): LotteryCountdown & { now: number } {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (!term) return { phase: 'open', secondsLeft: 0, text: '--:--', now };
  return { ...countdownOf(term, now), now };
}

/** Only the phase of a term (open, closed, drawn): re-renders when it changes, not on every tick. */
export function useLotteryPhase(term: LotteryTermView | undefined): LotteryCountdown['phase'] {
  const phaseAt = () => (term ? countdownOf(term, serverNow()).phase : 'open');
  const [phase, setPhase] = useState(phaseAt);
  useEffect(() => {
    const timer = window.setInterval(() => setPhase(phaseAt()), TICK_MS);
    return () => window.clearInterval(timer);
    // phaseAt reads only the term.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);
  return phase;
}
