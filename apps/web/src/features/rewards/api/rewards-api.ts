import {
  checkinClaimSchema,
  checkinDataSchema,
  myBonusesSchema,
  rakebackClaimSchema,
  vipInfoSchema,
  type CheckinClaim,
  type CheckinData,
  type MyBonuses,
  type VipInfo,
} from '@casino/contracts';
import type { z } from 'zod';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet, apiPost } from '../../../lib/api/client';

/**
 * The rewards calls. Each screen shows a refusal (REWARD_*) where it happened, so the client's alert is
 * off; a non-zero answer is thrown as ApiStatusError and every model is parsed with its contracts schema.
 */
const quietly = { noAlert: true } as const;

/** The check-in table, the player's streak and whether a claim is open today. */
export async function getCheckinData(): Promise<CheckinData> {
  return checkinDataSchema.parse(unwrapModel(await apiGet('/api/bonus_task/checkin_data', quietly)));
}

/** Claims today's reward; `requestId` makes a retry of the same claim answer the first result. */
export async function claimCheckin(requestId: string): Promise<CheckinClaim> {
  return checkinClaimSchema.parse(
    unwrapModel(await apiPost('/api/bonus_task/checkin', { requestId }, quietly)),
  );
}

/**
 * The player's rewards with their wagering progress. Reading it also turns bonuses whose wagering is met
 * into cash, so the caller refreshes the balances after it.
 */
export async function getMyBonuses(): Promise<MyBonuses> {
  return myBonusesSchema.parse(unwrapModel(await apiGet('/api/bonus_task/my_bonuses', quietly)));
}

/** The player's VIP level, what they played and deposited, and the ladder. */
export async function getVipInfo(): Promise<VipInfo> {
  return vipInfoSchema.parse(unwrapModel(await apiGet('/api/user/vip_info', quietly)));
}

/** What a rakeback claim paid (into cash) and the grant that records it. */
export type RakebackClaim = z.infer<typeof rakebackClaimSchema>;

/**
 * Pays the rakeback accrued so far. Safe to repeat: a second claim finds nothing new and is refused with
 * RAKEBACK_EMPTY, so no request id is needed.
 */
export async function claimRakeback(): Promise<RakebackClaim> {
  return rakebackClaimSchema.parse(unwrapModel(await apiPost('/api/user/vip_rakeback', {}, quietly)));
}
