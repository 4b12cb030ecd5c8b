import type { MarketOdds } from '@casino/contracts';

import type { MarketSpec } from './sandbox-markets.ts';

/** The sandbox bookmaker's margin: every outcome's probability is raised by 5.5 %, so a fair book sums to 1.055. */
export const BOOK_MARGIN = 0.055;
/** The feed's lowest odds, in thousandths (1.010). */
export const MIN_ODDS = 1010;
/** The feed's highest odds, in thousandths (1000.000). */
export const MAX_ODDS = 1_000_000;

/**
 * An outcome this likely is all but decided: its market is suspended. Below it a favourite is held at 1.010,
 * which still leaves the book at least 2 % over fair.
 */
export const DECIDED_PROBABILITY = 0.97;

/**
 * A market priced from the true probabilities of its outcomes (in the order of `spec.outcomeIds`): odds are
 * 1 / (p × (1 + margin)), rounded down to the quoting step (0.01 / 0.1 / 1) and clamped to the feed's bounds. A market with an outcome
 * at DECIDED_PROBABILITY or more is shown suspended rather than at a price that is no bet at all.
 */
export function pricedMarket(spec: MarketSpec, probabilities: readonly number[]): MarketOdds {
  const ids = spec.outcomeIds;
  const loaded = probabilities.map((probability) => Math.max(0, probability) * (1 + BOOK_MARGIN));
  const decided = probabilities.some((probability) => probability >= DECIDED_PROBABILITY);
  const outcomes = ids.map((id, index) => ({
    id,
    odds: oddsOf(loaded[index] ?? 0),
    active: !decided,
  }));
  return {
    id: spec.id,
    status: decided ? 'suspended' : 'active',
    outcomes,
  };
}

/** The step prices are quoted in, as bookmakers do: 0.01 below 10, 0.1 below 100, whole numbers above. */
const stepOf = (thousandths: number): number =>
  thousandths < 10_000 ? 10 : thousandths < 100_000 ? 100 : 1000;

function oddsOf(share: number): number {
  if (share <= 0) return MAX_ODDS;
  const exact = 1000 / share;
  // Rounded down to the quoting step: the book's margin never shrinks by rounding.
  const quoted = Math.floor(exact / stepOf(exact)) * stepOf(exact);
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, quoted));
}

/**
 * The fair probability of the side of an Asian line that wins when `value + line > 0`: a handicap's home side
 * over the distribution of the goal difference. A whole line can push, so the share is wins ÷ (wins + losses);
 * a quarter line is half a stake on each half-line beside it, so wins and losses add over the two.
 */
export function asianShare(distribution: ReadonlyMap<number, number>, line: number): number {
  const quarters = Math.round(line * 4);
  const lines = quarters % 2 === 0 ? [line] : [line - 0.25, line + 0.25];
  let wins = 0;
  let losses = 0;
  for (const subLine of lines) {
    for (const [value, probability] of distribution) {
      // Values and lines are quarters apart at least: comparing in quarters keeps floats out.
      const margin = Math.round((value + subLine) * 4);
      if (margin > 0) wins += probability;
      else if (margin < 0) losses += probability;
    }
  }
  return wins + losses === 0 ? 0.5 : wins / (wins + losses);
}

/** The fair probability of the over side of a total line, from the distribution of the total. */
export function overShare(totals: ReadonlyMap<number, number>, line: number): number {
  return asianShare(totals, -line);
}

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, error under 1.5e-7). */
export function normalCdf(z: number): number {
  if (!Number.isFinite(z)) return z > 0 ? 1 : 0;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** P(X = k) for k = 0…max of a Poisson variable of mean `mean`, the tail beyond max folded into max. */
export function poissonProbabilities(mean: number, max: number): number[] {
  const probabilities: number[] = [];
  let term = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k < max; k += 1) {
    probabilities.push(term);
    sum += term;
    term *= mean / (k + 1);
  }
  probabilities.push(Math.max(0, 1 - sum));
  return probabilities;
}
