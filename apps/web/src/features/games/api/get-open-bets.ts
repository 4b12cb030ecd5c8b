import type { BetView } from '@casino/contracts';

import { gameCall } from './game-call';

/** POST /api/game/bets: the player's open rounds, to resume one after a reload. */
export async function getOpenBets(): Promise<BetView[]> {
  const envelope = await gameCall<never>('/api/game/bets', { body: {}, noLogin: true });
  return envelope.status === 0 ? ((envelope.list as BetView[] | undefined) ?? []) : [];
}
