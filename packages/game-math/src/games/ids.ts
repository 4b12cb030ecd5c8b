import type { MoveKind } from './engine.ts';

/**
 * The single-player games, in lobby order, each with the calls its manifest declares (a `play` or a
 * `reveal` move, a cash-out): one line a game. That is all the request schemas, the encrypted-call list and
 * the lobby's links need, so it lives apart from the engines (index.ts), and code that needs only ids and
 * calls (the first page's scripts) gets no engine and no fairness hashing: a bundler places a module whole
 * in one chunk, so this table must not share a module with the engine list. index.ts fails to compile if
 * its engines list other games, or declare other calls, than this table.
 */
export const SINGLE_PLAYER_GAME_CALLS = {
  mines: { move: 'play', cashOut: true },
  tower: { move: 'play', cashOut: true },
  stair: { move: 'play', cashOut: true },
  football: { move: 'play', cashOut: true },
  kangaroo: { move: 'play', cashOut: true },
  thimbles: { move: 'play', cashOut: false },
  scratch: { move: 'reveal', cashOut: false },
} as const satisfies Readonly<Record<string, { move: MoveKind['call']; cashOut: boolean }>>;

export type SinglePlayerGameId = keyof typeof SINGLE_PLAYER_GAME_CALLS;

/** A table's keys in its order, typed as the non-empty list they are (z.enum needs one). */
function keysOf<Key extends string>(table: Readonly<Record<Key, unknown>>): readonly [Key, ...Key[]] {
  const [first, ...rest] = Object.keys(table) as Key[];
  if (first === undefined) throw new Error('the single-player game table is empty');
  return [first, ...rest];
}

/** The single-player game ids, in lobby order (the table's order). */
export const SINGLE_PLAYER_GAME_IDS = /* @__PURE__ */ keysOf(SINGLE_PLAYER_GAME_CALLS);
