/**
 * Lottery periods on the server clock (issue 16): a period of `seconds` is numbered from the epoch, so every
 * process and every client derives the same period from the time alone — no timer to drift. Period `n`
 * opens at n·length and draws at (n+1)·length; betting closes `closeBeforeDrawMs` before the draw.
 */

/** Period lengths offered, in seconds, and how long before the draw betting closes. */
export const LOTTERY_PERIOD_SECONDS = [60, 180, 300, 600] as const;
export type LotteryPeriodSeconds = (typeof LOTTERY_PERIOD_SECONDS)[number];
export const LOTTERY_CLOSE_BEFORE_DRAW_MS = 5_000;

/** One period: its number from the epoch and its times (epoch ms). */
export interface LotteryPeriod {
  number: number;
  opensAt: number;
  closesAt: number;
  drawsAt: number;
}

export function lotteryPeriod(number: number, seconds: number, closeBeforeDrawMs: number): LotteryPeriod {
  const length = seconds * 1_000;
  const opensAt = number * length;
  const drawsAt = opensAt + length;
  return { number, opensAt, closesAt: drawsAt - closeBeforeDrawMs, drawsAt };
}

/** The period running at `now` (epoch ms). */
export function lotteryPeriodAt(now: number, seconds: number, closeBeforeDrawMs: number): LotteryPeriod {
  return lotteryPeriod(Math.floor(now / (seconds * 1_000)), seconds, closeBeforeDrawMs);
}

/**
 * What players call a period: its UTC opening date and its index in that day, from 1, padded to the
 * day's count (1-minute periods: 202611250542 is the day's 542nd).
 */
export function lotteryPeriodLabel(number: number, seconds: number): string {
  const opensAt = new Date(number * seconds * 1_000);
  const date = opensAt.toISOString().slice(0, 10).replaceAll('-', '');
  const perDay = Math.ceil(86_400 / seconds);
  const dayStart = Date.UTC(opensAt.getUTCFullYear(), opensAt.getUTCMonth(), opensAt.getUTCDate());
  const index = Math.floor((opensAt.getTime() - dayStart) / (seconds * 1_000)) + 1;
  return `${date}${String(index).padStart(String(perDay).length, '0')}`;
}
