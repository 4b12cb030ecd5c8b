import type { CashflowRow, GGR_GROUPINGS, GgrRow, RtpRow } from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import { nextDate } from '../reporting/index.ts';
import { readDay } from '../reporting/index.ts';
import type { SiteService } from '../site/index.ts';
import { addMovements, betKindsOf, byGame, sortedTallies, type KeyOf, type Tally } from './ledger-tally.ts';
import { presentCashflowRow, presentGgrRow, presentRtpRow } from './reports.presenter.ts';
import { gameCurrencyKey, readDeclaredRtps, readRoundDispersion, type Window } from './reports.repo.ts';

/** A report's period: whole UTC days, `from` 00:00 to the end of `to` (both `YYYY-MM-DD`). */
export interface ReportRange {
  from: string;
  to: string;
}

/** What the GGR report's rows are: days, games or currencies (each row still one currency). */
export type GgrGrouping = (typeof GGR_GROUPINGS)[number];

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** `[from 00:00 UTC, the day after to 00:00 UTC)`. */
export const windowOf = (range: ReportRange): Window => ({
  start: utcMidnight(range.from),
  end: utcMidnight(nextDate(range.to)),
});

/** The UTC days of the range that have begun by `now` (a later day has no movements yet). */
export function daysOf(range: ReportRange, now: Date): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to && utcMidnight(day) <= now; day = nextDate(day)) days.push(day);
  return days;
}

const byCurrency: KeyOf = (group) => group.currencyId;

/**
 * The back office's money reports, read from the ledger only: each movement is classified as the
 * regulator report classifies it (reporting/ledger-flows.ts) and summed on the same money-moved basis
 * (a stake on the day it was taken, a win on the day it was paid), from the same query
 * (reporting/report-queries.ts `readDay`, one read-only snapshot per call). What is counted:
 *
 * - rounds: stake movements (`*_stake` against the house's game account); stakes: their amounts;
 * - payouts: wins (`*_payout`, `sports_cashout`) + refunds (`*_refund`, a voided bet's stake given back)
 *   − reclaims (`*_reclaim`, winnings taken back after a regrade); ggr = stakes − payouts, so a voided
 *   bet nets to nothing and a reclaim gives the house its money back;
 * - bonuses: `reward` (granted from a campaign budget: check-in, rain, wheel, salary, rakeback…) less
 *   `reward_forfeit` (a bonus balance given back unspent); a conversion of a bonus balance to cash is the
 *   player's own money moving and is not counted again. No bonus names a game, so by game it is 0;
 * - deposits: `recharge` (credited); withdrawals: `withdraw_payout` (paid out, not merely requested);
 * - activePlayers: distinct players with a stake, win, refund or reclaim that day.
 *
 * Adjustments (any kind not against the house's game account, such as an operator's balance correction),
 * movements between a player's own accounts and the house's own bookings are in none of these figures.
 */
export class LedgerReporter {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
  ) {}

  /** GGR and NGR per day, game or currency, and currency. */
  async ggr(range: ReportRange, groupBy: GgrGrouping, now = new Date()): Promise<GgrRow[]> {
    const tallies =
      groupBy === 'day'
        ? await this.tallyByDay(range, now)
        : await this.tallyWindow(windowOf(range), groupBy === 'game' ? byGame : byCurrency);
    const book = await this.site.currencyBook();
    return sortedTallies(tallies).map((tally) => presentGgrRow(tally, book.decimals(tally.currencyId)));
  }

  /** Deposits, withdrawals and betting players per UTC day and currency. */
  async cashflow(range: ReportRange, now = new Date()): Promise<CashflowRow[]> {
    const tallies = await this.tallyByDay(range, now);
    const book = await this.site.currencyBook();
    return sortedTallies(tallies)
      .filter((tally) => tally.deposits > 0n || tally.withdrawals > 0n || tally.bettors.size > 0)
      .map((tally) => presentCashflowRow(tally, book.decimals(tally.currencyId)));
  }

  /**
   * Actual against declared RTP per game and currency. Stakes and payouts are the GGR report's by game;
   * the band's dispersion comes from the bets staked in the period (reports.repo.ts). A game the
   * catalogue does not list has no declared RTP to compare with and is left out (its money is still in
   * the GGR report).
   */
  async rtp(range: ReportRange): Promise<RtpRow[]> {
    const window = windowOf(range);
    const { movements } = await readDay(this.db, window);
    const tallies = new Map<string, Tally>();
    addMovements(tallies, movements, byGame);
    const [dispersions, declared, book] = await Promise.all([
      readRoundDispersion(this.db, window, betKindsOf(movements)),
      readDeclaredRtps(this.db),
      this.site.currencyBook(),
    ]);
    return sortedTallies(tallies).flatMap((tally) => {
      const declaredRtp = declared.get(tally.key);
      if (declaredRtp === undefined) return [];
      const dispersion = dispersions.get(gameCurrencyKey(tally.key, tally.currencyId));
      return [presentRtpRow(tally, book.decimals(tally.currencyId), declaredRtp, dispersion)];
    });
  }

  /** One snapshot of the whole window, rows by `keyOf`. */
  private async tallyWindow(window: Window, keyOf: KeyOf): Promise<Map<string, Tally>> {
    const tallies = new Map<string, Tally>();
    addMovements(tallies, (await readDay(this.db, window)).movements, keyOf);
    return tallies;
  }

  /**
   * Day by day, one snapshot each, rows keyed by the day: readDay sums a window without telling its days
   * apart, so a long range costs one query per day until it can group by day itself.
   */
  private async tallyByDay(range: ReportRange, now: Date): Promise<Map<string, Tally>> {
    const tallies = new Map<string, Tally>();
    for (const day of daysOf(range, now)) {
      const { movements } = await readDay(this.db, windowOf({ from: day, to: day }));
      addMovements(tallies, movements, () => day);
    }
    return tallies;
  }
}
