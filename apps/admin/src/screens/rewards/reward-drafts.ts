import type { CheckinTable, VipLadderSettings, WheelConfig } from '@casino/contracts';

import { amountText } from '../../lib/amount-input';
import {
  emptyWheelDraft,
  newCheckinRow,
  newVipLevel,
  type CheckinRowDraft,
  type VipLevelDraft,
  type VipRewardDraft,
  type WheelDraft,
} from './reward-bodies';

/** A saved check-in table as the editor shows it; a currency without one starts with one blank row. */
export function checkinRowsOf(table: CheckinTable): CheckinRowDraft[] {
  if (table.rows.length === 0) return [newCheckinRow([])];
  return table.rows.map((row) => ({ vipLevel: String(row.vipLevel), rewards: row.rewards.map(amountText) }));
}

/** The VIP ladder editor as typed: the levels, and the level-up rewards one row per currency and level. */
export interface VipLadderDraft {
  levels: VipLevelDraft[];
  rewards: VipRewardDraft[];
}

/** An empty ladder editor: level 0 blank, no rewards. */
export function emptyVipLadderDraft(): VipLadderDraft {
  return { levels: [newVipLevel([])], rewards: [] };
}

/** The saved ladder as the editor shows it; rewards sorted by currency, then level. */
export function vipLadderDraftOf(settings: VipLadderSettings): VipLadderDraft {
  const levels = settings.levels.map((level) => ({
    level: String(level.level),
    name: level.name,
    depositRequired: amountText(level.depositRequired),
    betRequired: amountText(level.betRequired),
    rakebackPercent: amountText(level.rakebackPercent),
  }));
  const rewards = Object.entries(settings.rewards)
    .sort(([one], [other]) => one.localeCompare(other))
    .flatMap(([currencyId, byLevel]) =>
      Object.entries(byLevel)
        .sort(([one], [other]) => Number(one) - Number(other))
        .map(([level, amount]) => ({ currencyId, level, amount: amountText(amount) })),
    );
  return { levels: levels.length === 0 ? emptyVipLadderDraft().levels : levels, rewards };
}

/** A saved wheel as the editor shows it; a currency without one starts with two blank segments. */
export function wheelDraftOf(config: WheelConfig): WheelDraft {
  if (config.segments.length === 0) return emptyWheelDraft();
  return {
    segments: config.segments.map((segment) => ({
      weight: String(segment.weight),
      amount: amountText(segment.amount),
    })),
    qualifyDeposit: config.qualifyDeposit === null ? '' : amountText(config.qualifyDeposit),
    qualifyWager: config.qualifyWager === null ? '' : amountText(config.qualifyWager),
  };
}
