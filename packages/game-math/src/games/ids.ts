/**
 * The single-player game ids, in lobby order. They live apart from the manifests (index.ts) so that code
 * which only needs to know an id (the lobby's links, the request schemas) does not pull every game engine
 * and the fairness hashing into the first page's scripts; index.ts fails to compile if the manifests list
 * other ids or another order.
 */
export const SINGLE_PLAYER_GAME_IDS = [
  'mines',
  'tower',
  'stair',
  'football',
  'kangaroo',
  'thimbles',
  'scratch',
] as const;

export type SinglePlayerGameId = (typeof SINGLE_PLAYER_GAME_IDS)[number];

/**
 * Each game's calls, as its manifest declares them (`move.call`, `cashOut`): which games have `play` and
 * `cash_out` routes, for the request schemas and the encrypted-call list without the engines. The games
 * test checks that every manifest says the same.
 */
export const SINGLE_PLAYER_GAME_CALLS = {
  mines: { move: 'play', cashOut: true },
  tower: { move: 'play', cashOut: true },
  stair: { move: 'play', cashOut: true },
  football: { move: 'play', cashOut: true },
  kangaroo: { move: 'play', cashOut: true },
  thimbles: { move: 'play', cashOut: false },
  scratch: { move: 'reveal', cashOut: false },
} as const satisfies Record<SinglePlayerGameId, { move: 'play' | 'reveal'; cashOut: boolean }>;
