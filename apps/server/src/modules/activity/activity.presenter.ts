import type { ActivityEntry } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { ActivityPlay } from './activity.sources.ts';

/**
 * A player's public name masked for strangers: "ab***z" from six characters up, "a***e" below, "a***"
 * for the shortest. The nickname when the player set one, else the username; never the whole of either.
 */
export function maskPlayerName(play: { username: string; nickname: string }): string {
  const name = Array.from(play.nickname.trim() || play.username);
  const first = name[0] ?? '';
  if (name.length <= 2) return `${first}***`;
  const last = name[name.length - 1] ?? '';
  return name.length >= 6 ? `${first}${name[1] ?? ''}***${last}` : `${first}***${last}`;
}

/** A settled bet as the ticker shows it, in major units of its currency (floored). */
export function presentActivity(play: ActivityPlay, gameName: string, decimalLength: number): ActivityEntry {
  return {
    id: play.key,
    gameId: play.gameId,
    gameName,
    player: maskPlayerName(play),
    betAmount: minorToNumber(play.stakeMinor, decimalLength),
    multiplier: play.multiplierX100 / 100,
    payout: minorToNumber(play.payoutMinor, decimalLength),
    currencyId: play.currencyId,
    time: play.settledAt.getTime(),
  };
}
