import type { LotteryTermView } from '@casino/contracts';

/** Where a term stands on the server clock: taking bets, closed and drawing, or past its draw. */
export type LotteryPhase = 'open' | 'closed' | 'drawn';

/** What the header shows: the phase and the time left until betting closes. */
export interface LotteryCountdown {
  phase: LotteryPhase;
  /** Whole seconds until the cut-off (0 once closed), rounded up so "00:01" shows until the last instant. */
  secondsLeft: number;
  /** "mm:ss" of secondsLeft. */
  text: string;
}

/** "mm:ss" of a number of seconds (minutes not capped at 59: a 10-minute room shows 09:55). */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The countdown of `term` at server time `now` (computed afresh each time: there is no timer to drift). */
export function countdownOf(
  term: Pick<LotteryTermView, 'closesAt' | 'drawsAt'>,
  now: number,
): LotteryCountdown {
  const msLeft = term.closesAt - now;
  const phase: LotteryPhase = msLeft > 0 ? 'open' : now < term.drawsAt ? 'closed' : 'drawn';
  const secondsLeft = msLeft > 0 ? Math.ceil(msLeft / 1_000) : 0;
  return { phase, secondsLeft, text: clockText(secondsLeft) };
}
