import type { CheckinData, RewardGrant, VipInfo } from '@casino/contracts';

/** A player's check-in: day 3 of the week is open, two VIP rows, paid into the task bonus (5×). */
export function testCheckinData(patch: Partial<CheckinData> = {}): CheckinData {
  return {
    available: true,
    items: [
      { vipLevel: 0, rewards: [1, 2, 3, 4, 5, 6, 10] },
      { vipLevel: 2, rewards: [2, 4, 6, 8, 10, 12, 20] },
    ],
    vipLevel: 1,
    streak: 2,
    claimedToday: false,
    nextDay: 3,
    today: '2026-11-25',
    // Always ahead of the clock: a fixed moment once passed made the dialog read the check-in again.
    nextDayAt: Date.now() + 6 * 3_600_000,
    timeZone: 'America/Sao_Paulo',
    paysTo: 'task_bonus',
    wageringMultiplier: 5,
    ...patch,
  };
}

/** A check-in bonus being wagered: R$ 20 of R$ 50, max bet R$ 5, crash and aviator at 50 %, mines at 0. */
export function testGrant(patch: Partial<RewardGrant> = {}): RewardGrant {
  return {
    id: 7,
    kind: 'checkin',
    campaign: 'Daily check-in',
    amount: 10,
    paysTo: 'task_bonus',
    status: 'WAGERING',
    wageringRequired: 50,
    wagered: 20,
    maxBet: 5,
    gameWeights: { crash: 50, aviator: 50, mines: 0 },
    expiresAt: Date.UTC(2026, 11, 2, 12),
    createdAt: Date.UTC(2026, 10, 25, 12),
    settledAt: null,
    ...patch,
  };
}

/** A player at server level 1 (shown 2), half-way to level 2 on bets. */
export function testVipInfo(patch: Partial<VipInfo> = {}): VipInfo {
  const ladder = [
    { level: 0, name: 'Bronze', depositRequired: 0, betRequired: 0, levelUpReward: 0, rakebackPercent: 0 },
    {
      level: 1,
      name: 'Silver',
      depositRequired: 100,
      betRequired: 1000,
      levelUpReward: 5,
      rakebackPercent: 0,
    },
    {
      level: 2,
      name: 'Gold',
      depositRequired: 500,
      betRequired: 5000,
      levelUpReward: 25,
      rakebackPercent: 0,
    },
  ];
  return {
    level: 1,
    wagered: 2500,
    deposited: 100,
    ladder,
    next: ladder[2] ?? null,
    rewardsOffered: true,
    rakeback: { offered: false, percent: 0, accrued: 0 },
    ...patch,
  };
}
