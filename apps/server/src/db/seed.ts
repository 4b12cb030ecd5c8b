import { sql } from 'drizzle-orm';

import { CRASH_GAME_IDS, themeInputSchema } from '@casino/contracts';

import { inTransaction, type Db, type Tx } from './client.ts';
import { createChain } from '../modules/crash/index.ts';
import { DEMO_DESIGN } from '../modules/design/index.ts';
import { themeCacheKey } from '../modules/design/index.ts';
import { CATALOGUE_CATEGORIES, CATALOGUE_GAMES, gameNameKey } from '../modules/games/index.ts';
import { categoryIconPath } from '../modules/static-assets/index.ts';
import { promoCodes } from '../modules/auth/index.ts';
import { crashChains } from '../modules/crash/index.ts';
import { designs } from '../modules/design/index.ts';
import { gameCategories, gameLimits, games } from '../modules/games/index.ts';
import { paymentChannels, withdrawLimits } from '../modules/payments/index.ts';
import { countries, currencies, languages, siteSettings } from '../modules/site/index.ts';
import { vipLevels } from '../modules/vip/index.ts';

/**
 * Reference data every site starts from, written at every start (DEMO_SEED or not): languages, currencies
 * with their decimal lengths, countries, the VIP ladder, and the game catalogue with default stake limits
 * per currency. Idempotent: rows that exist are left as the operator changed them.
 */
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

export async function seedReferenceData(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .insert(languages)
      .values([
        { id: 'en', name: 'English', sortOrder: 1 },
        { id: 'pt', name: 'Português', sortOrder: 2 },
        { id: 'id', name: 'Bahasa Indonesia', sortOrder: 3 },
      ])
      .onConflictDoNothing();
    await tx
      .insert(currencies)
      .values([
        {
          id: 'BRL',
          symbol: 'R$',
          decimalLength: 2,
          withdrawDecimalLength: 2,
          usdRate: '0.18',
          sortOrder: 1,
        },
        {
          id: 'IDR',
          symbol: 'Rp',
          decimalLength: 0,
          withdrawDecimalLength: 0,
          usdRate: '0.000062',
          sortOrder: 2,
        },
        { id: 'USD', symbol: '$', decimalLength: 2, withdrawDecimalLength: 2, usdRate: '1', sortOrder: 3 },
      ])
      .onConflictDoNothing();
    await tx
      .insert(countries)
      .values([
        { id: 'BR', name: 'Brasil', currencyId: 'BRL', languageId: 'pt', phoneCode: '55', sortOrder: 1 },
        { id: 'ID', name: 'Indonesia', currencyId: 'IDR', languageId: 'id', phoneCode: '62', sortOrder: 2 },
        {
          id: 'US',
          name: 'United States',
          currencyId: 'USD',
          languageId: 'en',
          phoneCode: '1',
          sortOrder: 3,
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(siteSettings)
      .values({
        id: 'main',
        name: 'Nova Casino',
        defaultCountryId: 'BR',
        defaultLanguageId: 'en',
        settings: { minBetAmount: 1, defaultBetAmount: 5 },
      })
      .onConflictDoNothing();
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
    await tx
      .insert(gameCategories)
      .values(
        CATALOGUE_CATEGORIES.map((category) => ({ ...category, icon: categoryIconPath(category.type) })),
      )
      .onConflictDoNothing();
    await tx
      .insert(games)
      .values(
        CATALOGUE_GAMES.map((game, index) => ({
          ...game,
          name: gameNameKey(game.id),
          directlyPlay: game.type === 'sports',
          sortOrder: index + 1,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(gameLimits).values(defaultGameLimits()).onConflictDoNothing();
  });
}

/** Demo content for `npm start`: switches that show the optional fields, counters and a promo code. */
export async function seedDemoContent(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    await seedDemoSwitches(tx);
    await tx.insert(promoCodes).values({ code: 'WELCOME' }).onConflictDoNothing();
  });
}

async function seedDemoSwitches(tx: Tx): Promise<void> {
  await tx
    .update(siteSettings)
    .set({
      settings: sql`${siteSettings.settings} || ${JSON.stringify({
        enableRegisterPromoCode: true,
        enableSalary: true,
      })}::jsonb`,
    })
    .where(sql`${siteSettings.id} = 'main' AND NOT (${siteSettings.settings} ? 'enableRegisterPromoCode')`);
  // SMS login on (its codes land in the sandbox inbox); its own guard, so older demo databases get it too.
  await tx
    .update(siteSettings)
    .set({
      settings: sql`${siteSettings.settings} || ${JSON.stringify({ enabledSmsConfigs: ['LOGIN'] })}::jsonb`,
    })
    .where(sql`${siteSettings.id} = 'main' AND NOT (${siteSettings.settings} ? 'enabledSmsConfigs')`);
  // The lobby's activity ticker on (issue 13); its own guard, so an operator's later choice stands.
  await tx
    .update(siteSettings)
    .set({
      settings: sql`${siteSettings.settings} || ${JSON.stringify({ showActivityTicker: true })}::jsonb`,
    })
    .where(sql`${siteSettings.id} = 'main' AND NOT (${siteSettings.settings} ? 'showActivityTicker')`);
  // Registration by SMS code and "forgot password" by SMS on (codes in the sandbox inbox); withdrawals
  // keep their own switch. Guarded too, so an operator's own smsConfig is never overwritten.
  await tx
    .update(siteSettings)
    .set({
      settings: sql`${siteSettings.settings} || ${JSON.stringify({
        smsConfig: { enableRegister: true, enableForgetPassword: true, enableWithdraw: false },
      })}::jsonb`,
    })
    .where(sql`${siteSettings.id} = 'main' AND NOT (${siteSettings.settings} ? 'smsConfig')`);
}

/** Payment channels on the SANDBOX provider, one per currency (demo and tests only; never real money). */
export async function seedSandboxChannels(db: Db): Promise<void> {
  const channel = (
    currencyId: string,
    unit: bigint,
    min: number,
    max: number,
    quick: number[],
    sortOrder: number,
  ) => ({
    id: `sandbox-${currencyId.toLowerCase()}`,
    name: currencyId === 'BRL' ? 'PIX (sandbox)' : `Sandbox ${currencyId}`,
    provider: 'sandbox',
    currencyId,
    minMinor: BigInt(min) * unit,
    maxMinor: BigInt(max) * unit,
    quickAmountsMinor: quick.map((amount) => BigInt(amount) * unit),
    sortOrder,
  });
  await inTransaction(db, (tx) =>
    tx
      .insert(paymentChannels)
      .values([
        channel('BRL', 100n, 10, 50_000, [20, 50, 100, 200, 500, 1_000], 1),
        channel('IDR', 1n, 10_000, 50_000_000, [50_000, 100_000, 200_000, 500_000, 1_000_000], 2),
        channel('USD', 100n, 5, 10_000, [10, 20, 50, 100, 250], 3),
      ])
      .onConflictDoNothing(),
  );
}

/** The demo lobby design as version 1, when no design was ever published. Idempotent. */
export async function seedDemoLobby(db: Db): Promise<void> {
  const [existing] = await db.select({ version: designs.version }).from(designs).limit(1);
  if (existing) return;
  // Parsed first, so the stored theme and its key are exactly what a designer's publish would store.
  const theme = themeInputSchema.parse(DEMO_DESIGN);
  await inTransaction(db, (tx) =>
    tx.insert(designs).values({
      theme,
      cacheKey: themeCacheKey(theme),
      status: 'PUBLISHED',
      note: 'demo lobby',
      createdBy: 'seed',
      publishedAt: new Date(),
    }),
  );
}

/**
 * A demo hash chain for each crash game that has none, salted at once by the server so the demo plays
 * without an operator, and labelled demo: a salt chosen with its chain proves nothing (DESIGN §4). A real
 * site's chains wait for an announced salt instead. Idempotent.
 */
export async function seedDemoCrashChains(db: Db, chainLength: number): Promise<void> {
  for (const gameId of CRASH_GAME_IDS) {
    const [existing] = await db
      .select({ id: crashChains.id })
      .from(crashChains)
      .where(sql`${crashChains.gameId} = ${gameId}`)
      .limit(1);
    if (existing) continue;
    await inTransaction(db, (tx) => createChain(tx, gameId, chainLength, { demo: true }));
  }
}

/**
 * Stake limits of every game in each currency, in minor units: BRL and USD in cents, IDR in rupiah.
 * The default bet is the spec's 5 (§9) in BRL.
 */
function defaultGameLimits() {
  const perCurrency = [
    {
      currencyId: 'BRL',
      minBetMinor: 100n,
      maxBetMinor: 100_000n,
      maxWinMinor: 10_000_000n,
      defaultBetMinor: 500n,
    },
    {
      currencyId: 'USD',
      minBetMinor: 20n,
      maxBetMinor: 20_000n,
      maxWinMinor: 2_000_000n,
      defaultBetMinor: 100n,
    },
    {
      currencyId: 'IDR',
      minBetMinor: 1_000n,
      maxBetMinor: 10_000_000n,
      maxWinMinor: 1_000_000_000n,
      defaultBetMinor: 5_000n,
    },
  ];
  return CATALOGUE_GAMES.flatMap((game) => perCurrency.map((limits) => ({ gameId: game.id, ...limits })));
}

/** Withdrawal limits per currency on the SANDBOX provider, with the KYC threshold (demo and tests only). */
export async function seedSandboxWithdrawLimits(db: Db): Promise<void> {
  await inTransaction(db, (tx) =>
    tx
      .insert(withdrawLimits)
      .values([
        {
          currencyId: 'BRL',
          provider: 'sandbox',
          minMinor: 20_00n,
          maxMinor: 50_000_00n,
          kycThresholdMinor: 10_000_00n,
        },
        {
          currencyId: 'IDR',
          provider: 'sandbox',
          minMinor: 50_000n,
          maxMinor: 100_000_000n,
          kycThresholdMinor: 20_000_000n,
        },
        {
          currencyId: 'USD',
          provider: 'sandbox',
          minMinor: 10_00n,
          maxMinor: 10_000_00n,
          kycThresholdMinor: 2_000_00n,
        },
      ])
      .onConflictDoNothing(),
  );
}
