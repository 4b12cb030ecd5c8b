import type { CrashBetView, CrashChainView, CrashRecord, CrashRoundView } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { BetRow } from './crash-bets.repo.ts';
import type { ChainRow } from './crash-chains.repo.ts';
import type { RoundRow } from './crash-rounds.repo.ts';

/** When a beacon round is due (BeaconService.timeOf). */
export type BeaconClock = { timeOf(round: number): number };

/**
 * A chain's public record: never its seed; the beacon round announced with it and when it is due, and
 * the salt (that round's randomness) with the round's signature once taken.
 */
export function presentChain(chain: ChainRow, beacon: BeaconClock): CrashChainView {
  return {
    id: chain.id,
    gameId: chain.gameId,
    scheme: chain.scheme,
    status: chain.salt === null ? 'AWAITING_BEACON' : 'ACTIVE',
    terminatingHash: chain.terminatingHash,
    length: chain.length,
    demo: chain.demo,
    preBeacon: chain.preBeacon,
    saltAnnouncement: chain.saltAnnouncement,
    saltAnnouncedAt: chain.saltAnnouncedAt?.getTime() ?? null,
    beaconRound: chain.beaconRound,
    beaconDueAt: chain.beaconRound === null ? null : beacon.timeOf(chain.beaconRound),
    beaconSignature: chain.beaconSignature,
    salt: chain.salt,
    saltSetAt: chain.saltSetAt?.getTime() ?? null,
    createdAt: chain.createdAt.getTime(),
  };
}

/** The round as players may see it: the crash point and hash only once it crashed. */
export function presentRound(round: RoundRow): CrashRoundView {
  const crashed = round.status === 'CRASHED';
  return {
    id: round.id,
    number: round.number,
    gameId: round.gameId,
    status: round.status as CrashRoundView['status'],
    bettingEndsAt: round.bettingEndsAt.getTime(),
    startedAt: round.startedAt?.getTime() ?? null,
    crashPoint: crashed ? round.crashPoint / 100 : null,
    hash: crashed ? round.hash : null,
    crashedAt: round.crashedAt?.getTime() ?? null,
  };
}

/** A player as others see them: the nickname, or the username masked after two characters. */
export function publicName(row: { username: string; nickname: string } | undefined): string {
  if (!row) return '***';
  if (row.nickname.trim()) return row.nickname;
  return `${row.username.slice(0, 2)}***`;
}

/**
 * A bet as every watcher of the round sees it, under its player's public name; `roundNumber` is its
 * round's number in the game (null while the bet waits for the next round).
 */
export function presentCrashBet(
  bet: BetRow,
  player: string,
  decimalLength: number,
  roundNumber: number | null,
): CrashBetView {
  return {
    id: bet.id,
    roundId: bet.roundId,
    roundNumber: bet.roundId === null ? null : roundNumber,
    gameId: bet.gameId,
    slot: bet.slot,
    player,
    betAmount: minorToNumber(bet.stakeMinor, decimalLength),
    currencyId: bet.currencyId,
    autoCashOut: bet.autoCashOut === null ? null : bet.autoCashOut / 100,
    cashedOutAt: bet.cashedOutAt === null ? null : bet.cashedOutAt / 100,
    winAmount: minorToNumber(bet.payoutMinor ?? 0n, decimalLength),
    status: bet.status as CrashBetView['status'],
  };
}

/**
 * A player's own bet for its record page: what they staked and won, where they cashed out, and their
 * round's bust point and hash (both only once the round crashed, as for everyone).
 */
export function presentCrashRecord(bet: BetRow, round: RoundRow | null, decimalLength: number): CrashRecord {
  const view = presentCrashBet(bet, '', decimalLength, round?.number ?? null);
  const shown = round ? presentRound(round) : null;
  return {
    betId: view.id,
    gameId: view.gameId,
    roundId: view.roundId,
    roundNumber: view.roundNumber,
    betAmount: view.betAmount,
    winAmount: view.winAmount,
    currencyId: view.currencyId,
    status: view.status,
    autoCashOut: view.autoCashOut,
    cashedOutAt: view.cashedOutAt,
    crashPoint: shown?.crashPoint ?? null,
    hash: shown?.hash ?? null,
    createdAt: bet.createdAt.getTime(),
    settledAt: bet.settledAt?.getTime() ?? null,
  };
}
