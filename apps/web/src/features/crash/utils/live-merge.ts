import type { CrashBetView, CrashRoundView } from '@casino/contracts';

const ROUND_RANK: Record<CrashRoundView['status'], number> = { BETTING: 0, FLYING: 1, CRASHED: 2 };

/** The later of two views of the live round (a newer round, or the same one further along). */
export function laterRound(a: CrashRoundView | null, b: CrashRoundView | null): CrashRoundView | null {
  if (!a || !b) return a ?? b;
  if (a.id !== b.id) return a.id > b.id ? a : b;
  return ROUND_RANK[b.status] > ROUND_RANK[a.status] ? b : a;
}

const SETTLED_RANK: Record<CrashBetView['status'], number> = { QUEUED: 0, OPEN: 1, WON: 2, LOST: 2 };

/**
 * The round's bets: those the state read answered and those the room told since, by id, the furthest
 * along winning; once the round crashed, a bet still open has lost.
 */
export function mergeBets(
  round: CrashRoundView | null,
  read: readonly CrashBetView[],
  told: readonly CrashBetView[],
): CrashBetView[] {
  if (!round) return [];
  const byId = new Map<number, CrashBetView>();
  for (const bet of [...read, ...told]) {
    if (bet.roundId !== round.id) continue;
    const known = byId.get(bet.id);
    if (!known || SETTLED_RANK[bet.status] >= SETTLED_RANK[known.status]) byId.set(bet.id, bet);
  }
  const crashed = round.status === 'CRASHED';
  return [...byId.values()]
    .map((bet) => (crashed && bet.status === 'OPEN' ? { ...bet, status: 'LOST' as const } : bet))
    .sort((a, b) => b.betAmount - a.betAmount || a.id - b.id);
}

/** Longest a betting window may look closed, or a crash paused, before the round is read again. */
export const OVERDUE_AFTER_MS = 4_000;

/** Whether the shown round should have moved on by now (a take-off or a new round was missed). */
export function isOverdue(round: CrashRoundView | null, nowMs: number): boolean {
  if (!round) return true;
  if (round.status === 'BETTING') return nowMs > round.bettingEndsAt + OVERDUE_AFTER_MS;
  if (round.status === 'CRASHED') return nowMs > (round.crashedAt ?? 0) + OVERDUE_AFTER_MS + 3_000;
  return false;
}
