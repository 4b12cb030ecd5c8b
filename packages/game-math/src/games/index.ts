import type { GameEngine } from './engine.ts';
import { football, kangaroo, stair, thimbles, tower } from './ladder-games.ts';
import { mines } from './mines.ts';
import { scratch } from './scratch.ts';

export * from './engine.ts';
export * from './ladder.ts';
export * from './ladder-games.ts';
export * from './mines.ts';
export * from './ratio.ts';
export * from './scratch.ts';

/** Every single-player engine by game id. */
export const ENGINES: Record<string, GameEngine<unknown, unknown>> = {
  mines,
  tower,
  stair,
  football,
  kangaroo,
  thimbles,
  scratch,
} as unknown as Record<string, GameEngine<unknown, unknown>>;

export type SinglePlayerGameId =
  'mines' | 'tower' | 'stair' | 'football' | 'kangaroo' | 'thimbles' | 'scratch';
export const SINGLE_PLAYER_GAMES: readonly SinglePlayerGameId[] = [
  'mines',
  'tower',
  'stair',
  'football',
  'kangaroo',
  'thimbles',
  'scratch',
];
