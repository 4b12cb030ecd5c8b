import { STATUS, type BetView, type Envelope, type SINGLE_PLAYER_GAME_IDS } from '@casino/contracts';

import { serverNow } from '../../../lib/api/server-clock';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/i18n/server-message';
import { gameCall } from './game-call';

/** The bet's model: betAmount in major units plus the game's options. */
export type BetModel = Record<string, unknown>;

/**
 * Spec §5: a bet is refused locally, with the network-error message, when the model or its betAmount is
 * missing or not a number. Answers the refusal, or null when the model may be sent.
 */
export function refuseBetLocally(model: BetModel | null | undefined): Envelope<BetView> | null {
  const amount = model?.betAmount;
  if (model && typeof amount === 'number' && Number.isFinite(amount)) return null;
  return { status: STATUS.NETWORK_ERROR, message: NETWORK_ERROR_MESSAGE, time: serverNow() };
}

/** The input of POST /api/game/bet. */
export interface PlaceBetInput {
  gameId: (typeof SINGLE_PLAYER_GAME_IDS)[number];
  model: BetModel;
  /** Play money instead of the balance. */
  demo: boolean;
  /** Makes a retried bet the same bet (the server answers the first answer again). */
  requestId: string;
}

/** POST /api/game/bet: opens a round, taking the stake. */
export async function placeBet(input: PlaceBetInput): Promise<Envelope<BetView>> {
  const refused = refuseBetLocally(input.model);
  if (refused) return refused;
  return gameCall<BetView>('/api/game/bet', { method: 'POST', body: { ...input } });
}
