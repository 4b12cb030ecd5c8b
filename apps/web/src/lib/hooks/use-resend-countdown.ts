import { useCallback, useEffect, useState } from 'react';

/** Seconds before another SMS code may be asked for (the server also limits sends per phone and per IP). */
export const RESEND_CODE_AFTER_SECONDS = 60;

/**
 * The "send a new code in N s" countdown of every SMS code form (login, registration, password reset,
 * phone verification, withdrawal): whole seconds left, ticking once a second down to 0, and `restart()`.
 * It counts from the clock, not from ticks, so a throttled background tab still ends on time.
 */
export function useResendCountdown(
  seconds: number = RESEND_CODE_AFTER_SECONDS,
): [secondsLeft: number, restart: () => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1_000, endsAt - now));
    return () => clearTimeout(timer);
  }, [endsAt, now]);

  const restart = useCallback(() => {
    const startedAt = Date.now();
    setNow(startedAt);
    setEndsAt(startedAt + seconds * 1_000);
  }, [seconds]);

  return [Math.max(0, Math.ceil((endsAt - now) / 1_000)), restart];
}
