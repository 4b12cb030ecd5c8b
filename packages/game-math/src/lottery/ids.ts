/**
 * The lottery games of the chat rooms, in the rooms' order: one id a game. They live apart from the games'
 * definitions (lottery.ts lists those) so that code which only needs to know an id (the lobby's links,
 * the request schemas) does not pull the pay tables and the draw's hashing into the first page's scripts;
 * lottery.ts fails to compile if its definitions list other ids or another order, and a definition whose
 * id is not here fails in its own file.
 */
export const LOTTERY_GAME_IDS = ['wingo', 'k3', '5d'] as const;
export type LotteryGameId = (typeof LOTTERY_GAME_IDS)[number];

export function isLotteryGameId(value: string): value is LotteryGameId {
  return (LOTTERY_GAME_IDS as readonly string[]).includes(value);
}
