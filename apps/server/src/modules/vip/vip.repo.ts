import { asc, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.ts';
import { vipLevels, vipRewards } from './vip.tables.ts';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type VipRewardRow = typeof vipRewards.$inferSelect;

/** The ladder's levels, lowest first, thresholds in the currency each row names. */
export function ladderLevels(queryable: Queryable): Promise<VipLevelRow[]> {
  return queryable.select().from(vipLevels).orderBy(asc(vipLevels.level));
}

/** The level-up rewards (and weekly salaries) of one currency, or of every currency when none is named. */
export function levelRewards(queryable: Queryable, currencyId?: string): Promise<VipRewardRow[]> {
  return queryable
    .select()
    .from(vipRewards)
    .where(currencyId === undefined ? undefined : eq(vipRewards.currencyId, currencyId))
    .orderBy(asc(vipRewards.currencyId), asc(vipRewards.level));
}
