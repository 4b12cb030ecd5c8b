/**
 * Every single-player game the frame can play, by game id, found from the game folders.
 *
 * To add a game: declare it in @casino/game-math (its `defineGame` module, its engine in
 * SINGLE_PLAYER_GAMES and its line in ids.ts: its options, defaults and cash-out live there), make a folder
 * `features/games/<game>/` with a `<game>-game.ts` or `<game>-game.tsx` that exports a `GameDefinition`
 * (see game-board.ts: a Board drawing `bet.state` and calling `onMove(spot)`, an optional OptionsForm
 * whose values are sent as the bet's model next to betAmount, the Rules with its pay table; a small game
 * writes all three in that one file), and put its strings in the language packs with the game's own key
 * prefix. Nothing here changes. The frame does the rest: terms, bet amount, real/demo, rules shown once,
 * sound, keyboard C to cash out, bet result, win overlay and resuming an open round.
 */
import { SINGLE_PLAYER_GAME_IDS, type SinglePlayerGameId } from '@casino/game-math';

import type { GameDefinition } from './game-board';

/** A single-player game's id. */
export type GameId = SinglePlayerGameId;

/**
 * Each game folder's `<id>-game.ts(x)`, found by Vite at build time. Eager, as the static imports it
 * replaces were: every board lands in the game page's chunk (itself loaded only with the game page).
 */
const GAME_MODULES = import.meta.glob<Record<string, unknown>>('./*/*-game.{ts,tsx}', { eager: true });

/** The game a module path names (`./mines/mines-game.ts` → `mines`); undefined if folder and file differ. */
export function folderIdOf(path: string): string | undefined {
  return /^\.\/([a-z0-9_-]+)\/\1-game\.tsx?$/.exec(path)?.[1];
}

const isGameId = (id: string | undefined): id is GameId =>
  (SINGLE_PLAYER_GAME_IDS as readonly string[]).includes(id ?? '');

const isDefinition = (value: unknown): value is GameDefinition =>
  typeof value === 'object' && value !== null && 'Board' in value && 'Rules' in value;

/** The games with a board folder; a manifest game missing here shows "not found" at /game/<id>. */
export const GAME_REGISTRY: Partial<Record<GameId, GameDefinition>> = Object.fromEntries(
  Object.entries(GAME_MODULES).flatMap(([path, exports]) => {
    const id = folderIdOf(path);
    const definition = Object.values(exports).find(isDefinition);
    return isGameId(id) && definition ? [[id, definition]] : [];
  }),
);

/** The definition of `gameId`, if the game has a board. */
export function findGame(gameId: GameId): GameDefinition | undefined {
  return GAME_REGISTRY[gameId];
}
