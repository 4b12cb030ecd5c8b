import type { GameEngine } from './engine.ts';
import type { SINGLE_PLAYER_GAME_CALLS } from './ids.ts';
import { football, kangaroo, stair, thimbles, tower } from './ladder-games.ts';
import { mines } from './mines.ts';
import { scratch } from './scratch.ts';

export * from './engine.ts';
export * from './ids.ts';
export * from './ladder.ts';
export * from './ladder-games.ts';
export * from './manifest.ts';
export * from './mines.ts';
export * from './ratio.ts';
export * from './scratch.ts';
export * from './wheel.ts';

/**
 * Every single-player game's engine, in lobby order. A new game is its `defineGame` module, its engine
 * here and its line in ids.ts (the compiler refuses the two out of step, below); routes, encrypted paths,
 * the catalogue, the web registry, the verifier and the RTP benchmark follow from them.
 */
export const SINGLE_PLAYER_GAMES = [mines, tower, stair, football, kangaroo, thimbles, scratch] as const;

/** Each listed engine's id with the calls its manifest declares, in the shape of ids.ts's table. */
type ListedCalls = {
  [Game in (typeof SINGLE_PLAYER_GAMES)[number] as Game['id']]: {
    move: Game['move']['call'];
    cashOut: Game['cashOut'];
  };
};
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * True only when the engines and ids.ts name the same games with the same calls: a game in one list and
 * not the other, or a line of ids.ts that says other than its manifest, fails to compile here. (The lobby
 * order of the two is compared by manifest.test.ts.)
 */
export const MANIFESTS_MATCH_CALLS: Same<ListedCalls, typeof SINGLE_PLAYER_GAME_CALLS> = true;

/** Every single-player engine by game id. */
export const ENGINES: Record<string, GameEngine<unknown, unknown>> = Object.fromEntries(
  SINGLE_PLAYER_GAMES.map((game) => [game.id, game]),
) as Record<string, GameEngine<unknown, unknown>>;

/** The engine of a single-player game id, if there is one. */
export function gameOf(id: string): GameEngine<unknown, unknown> | undefined {
  return ENGINES[id];
}
