import { inTransaction, type Db } from '../../db/client.ts';
import { vipLevels, vipRewards } from './vip.tables.ts';

const VIP_NAMES = [
  'Starter',
  'Bronze',
  'Silver',
  'Gold',
  'Platinum',
  'Diamond',
  'Ruby',
  'Sapphire',
  'Emerald',
  'Black',
  'Legend',
];

/** The VIP ladder every site starts from (BRL thresholds); an operator's ladder is left alone. */
export async function seedVipLadder(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    // Deposits needed for each level (BRL); the bets needed are ten times as much (level 1: 10 and 100).
    const ladder = [0, 10, 100, 500, 2_000, 5_000, 20_000, 50_000, 100_000, 250_000, 500_000];
    await tx
      .insert(vipLevels)
      .values(
        ladder.map((deposit, level) => ({
          level,
          // Names, not numbers: the client shows the level itself plus one (spec §6), a name cannot clash.
          name: VIP_NAMES[level] ?? `Level ${level}`,
          currencyId: 'BRL',
          depositRequiredMinor: BigInt(deposit * 100),
          betRequiredMinor: BigInt(deposit * 100 * 10),
          withdrawDailyLimitMinor: BigInt((5_000 + level * 20_000) * 100),
          // 5 % of the house edge played at level 0, 2.5 points more per level, at most 25 %.
          rakebackBasisPoints: Math.min(2_500, 500 + level * 250),
        })),
      )
      .onConflictDoNothing();
  });
}

/** The demo's level-up rewards in units of each currency, from level 1 up. */
const VIP_LEVEL_UP_UNITS = [5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000];

/** Per currency: the demo's unit and decimal places (BRL 1.00, USD 0.20, IDR 2 000). */
const DEMO_UNITS = [
  { currencyId: 'BRL', decimals: 2, unit: 1 },
  { currencyId: 'USD', decimals: 2, unit: 0.2 },
  { currencyId: 'IDR', decimals: 0, unit: 2_000 },
] as const;

/**
 * The demo's level-up rewards (cash, paid by the rewards' VIP level-up campaign) with a weekly salary of a
 * tenth of each, in every currency; levels already set are left alone.
 */
export async function seedDemoVipRewards(db: Db): Promise<void> {
  for (const { currencyId, decimals, unit } of DEMO_UNITS) {
    await inTransaction(db, (tx) =>
      tx
        .insert(vipRewards)
        .values(
          VIP_LEVEL_UP_UNITS.map((units, index) => ({
            currencyId,
            level: index + 1,
            levelUpMinor: BigInt(Math.round(units * unit * 10 ** decimals)),
            // A tenth of the level-up reward every week the player plays.
            weeklySalaryMinor: BigInt(Math.round((units * unit * 10 ** decimals) / 10)),
          })),
        )
        .onConflictDoNothing(),
    );
  }
}
