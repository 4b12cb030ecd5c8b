import type { LimitKind, LimitPeriod } from '@casino/contracts';

import { sitePeriod } from '../../platform/site-day.ts';
import type { MoneyUsage } from './responsible.repo.ts';

export const MINUTE_MS = 60_000;
export const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** Each period's bounds at `now` in the market's zone, on the protection clock. */
export function periodsAt(
  now: number,
  timeZone: string,
): Record<LimitPeriod, { startsAt: number; endsAt: number }> {
  return {
    day: sitePeriod(now, timeZone, 'day'),
    week: sitePeriod(now, timeZone, 'week'),
    month: sitePeriod(now, timeZone, 'month'),
  };
}

/** Minutes covered by the union of spans clipped to [from, to). */
export function minutesWithin(
  spans: readonly { startsAt: number; endsAt: number }[],
  from: number,
  to: number,
): number {
  const clipped = spans
    .map((span) => ({ startsAt: Math.max(span.startsAt, from), endsAt: Math.min(span.endsAt, to) }))
    .filter((span) => span.endsAt > span.startsAt)
    .sort((a, b) => a.startsAt - b.startsAt);
  let total = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const span of clipped) {
    const start = Math.max(span.startsAt, reached);
    if (span.endsAt > start) total += span.endsAt - start;
    reached = Math.max(reached, span.endsAt);
  }
  return Math.floor(total / MINUTE_MS);
}

/** What a player has used of each limit kind, per period (minor units; minutes for `session`). */
export interface Usage {
  money: MoneyUsage;
  sessionMinutes: Record<LimitPeriod, number>;
  openDepositsMinor: bigint;
}

export function usedOf(usage: Usage, kind: LimitKind, period: LimitPeriod): bigint {
  switch (kind) {
    case 'deposit':
      return usage.money.deposited[period] + usage.openDepositsMinor;
    case 'wager':
      return usage.money.wagered[period];
    case 'loss':
      return usage.money.lost[period];
    case 'session':
      return BigInt(usage.sessionMinutes[period]);
  }
}
