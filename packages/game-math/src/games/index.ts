import type { GameEngine } from './engine.ts';
import { football, kangaroo, stair, thimbles, tower } from './ladder-games.ts';
import { mines } from './mines.ts';
import { scratch } from './scratch.ts';

export * from './engine.ts';
export * from './ladder.ts';
export * from './ladder-games.ts';
export * from './manifest.ts';
export * from './mines.ts';
export * from './ratio.ts';
export * from './scratch.ts';

/**
 * Every single-player game, in lobby order: the one list. A new game is its `defineGame` module and one
 * entry here; ids, routes, encrypted paths, the catalogue, the web registry, the verifier and the RTP
 * benchmark follow from it.
 */
export const SINGLE_PLAYER_GAMES = [mines, tower, stair, football, kangaroo, thimbles, scratch] as const;

export type SinglePlayerGameId = (typeof SINGLE_PLAYER_GAMES)[number]['id'];

/** The ids in lobby order. */
export const SINGLE_PLAYER_GAME_IDS = SINGLE_PLAYER_GAMES.map((game) => game.id) as [
  SinglePlayerGameId,
  ...SinglePlayerGameId[],
];

/** Every single-player engine by game id. */
export const ENGINES: Record<string, GameEngine<unknown, unknown>> = Object.fromEntries(
  SINGLE_PLAYER_GAMES.map((game) => [game.id, game]),
) as Record<string, GameEngine<unknown, unknown>>;

/** The engine of a single-player game id, if there is one. */
export function gameOf(id: string): GameEngine<unknown, unknown> | undefined {
  return ENGINES[id];
}
