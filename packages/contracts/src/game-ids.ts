import {
  SINGLE_PLAYER_GAME_CALLS,
  SINGLE_PLAYER_GAME_IDS as MANIFEST_IDS,
  type SinglePlayerGameId,
} from '@casino/game-math';

/**
 * The games' ids, apart from their calls' schemas: the first page routes game links and encrypts game paths
 * with them, and must not load a validator for it (see constants.ts).
 */

/** The single-player games (spec §7 "Games"), from their manifests. */
export const SINGLE_PLAYER_GAME_IDS: readonly [SinglePlayerGameId, ...SinglePlayerGameId[]] = MANIFEST_IDS;

const idsWhere = (keep: (calls: (typeof SINGLE_PLAYER_GAME_CALLS)[SinglePlayerGameId]) => boolean) =>
  MANIFEST_IDS.filter((id) => keep(SINGLE_PLAYER_GAME_CALLS[id])) as [
    SinglePlayerGameId,
    ...SinglePlayerGameId[],
  ];

/** Games with a `play` call (spec §7) and those that also have `cash_out`, from their manifests. */
export const PLAY_GAME_IDS = /* @__PURE__ */ idsWhere((game) => game.move === 'play');
export const CASH_OUT_GAME_IDS = /* @__PURE__ */ idsWhere((game) => game.cashOut);
/** Games opened whole by one `reveal` call (the scratch ticket). */
export const REVEAL_GAME_IDS = /* @__PURE__ */ idsWhere((game) => game.move === 'reveal');

/** The live multiplayer rounds (issue 7): crash (one bet per round) and aviator (two independent bets). */
export const CRASH_GAME_IDS = ['crash', 'aviator'] as const;
