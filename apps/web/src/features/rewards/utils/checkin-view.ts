import { CHECKIN_DAYS, type CheckinData } from '@casino/contracts';

/** One tile of the week as the dialog draws it. */
export interface CheckinDayView {
  /** Streak day, 1 to 7. */
  day: number;
  /** Its reward in the player's row, major units. */
  amount: number;
  /** Already claimed in the current streak. */
  claimed: boolean;
  /** Today's tile: the one claimed today, or the one a claim now would pay. */
  today: boolean;
}

type CheckinItem = CheckinData['items'][number];

/** The row of the table that pays a VIP level: the highest row not above it (as the server pays). */
export function rowOfLevel(items: readonly CheckinItem[], vipLevel: number): CheckinItem | undefined {
  const reachable = items.filter((item) => item.vipLevel <= vipLevel);
  return reachable.reduce<CheckinItem | undefined>(
    (best, item) => (!best || item.vipLevel > best.vipLevel ? item : best),
    undefined,
  );
}

/**
 * The seven tiles of the player's week. Claimed today: days 1…streak are claimed and the last of them is
 * today's. Not yet: the days before `nextDay` are (a streak that goes on); a broken or completed week starts
 * again at day 1 with nothing claimed.
 */
export function checkinDays(data: CheckinData): CheckinDayView[] {
  const rewards = rowOfLevel(data.items, data.vipLevel)?.rewards ?? [];
  const claimed = Math.min(CHECKIN_DAYS, Math.max(0, data.claimedToday ? data.streak : data.nextDay - 1));
  const today = data.claimedToday ? data.streak : data.nextDay;
  return Array.from({ length: CHECKIN_DAYS }, (_, index) => ({
    day: index + 1,
    amount: rewards[index] ?? 0,
    claimed: index < claimed,
    today: index + 1 === today,
  }));
}

/** A table row's VIP levels, as shown: a row pays from its level up to the level before the next row. */
export interface LevelSpan {
  /** Shown level the row starts at. */
  from: number;
  /** Shown level it ends at, or null for the last row (every level above). */
  to: number | null;
}

/** The span of each row of the (level-sorted) table, through `shown` (the +1 display rule). */
export function levelSpans(items: readonly CheckinItem[], shown: (level: number) => number): LevelSpan[] {
  return items.map((item, index) => {
    const next = items[index + 1];
    return { from: shown(item.vipLevel), to: next ? shown(next.vipLevel - 1) : null };
  });
}
