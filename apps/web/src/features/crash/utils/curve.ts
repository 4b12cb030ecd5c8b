import type { CrashRoundView } from '@casino/contracts';
import { crashPayout, GROWTH_RATE_PER_MS, minorToNumber, multiplierAt, parseAmount } from '@casino/game-math';

/**
 * The round's curve on the client: the multiplier is computed from the round's take-off time and the
 * server clock estimate every frame, never read from per-frame messages (the server sends none).
 */

/** The multiplier shown `nowMs` (server clock) into the round: 1.00 before take-off, the crash point after. */
export function shownMultiplier(round: CrashRoundView | null, nowMs: number): number {
  if (!round || round.status === 'BETTING' || round.startedAt === null) return 1;
  if (round.status === 'CRASHED' && round.crashPoint !== null) return round.crashPoint;
  return multiplierAt(nowMs - round.startedAt) / 100;
}

/** Milliseconds the curve has flown: 0 before take-off, frozen at the crash. */
export function flightMs(round: CrashRoundView | null, nowMs: number): number {
  if (!round || round.startedAt === null) return 0;
  const end = round.status === 'CRASHED' && round.crashedAt !== null ? round.crashedAt : nowMs;
  return Math.max(0, end - round.startedAt);
}

/** Whole seconds left in the betting window (rounded up), 0 once it closed. */
export function bettingSecondsLeft(round: CrashRoundView | null, nowMs: number): number {
  if (!round || round.status !== 'BETTING') return 0;
  return Math.max(0, Math.ceil((round.bettingEndsAt - nowMs) / 1000));
}

/** The chart's axes: at least 10 s and 2.00x, growing ahead of the curve so its tip stays inside. */
export interface CurveViewport {
  maxMs: number;
  maxMultiplier: number;
}

/** The axes for a curve that has flown `elapsedMs`. */
export function curveViewport(elapsedMs: number): CurveViewport {
  const maxMs = Math.max(10_000, elapsedMs * 1.25);
  const maxMultiplier = Math.max(2, Math.exp(GROWTH_RATE_PER_MS * elapsedMs) * 1.25);
  return { maxMs, maxMultiplier };
}

/** A point of the chart in pixels (y grows downward, like the canvas). */
export interface CurvePoint {
  x: number;
  y: number;
}

/** The curve from take-off to `elapsedMs` as `samples + 1` points inside a width × height box. */
export function curvePoints(elapsedMs: number, width: number, height: number, samples = 64): CurvePoint[] {
  const { maxMs, maxMultiplier } = curveViewport(elapsedMs);
  const points: CurvePoint[] = [];
  for (let index = 0; index <= samples; index += 1) {
    const ms = (elapsedMs * index) / samples;
    const multiplier = Math.exp(GROWTH_RATE_PER_MS * ms);
    points.push({
      x: (ms / maxMs) * width,
      y: height - ((multiplier - 1) / (maxMultiplier - 1)) * height,
    });
  }
  return points;
}

/** The colour family of a crash point chip: red under 2x, blue under 10x, gold above. */
export function crashPointTone(crashPoint: number): 'low' | 'mid' | 'high' {
  if (crashPoint < 2) return 'low';
  if (crashPoint < 10) return 'mid';
  return 'high';
}

/**
 * What a stake pays cashed out at `multiplier` (a shown multiplier, whole hundredths): the server's own
 * crashPayout on the stake in minor units, so the button never promises a minor unit more or less than
 * is paid (float maths drifted by one for large stakes).
 */
export function payoutAt(betAmount: number, multiplier: number, decimals: number): number {
  const stake = parseAmount(betAmount, decimals);
  if (!stake.ok) return 0;
  return minorToNumber(crashPayout(stake.minor, Math.round(multiplier * 100)), decimals);
}

/** Round tick values from `from` up to `to`, at most about five of them (steps of 1, 2 or 5 × 10ⁿ). */
export function axisTicks(from: number, to: number): number[] {
  const span = to - from;
  if (!(span > 0)) return [];
  const rough = span / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((each) => each * power).find((each) => each >= rough) ?? power * 10;
  const ticks: number[] = [];
  for (let value = Math.ceil(from / step) * step; value <= to + 1e-9; value += step) {
    ticks.push(Number(value.toFixed(6)));
  }
  return ticks;
}
