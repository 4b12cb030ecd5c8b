import type { ServerModule } from '../../platform/house.ts';
import { CRASH_ACTIVITY } from '../crash/index.ts';
import { gamesModule, ROUND_ACTIVITY } from '../games/index.ts';
import { LOTTERY_ACTIVITY } from '../lottery/index.ts';
import { siteModule } from '../site/index.ts';
import { registerActivityRoutes } from './activity.routes.ts';
import { ActivityTicker } from './activity.service.ts';
import { settledPlays, type ActivityTable } from './activity.sources.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The lobby's activity ticker (big wins, latest bets), cached a few seconds. */
    activity: ActivityTicker;
  }
}

/** The games whose settled bets the lobby shows. */
const SOURCES: readonly ActivityTable[] = [ROUND_ACTIVITY, CRASH_ACTIVITY, LOTTERY_ACTIVITY];

/** The lobby's activity ticker over every game's settled real-money bets. */
export const activityModule: ServerModule = {
  name: 'activity',
  needs: [siteModule, gamesModule],
  setup(house) {
    const { site, catalogue } = house.services;
    const activity = new ActivityTicker(
      {
        site,
        sources: SOURCES.map((source) => (query) => settledPlays(house.db, source, query)),
        gameName: (gameId) => catalogue.gameName(gameId),
      },
      // The site's cache lifetime (2 s by default): a burst of lobby visitors costs one read.
      { cacheTtlMs: house.config.CACHE_TTL_MS },
    );
    registerActivityRoutes(house.http, activity);
    house.provide({ activity });
  },
};
