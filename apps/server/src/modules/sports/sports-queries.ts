import type { SportsBetView, SportsCatalogue, SportsEventView, SportsRecord } from '@casino/contracts';
import { SPORT_IDS, SPORTS_BETS_PAGE_SIZE } from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { playerOwner, type GameActor } from '../games/index.ts';
import type { SiteService } from '../site/index.ts';
import type { SportsGrading } from './sports-grading.ts';
import { MAIN_MARKET, presentEvent } from './sports.presenter.ts';
import type { SportsMarketNames } from './market-names.ts';
import { betById, betsOfOwner } from './sports-bets.repo.ts';
import { eventById, eventCounts, listEvents, marketCounts, marketsOf } from './sports-events.repo.ts';
import type { SportsSettingsStore } from './sports-settings.ts';

/** What the sports app reads: the catalogue, event lists and pages, and the player's bets. */
export class SportsQueries {
  constructor(
    private readonly parts: {
      db: Db;
      site: SiteService;
      grading: SportsGrading;
      settings: SportsSettingsStore;
      feed: () => { name: string; sandbox: boolean };
      names: SportsMarketNames;
    },
  ) {}

  /** GET /api/sports/catalogue. */
  async catalogue(): Promise<SportsCatalogue> {
    const counts = new Map((await eventCounts(this.parts.db)).map((row) => [row.sport, row]));
    const { liveDelayMs } = await this.parts.settings.get();
    return {
      sports: SPORT_IDS.map((id) => ({
        id,
        live: counts.get(id)?.live ?? 0,
        upcoming: counts.get(id)?.upcoming ?? 0,
      })),
      feed: this.parts.feed(),
      liveDelayMs,
    };
  }

  /** GET /api/sports/events: each event with its main market. */
  async events(filter: {
    sport?: string | undefined;
    live?: boolean | undefined;
    lang?: string | undefined;
  }): Promise<SportsEventView[]> {
    const events = await listEvents(this.parts.db, filter);
    const ids = events.map((event) => event.id);
    const [markets, counts, namer] = await Promise.all([
      marketsOf(this.parts.db, ids, Object.values(MAIN_MARKET)),
      marketCounts(this.parts.db, ids),
      this.parts.names.namer(filter.lang),
    ]);
    return events.map((event) =>
      presentEvent(
        event,
        markets.filter((market) => market.eventId === event.id),
        namer,
        { marketCount: counts.get(event.id) ?? 0 },
      ),
    );
  }

  /** GET /api/sports/events/:id: every market the book can name, named in `lang`. */
  async event(id: string, lang?: string): Promise<SportsEventView> {
    const event = await eventById(this.parts.db, id);
    if (!event) throw new ApiError('NOT_FOUND', { message: 'EVENT_NOT_FOUND' });
    const [markets, namer] = await Promise.all([
      marketsOf(this.parts.db, [id]),
      this.parts.names.namer(lang),
    ]);
    return presentEvent(event, markets, namer);
  }

  /** GET /api/record/sports/:id: a logged-in player's own bet (real or demo); anyone else's is not found. */
  async record(userId: number, betId: number): Promise<SportsRecord> {
    const bet = await betById(this.parts.db, betId);
    if (!bet || bet.owner !== playerOwner(userId)) throw new ApiError('BET_NOT_FOUND');
    const { decimalLength } = await this.parts.site.currency(bet.currencyId);
    return { bet: await this.parts.grading.view(this.parts.db, bet, decimalLength) };
  }

  /**
   * GET /api/sports/bets: a page of the player's open or settled bets, newest first, older than `beforeId`
   * when given, and the `beforeId` of the next older page (null when there is none).
   */
  async bets(
    actor: GameActor,
    filter: { open: boolean; demo: boolean; beforeId?: number | undefined },
  ): Promise<{ list: SportsBetView[]; nextBeforeId: number | null }> {
    const demo = filter.demo || actor.userId === null;
    // One more than a page tells whether an older page exists.
    const rows = await betsOfOwner(
      this.parts.db,
      actor.owner,
      { open: filter.open, demo, beforeId: filter.beforeId },
      SPORTS_BETS_PAGE_SIZE + 1,
    );
    const page = rows.slice(0, SPORTS_BETS_PAGE_SIZE);
    const oldest = page.at(-1);
    const { decimalLength } = await this.parts.site.currency(actor.currencyId);
    return {
      list: await this.parts.grading.views(this.parts.db, page, decimalLength),
      nextBeforeId: rows.length > SPORTS_BETS_PAGE_SIZE && oldest ? oldest.id : null,
    };
  }
}
