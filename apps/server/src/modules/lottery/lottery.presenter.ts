import type { LotteryBetView, LotteryChatMessage, LotteryGameId, LotteryTermView } from '@casino/contracts';
import { lotteryPeriodLabel, minorToNumber } from '@casino/game-math';

import { publicName } from '../crash/index.ts';
import type { LotteryBetRow, MessageRow, PlayerFace, TermRow } from './lottery.repo.ts';

/** A term as players see it: the seed only once drawn (or void). */
export function presentTerm(row: TermRow): LotteryTermView {
  const drawn = row.status === 'FINISHED';
  const ended = drawn || row.status === 'VOID';
  return {
    id: row.id,
    gameId: row.gameId as LotteryGameId,
    periodSeconds: row.periodSeconds,
    number: row.number,
    label: lotteryPeriodLabel(row.number, row.periodSeconds),
    status: drawn ? 'FINISHED' : ended ? 'VOID' : 'NEW',
    opensAt: row.opensAt.getTime(),
    closesAt: row.closesAt.getTime(),
    drawsAt: row.drawsAt.getTime(),
    seedHash: row.seedHash,
    seed: ended ? row.seed : null,
    betsDigest: row.betsDigest,
    beaconRound: row.beaconRound,
    beaconRandomness: drawn ? row.beaconRandomness : null,
    outcome: drawn ? (row.outcome ?? null) : null,
  };
}

/** A bet under its player's public name, amounts in the currency's major units. */
export function presentLotteryBet(
  row: LotteryBetRow,
  term: Pick<TermRow, 'gameId' | 'number' | 'periodSeconds'>,
  face: PlayerFace | undefined,
  decimalLength: number,
): LotteryBetView {
  return {
    id: row.id,
    termId: row.termId,
    termLabel: lotteryPeriodLabel(term.number, term.periodSeconds),
    gameId: term.gameId as LotteryGameId,
    player: publicName(face),
    selection: { kind: row.kind, pick: row.pick },
    betAmount: minorToNumber(row.stakeMinor, decimalLength),
    currencyId: row.currencyId,
    multiplier: row.status === 'WON' && row.multiplier !== null ? row.multiplier / 100 : null,
    winAmount: row.payoutMinor === null ? 0 : minorToNumber(row.payoutMinor, decimalLength),
    status: row.status === 'WON' || row.status === 'LOST' || row.status === 'VOID' ? row.status : 'OPEN',
    followedBetId: row.followedBetId,
    createdAt: row.createdAt.getTime(),
  };
}

export function presentMessage(
  row: MessageRow,
  face: PlayerFace | undefined,
  bet: LotteryBetView | null,
): LotteryChatMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    player: publicName(face),
    vipLevel: face?.vipLevel ?? 0,
    kind: row.kind === 'bet' ? 'bet' : 'text',
    text: row.kind === 'text' ? row.body : null,
    bet,
    createdAt: row.createdAt.getTime(),
  };
}
