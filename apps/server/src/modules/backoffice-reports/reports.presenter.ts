import type { CashflowRow, GgrRow, RtpRow } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import { bonusesOf, payoutsOf, type Tally } from './ledger-tally.ts';
import type { RoundDispersion } from './reports.repo.ts';
import { isOutsideBand, rtpBand } from './rtp-band.ts';

/** A GGR row: ggr = stakes − payouts, ngr = ggr − bonuses, all in bigint minor units until here. */
export function presentGgrRow(tally: Tally, decimals: number): GgrRow {
  const major = (minor: bigint) => minorToNumber(minor, decimals);
  const payouts = payoutsOf(tally);
  const ggr = tally.stakes - payouts;
  const bonuses = bonusesOf(tally);
  return {
    key: tally.key,
    currencyId: tally.currencyId,
    rounds: tally.rounds,
    stakes: major(tally.stakes),
    payouts: major(payouts),
    ggr: major(ggr),
    bonuses: major(bonuses),
    ngr: major(ggr - bonuses),
  };
}

/** A day's money in and out, and how many players bet (`key` is the day). */
export function presentCashflowRow(tally: Tally, decimals: number): CashflowRow {
  return {
    day: tally.key,
    currencyId: tally.currencyId,
    deposits: minorToNumber(tally.deposits, decimals),
    withdrawals: minorToNumber(tally.withdrawals, decimals),
    activePlayers: tally.bettors.size,
  };
}

/**
 * A game's actual RTP (payouts / stakes of the period, null without stakes) against its declared one and
 * the 99 % band (rtp-band.ts) drawn from the dispersion of its rounds. All RTPs are fractions (0.97).
 */
export function presentRtpRow(
  tally: Tally,
  decimals: number,
  declaredRtp: number,
  dispersion: RoundDispersion | undefined,
): RtpRow {
  const payouts = payoutsOf(tally);
  const actualRtp = tally.stakes > 0n ? Number(payouts) / Number(tally.stakes) : null;
  const variance = dispersion?.variance ?? null;
  const band = rtpBand(declaredRtp, tally.rounds, variance === null ? null : Math.sqrt(variance));
  return {
    gameId: tally.key,
    currencyId: tally.currencyId,
    rounds: tally.rounds,
    stakes: minorToNumber(tally.stakes, decimals),
    payouts: minorToNumber(payouts, decimals),
    declaredRtp,
    actualRtp,
    bandLow: band?.low ?? null,
    bandHigh: band?.high ?? null,
    outside: isOutsideBand(actualRtp, band),
  };
}
