import type { Envelope } from '@casino/contracts';

import { apiGet } from '../../../lib/api/client';

/** Where a game opens (spec §7). */
export interface GameLaunch {
  gameId: string;
  url: string;
}

/**
 * GET /api/game/play?gameId=: the launch address with token, lang and deviceType appended. Answers 1012
 * logged out, -100 with no balance and -119 under maintenance (the caller decides what to show).
 */
export function getGameLaunch(
  gameId: string,
  query: { demo: boolean; lang: string; deviceType: 'MOBILE' | 'PC' },
): Promise<Envelope<GameLaunch>> {
  return apiGet<GameLaunch>('/api/game/play', {
    query: { gameId, demo: query.demo, lang: query.lang, deviceType: query.deviceType },
    noAlert: true,
    noLogin: true,
  });
}
