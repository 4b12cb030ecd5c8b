import type { GameEngine } from './engine.ts';
import type { SINGLE_PLAYER_GAME_IDS } from './ids.ts';
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
 * Every single-player game, in lobby order: the one list of engines. A new game is its `defineGame` module,
 * one entry here and its id in ids.ts (the compiler refuses the two lists out of step); routes, encrypted
 * paths, the catalogue, the web registry, the verifier and the RTP benchmark follow from them.
 */
export const SINGLE_PLAYER_GAMES = [mines, tower, stair, football, kangaroo, thimbles, scratch] as const;

/** The manifests list exactly the ids of ids.ts, in the same order (checked by the compiler). */
type IdsOf<Games extends readonly unknown[]> = {
  -readonly [K in keyof Games]: Games[K] extends { readonly id: infer Id } ? Id : never;
};
type Listed = IdsOf<typeof SINGLE_PLAYER_GAMES>;
type Declared = [...typeof SINGLE_PLAYER_GAME_IDS];
export const MANIFESTS_MATCH_IDS: [Listed] extends [Declared]
  ? [Declared] extends [Listed]
    ? true
    : false
  : false = true;

/** Every single-player engine by game id. */
export const ENGINES: Record<string, GameEngine<unknown, unknown>> = Object.fromEntries(
  SINGLE_PLAYER_GAMES.map((game) => [game.id, game]),
) as Record<string, GameEngine<unknown, unknown>>;

/** The engine of a single-player game id, if there is one. */
export function gameOf(id: string): GameEngine<unknown, unknown> | undefined {
  return ENGINES[id];
}
