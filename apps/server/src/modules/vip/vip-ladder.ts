import { sql } from 'drizzle-orm';

import type { VipLadderSettings } from '@casino/contracts';
import { minorToNumber, parseAmount } from '@casino/game-math';

import { inTransaction, type Db } from '../../db/client.ts';
import { vipLevels, vipRewards } from './vip.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import { writeAudit } from '../operators/index.ts';
import type { Site } from '../site/index.ts';
import { ladderLevels, levelRewards } from './vip.repo.ts';

/** One level of the ladder in one currency (minor units). */
export interface LadderLevel {
  level: number;
  name: string;
  depositRequiredMinor: bigint;
  betRequiredMinor: bigint;
  levelUpMinor: bigint;
  rakebackBasisPoints: number;
}

/** What PUT /api/operator/vip_ladder takes, once its schema parsed it (amounts still as typed). */
export interface LadderInput {
  levels: {
    level: number;
    name: string;
    depositRequired: unknown;
    betRequired: unknown;
    rakebackPercent: number;
  }[];
  rewards: Record<string, Record<string, unknown>>;
}

/** The currency the ladder's thresholds are set in: BRL where enabled, else the site's first currency. */
function ladderCurrencyOf(site: Site): Site['currencies'][number] {
  const currency = site.currencies.find((item) => item.id === 'BRL') ?? site.currencies[0];
  if (!currency) throw new Error('No currency is enabled: the site is not seeded');
  return currency;
}

/**
 * The ladder in a currency: thresholds converted from the currency each level was set in by the USD rates
 * (rounded up: a level is never cheaper than set), with that currency's level-up rewards.
 */
export async function ladderIn(db: Db, site: Site, currencyId: string): Promise<LadderLevel[]> {
  const [levels, rewards] = await Promise.all([ladderLevels(db), levelRewards(db, currencyId)]);
  const target = site.currencies.find((currency) => currency.id === currencyId);
  return levels.map((row) => {
    const source = site.currencies.find((currency) => currency.id === row.currencyId);
    const convert = (minor: bigint): bigint => {
      if (!source || !target || source.id === target.id) return minor;
      const major = Number(minor) / 10 ** source.decimalLength;
      return BigInt(Math.ceil((major * source.usdRate * 10 ** target.decimalLength) / target.usdRate));
    };
    return {
      level: row.level,
      name: row.name,
      depositRequiredMinor: convert(row.depositRequiredMinor),
      betRequiredMinor: convert(row.betRequiredMinor),
      levelUpMinor: rewards.find((reward) => reward.level === row.level)?.levelUpMinor ?? 0n,
      rakebackBasisPoints: row.rakebackBasisPoints,
    };
  });
}

/**
 * The ladder as the operator edits it (PUT's shape, major units): the thresholds in the ladder's currency,
 * and the level-up rewards of each enabled currency (a reward of 0 is no reward, and is not listed).
 */
export async function ladderSettingsOf(db: Db, site: Site): Promise<VipLadderSettings> {
  const ladderCurrency = ladderCurrencyOf(site);
  const [ladder, rewardRows] = await Promise.all([ladderIn(db, site, ladderCurrency.id), levelRewards(db)]);
  const money = (minor: bigint) => minorToNumber(minor, ladderCurrency.decimalLength);
  const rewards: VipLadderSettings['rewards'] = {};
  for (const row of rewardRows) {
    const currency = site.currencies.find((item) => item.id === row.currencyId);
    // A currency disabled since cannot be saved again (PUT refuses it): it is left out.
    if (!currency || row.levelUpMinor <= 0n) continue;
    rewards[row.currencyId] = {
      ...rewards[row.currencyId],
      [String(row.level)]: minorToNumber(row.levelUpMinor, currency.decimalLength),
    };
  }
  return {
    currencyId: ladderCurrency.id,
    levels: ladder.map((row) => ({
      level: row.level,
      name: row.name,
      depositRequired: money(row.depositRequiredMinor),
      betRequired: money(row.betRequiredMinor),
      rakebackPercent: row.rakebackBasisPoints / 100,
    })),
    rewards,
  };
}

/**
 * Replaces the ladder (thresholds in the ladder's currency) and the level-up rewards, audited. Levels above
 * the highest given are removed; each currency's weekly salaries, set apart from the ladder, stay.
 */
export async function replaceLadder(
  db: Db,
  site: Site,
  operatorId: number,
  input: LadderInput,
): Promise<void> {
  const ladderCurrency = ladderCurrencyOf(site);
  const amount = (value: unknown, decimals: number, field: string) => {
    const parsed = parseAmount(value, decimals);
    if (!parsed.ok) throw new ApiError('AMOUNT_INVALID', { extra: { field, reason: parsed.error } });
    return parsed.minor as bigint;
  };
  // A refusal names the row as sent (its index) and the field, which is how the editor addresses its cells.
  const levels = input.levels.map((row, index) => ({
    level: row.level,
    name: row.name,
    currencyId: ladderCurrency.id,
    depositRequiredMinor: amount(
      row.depositRequired,
      ladderCurrency.decimalLength,
      `levels.${index}.depositRequired`,
    ),
    betRequiredMinor: amount(row.betRequired, ladderCurrency.decimalLength, `levels.${index}.betRequired`),
    withdrawDailyLimitMinor: 0n,
    rakebackBasisPoints: Math.round(row.rakebackPercent * 100),
  }));
  if (!levels.some((row) => row.level === 0)) {
    throw new ApiError('INVALID_INPUT', { message: 'LEVEL_ZERO_REQUIRED', extra: { field: 'levels' } });
  }
  const rewards = Object.entries(input.rewards).flatMap(([currencyId, byLevel]) => {
    const currency = site.currencies.find((item) => item.id === currencyId);
    if (!currency)
      throw new ApiError('INVALID_INPUT', { message: 'CURRENCY_INVALID', extra: { field: 'rewards' } });
    return Object.entries(byLevel).map(([level, value]) => ({
      currencyId,
      level: Number(level),
      levelUpMinor: amount(value, currency.decimalLength, `rewards.${currencyId}.${level}`),
    }));
  });
  await inTransaction(db, async (tx) => {
    for (const row of levels) {
      await tx
        .insert(vipLevels)
        .values(row)
        .onConflictDoUpdate({
          target: vipLevels.level,
          set: {
            name: row.name,
            depositRequiredMinor: row.depositRequiredMinor,
            betRequiredMinor: row.betRequiredMinor,
            currencyId: row.currencyId,
            rakebackBasisPoints: row.rakebackBasisPoints,
          },
        });
    }
    await tx
      .delete(vipLevels)
      .where(sql`${vipLevels.level} > ${Math.max(...levels.map((row) => row.level))}`);
    // A level-up reward not given is none (0); the row stays for its weekly salary.
    await tx.update(vipRewards).set({ levelUpMinor: 0n });
    if (rewards.length > 0) {
      await tx
        .insert(vipRewards)
        .values(rewards)
        .onConflictDoUpdate({
          target: [vipRewards.currencyId, vipRewards.level],
          set: { levelUpMinor: sql`excluded.level_up_minor` },
        });
    }
    await writeAudit(tx, {
      operatorId,
      action: 'vip_ladder.set',
      details: {
        levels: levels.map((row) => ({
          ...row,
          depositRequiredMinor: row.depositRequiredMinor.toString(),
          betRequiredMinor: row.betRequiredMinor.toString(),
          withdrawDailyLimitMinor: undefined,
        })),
        rewards: rewards.map((row) => ({ ...row, levelUpMinor: row.levelUpMinor.toString() })),
      },
    });
  });
}
