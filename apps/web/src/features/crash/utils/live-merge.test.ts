import type { CrashBetView, CrashRoundView } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { isOverdue, laterRound, mergeBets } from './live-merge';

const round = (id: number, status: CrashRoundView['status']): CrashRoundView => ({
  id,
  number: id,
  gameId: 'crash',
  status,
  bettingEndsAt: 0,
  startedAt: status === 'BETTING' ? null : 1,
  crashPoint: status === 'CRASHED' ? 1.5 : null,
  hash: null,
  crashedAt: null,
});

const bet = (
  id: number,
  roundId: number | null,
  status: CrashBetView['status'],
  betAmount = 1,
): CrashBetView => ({
  id,
  roundId,
  roundNumber: roundId,
  gameId: 'crash',
  slot: 0,
  player: `p${id}`,
  betAmount,
  currencyId: 'BRL',
  autoCashOut: null,
  cashedOutAt: status === 'WON' ? 1.2 : null,
  winAmount: status === 'WON' ? 1.2 : 0,
  status,
});

describe('merging the state read with the room’s events', () => {
  it('never takes the round back in time', () => {
    expect(laterRound(round(3, 'FLYING'), round(3, 'CRASHED'))?.status).toBe('CRASHED');
    expect(laterRound(round(3, 'CRASHED'), round(3, 'FLYING'))?.status).toBe('CRASHED');
    expect(laterRound(round(4, 'BETTING'), round(3, 'CRASHED'))?.id).toBe(4);
    expect(laterRound(null, round(2, 'BETTING'))?.id).toBe(2);
  });

  it('keeps a told bet a stale read lacks, prefers the settled view, and loses open bets at the crash', () => {
    const flying = round(5, 'FLYING');
    const merged = mergeBets(
      flying,
      [bet(1, 5, 'OPEN', 3), bet(9, 4, 'OPEN')],
      [bet(2, 5, 'OPEN', 4), bet(1, 5, 'WON', 3)],
    );
    expect(merged.map((each) => [each.id, each.status])).toEqual([
      [2, 'OPEN'],
      [1, 'WON'],
    ]);
    const crashed = mergeBets(round(5, 'CRASHED'), [bet(1, 5, 'WON', 3)], [bet(2, 5, 'OPEN', 4)]);
    expect(crashed.map((each) => each.status)).toEqual(['LOST', 'WON']);
    expect(mergeBets(null, [bet(1, 5, 'OPEN')], [])).toEqual([]);
  });
});

describe('a round that should have moved on', () => {
  it('is read again when its take-off or the next round is well overdue', () => {
    const betting = { ...round(1, 'BETTING'), bettingEndsAt: 10_000 };
    expect(isOverdue(betting, 12_000)).toBe(false);
    expect(isOverdue(betting, 14_001)).toBe(true);
    expect(isOverdue(round(1, 'FLYING'), 1e12)).toBe(false);
    expect(isOverdue({ ...round(1, 'CRASHED'), crashedAt: 10_000 }, 15_000)).toBe(false);
    expect(isOverdue({ ...round(1, 'CRASHED'), crashedAt: 10_000 }, 17_001)).toBe(true);
    expect(isOverdue(null, 0)).toBe(true);
  });
});
