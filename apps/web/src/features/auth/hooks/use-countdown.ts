import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown, ticking once a second down to 0, and `start(seconds)` to (re)start
 * it. Used for "resend in N s" after an SMS code was sent.
 */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1_000, endsAt - now));
    return () => clearTimeout(timer);
  }, [endsAt, now]);

  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setEndsAt(startedAt + seconds * 1_000);
  }, []);

  return [Math.max(0, Math.ceil((endsAt - now) / 1_000)), start];
}
