/**
 * Every single-player game the frame can play, by game id.
 *
 * To add a game: make a folder `features/games/<game>/` with a `<game>-game.ts(x)` that exports a
 * `GameDefinition` (see game-board.ts: a Board drawing `bet.state` and calling `onMove(spot)`, an optional
 * OptionsForm whose values are sent as the bet's model next to betAmount, the Rules with its pay table,
 * the default options and whether it cashes out), put its strings in the language pack with the game's
 * own key prefix, then add ONE line below. The frame does the rest: terms, bet amount, real/demo, rules
 * shown once, sound, keyboard C to cash out, bet result, win overlay and resuming an open round.
 */
import type { SINGLE_PLAYER_GAME_IDS } from '@casino/contracts';

import { footballGame } from './football/football-game';
import type { GameDefinition } from './game-board';
import { kangarooGame } from './kangaroo/kangaroo-game';
import { minesGame } from './mines/mines-game';
import { scratchGame } from './scratch/scratch-game';
import { stairGame } from './stair/stair-game';
import { thimblesGame } from './thimbles/thimbles-game';
import { towerGame } from './tower/tower-game';

/** A single-player game's id. */
export type GameId = (typeof SINGLE_PLAYER_GAME_IDS)[number];

/** The games built so far; a game missing here shows "not found" at /game/<id>. */
export const GAME_REGISTRY: Partial<Record<GameId, GameDefinition>> = {
  mines: minesGame,
  tower: towerGame,
  stair: stairGame,
  football: footballGame,
  kangaroo: kangarooGame,
  thimbles: thimblesGame,
  scratch: scratchGame,
};

/** The definition of `gameId`, if the game is built. */
export function findGame(gameId: GameId): GameDefinition | undefined {
  return GAME_REGISTRY[gameId];
}
