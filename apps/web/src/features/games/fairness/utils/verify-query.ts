import { readOption, SINGLE_PLAYER_GAME_IDS } from '@casino/game-math';

import { FAIRNESS_QUERY } from '../../../../lib/navigation/fairness-link';
import { manifestOf } from '../../game-manifest';
import type { VerifyDraft } from '../components/verifier-panel';
import type { VerifyOptions } from '../components/verify-options';

/**
 * The verifier filled in from the page's query (a round record's "Verify" link), or null when the query
 * names no known game. Options outside the game's bounds fall back to the game's defaults.
 */
export function draftOfQuery(query: URLSearchParams): VerifyDraft | null {
  const gameId = SINGLE_PLAYER_GAME_IDS.find((id) => id === query.get(FAIRNESS_QUERY.game));
  if (!gameId) return null;
  const options: VerifyOptions = {};
  for (const [name, spec] of Object.entries(manifestOf(gameId).options)) {
    options[name] = readOption(spec, query.get(name) ?? undefined) ?? spec.default;
  }
  const nonce = query.get(FAIRNESS_QUERY.nonce) ?? '';
  return {
    gameId,
    serverSeed: query.get(FAIRNESS_QUERY.serverSeed) ?? '',
    serverSeedHash: query.get(FAIRNESS_QUERY.serverSeedHash) ?? '',
    clientSeed: query.get(FAIRNESS_QUERY.clientSeed) ?? '',
    nonce: /^\d+$/.test(nonce) ? nonce : '0',
    options,
    bet: null,
  };
}
