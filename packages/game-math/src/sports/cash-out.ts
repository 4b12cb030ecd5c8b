import { BASIS_POINTS, ONE, payoutOf, ratio, times, type Ratio } from '../games/ratio.ts';
import { legFactor, type SettlementLeg } from './settlement.ts';

/**
 * Cash-out of singles and multiples (issue 17): the house buys the bet back at its fair value under the
 * current prices, less a margin. A leg still to play is worth its placed odds over its current odds; a leg
 * already resulted is worth its settled factor. Exact bigint fractions throughout, floored once.
 */

/** One leg of a bet offered for cash-out. */
export interface CashOutLeg {
  /** Decimal odds in thousandths the bet was placed at. */
  placedOdds: number;
  /** The outcome's price now, in thousandths; null while its market is suspended. */
  currentOdds: number | null;
  /** The leg's result, null while it is still to play. */
  outcome: SettlementLeg['outcome'];
}

/** What a cash-out quote is computed from. */
export interface CashOutRequest {
  /** The bet's stake in minor units (a single or a multiple: one line). */
  stakeMinor: bigint;
  /** The bet's legs, in order. */
  legs: readonly CashOutLeg[];
  /** The house margin taken off the fair value, in basis points (500 = 5 %). */
  marginBasisPoints: number;
}

/** How a partial cash-out splits the stake. */
export interface PartialCashOut {
  /** The part of the stake the cashed amount buys back. */
  stakeCashedMinor: bigint;
  /** The part of the stake left riding on the bet. */
  stakeLeftMinor: bigint;
}

/**
 * What the house pays now to buy a single or multiple back: floor(stake × Π placed factors ÷ Π current odds of
 * the legs to play × (1 − margin)). It never exceeds what the bet can still pay, since every current price is
 * at least 1.000. Null when no quote can be given: a leg is lost, a leg to play has no current price (its
 * market is suspended), or no leg is left to play (the bet settles instead). Throws on a negative stake, a
 * margin outside 0–10 000 bp, or odds out of range.
 */
export function cashOutQuote(request: CashOutRequest): bigint | null {
  const { stakeMinor, legs, marginBasisPoints } = request;
  if (stakeMinor < 0n) throw new RangeError(`A stake cannot be negative: ${String(stakeMinor)}`);
  assertMargin(marginBasisPoints);
  if (legs.some((leg) => leg.outcome?.result === 'lost')) return null;
  if (legs.every((leg) => leg.outcome !== null)) return null;
  let fairFactor: Ratio = ONE;
  for (const leg of legs) {
    if (leg.outcome !== null) {
      fairFactor = times(fairFactor, legFactor(leg.placedOdds, leg.outcome));
      continue;
    }
    if (leg.currentOdds === null) return null;
    const placed = legFactor(leg.placedOdds, { result: 'won' });
    const current = legFactor(leg.currentOdds, { result: 'won' });
    fairFactor = times(fairFactor, ratio(placed.num * current.den, placed.den * current.num));
  }
  const keptShare = ratio(BASIS_POINTS - BigInt(marginBasisPoints), BASIS_POINTS);
  return payoutOf(stakeMinor, times(fairFactor, keptShare));
}

/**
 * Splits the stake when a player cashes out `amountMinor` of a `quoteMinor` quote: the stake left is the
 * share of the quote not taken, floored so it never rounds up, and the rest of the stake is cashed. Throws on
 * an amount of zero or less, or above the quote.
 */
export function partialCashOut(quoteMinor: bigint, stakeMinor: bigint, amountMinor: bigint): PartialCashOut {
  if (amountMinor <= 0n) throw new RangeError(`A cash-out amount must be positive: ${String(amountMinor)}`);
  if (amountMinor > quoteMinor) {
    throw new RangeError(
      `A cash-out amount cannot exceed the quote: ${String(amountMinor)} > ${String(quoteMinor)}`,
    );
  }
  if (stakeMinor < 0n) throw new RangeError(`A stake cannot be negative: ${String(stakeMinor)}`);
  const stakeLeftMinor = (stakeMinor * (quoteMinor - amountMinor)) / quoteMinor;
  return { stakeCashedMinor: stakeMinor - stakeLeftMinor, stakeLeftMinor };
}

function assertMargin(marginBasisPoints: number): void {
  if (
    !Number.isSafeInteger(marginBasisPoints) ||
    marginBasisPoints < 0 ||
    marginBasisPoints > Number(BASIS_POINTS)
  ) {
    throw new RangeError(`A margin is 0–10 000 basis points: ${String(marginBasisPoints)}`);
  }
}

/**
 * What a cash-out counts as wagered (for the wagering requirement, bonuses, VIP and rakeback): the stake
 * it bought back that was really at risk. Taken back at a loss, the part returned was never lost, so only
 * the difference counts; taken at a profit, the whole stake was at risk and counts. Both in minor units of
 * the whole bet (every line).
 */
export function cashOutWageredMinor(stakeCashedMinor: bigint, cashOutMinor: bigint): bigint {
  if (stakeCashedMinor < 0n || cashOutMinor < 0n) {
    throw new RangeError(
      `A stake and a cash-out cannot be negative: ${String(stakeCashedMinor)}, ${String(cashOutMinor)}`,
    );
  }
  return cashOutMinor >= stakeCashedMinor ? stakeCashedMinor : stakeCashedMinor - cashOutMinor;
}
