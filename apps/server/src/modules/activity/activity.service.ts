import { ACTIVITY_LIST_MAX, type HomeActivity } from '@casino/contracts';

import type { Site, SiteService } from '../site/index.ts';
import { presentActivity } from './activity.presenter.ts';
import type { ActivityPlay, ActivitySource } from './activity.sources.ts';

/** How the ticker reads: the window it looks back over, how many wins it ranks, how long an answer lives. */
export interface ActivityTickerOptions {
  /** Only bets settled this recently count (a quiet site shows a short list, not last year's wins). */
  windowMs: number;
  /** The latest wins of each source that are ranked for the big wins (a bounded read, never a scan). */
  winCandidates: number;
  /** One read serves every lobby visitor for this long. */
  cacheTtlMs: number;
  now: () => number;
}

export const DEFAULT_ACTIVITY_OPTIONS: ActivityTickerOptions = {
  windowMs: 24 * 60 * 60 * 1000,
  winCandidates: 100,
  cacheTtlMs: 5_000,
  now: Date.now,
};

const EMPTY: HomeActivity = { bigWins: [], latestBets: [] };

/**
 * The lobby's activity ticker (issue 13): the biggest recent wins and the latest settled bets, read from
 * the game modules' public reads and kept a few seconds, so a burst of visitors costs one read. Answers
 * empty lists, reading nothing, while the operator has the ticker off.
 */
export class ActivityTicker {
  private cached: { value: HomeActivity; at: number } | undefined;
  private loading: Promise<HomeActivity> | undefined;
  private readonly options: ActivityTickerOptions;

  constructor(
    private readonly deps: {
      site: SiteService;
      sources: readonly ActivitySource[];
      /** The language-pack key of a game's name. */
      gameName: (gameId: string) => string | undefined;
    },
    options: Partial<ActivityTickerOptions> = {},
  ) {
    this.options = { ...DEFAULT_ACTIVITY_OPTIONS, ...options };
  }

  /** GET /api/home/activity. */
  async activity(): Promise<HomeActivity> {
    const site = await this.deps.site.get();
    if (!site.switches.showActivityTicker) return EMPTY;
    const now = this.options.now();
    if (this.cached && now - this.cached.at < this.options.cacheTtlMs) return this.cached.value;
    this.loading ??= this.load(site, now).finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(site: Site, now: number): Promise<HomeActivity> {
    const since = new Date(now - this.options.windowMs);
    const { sources } = this.deps;
    const [latest, wins] = await Promise.all([
      Promise.all(sources.map((read) => read({ since, limit: ACTIVITY_LIST_MAX, winsOnly: false }))),
      Promise.all(sources.map((read) => read({ since, limit: this.options.winCandidates, winsOnly: true }))),
    ]);
    const latestBets = latest
      .flat()
      .sort((a, b) => b.settledAt.getTime() - a.settledAt.getTime())
      .slice(0, ACTIVITY_LIST_MAX);
    const usdValue = usdValueOf(site);
    const bigWins = wins
      .flat()
      .filter((play) => play.payoutMinor > play.stakeMinor)
      .sort(
        (a, b) =>
          usdValue(b) - usdValue(a) ||
          b.multiplierX100 - a.multiplierX100 ||
          b.settledAt.getTime() - a.settledAt.getTime(),
      )
      .slice(0, ACTIVITY_LIST_MAX);
    const value = { bigWins: this.present(site, bigWins), latestBets: this.present(site, latestBets) };
    this.cached = { value, at: now };
    return value;
  }

  private present(site: Site, plays: ActivityPlay[]) {
    const decimals = new Map(site.currencies.map((currency) => [currency.id, currency.decimalLength]));
    return plays.map((play) =>
      presentActivity(
        play,
        this.deps.gameName(play.gameId) ?? play.gameId,
        decimals.get(play.currencyId) ?? 2,
      ),
    );
  }
}

/**
 * A payout's rough value in US dollars, only to rank wins of different currencies against each other
 * (a float is fine here: it orders a list and never touches a balance).
 */
function usdValueOf(site: Site): (play: ActivityPlay) => number {
  const currencies = new Map(site.currencies.map((currency) => [currency.id, currency]));
  return (play) => {
    const currency = currencies.get(play.currencyId);
    if (!currency) return 0;
    return (Number(play.payoutMinor) / 10 ** currency.decimalLength) * currency.usdRate;
  };
}
