import { inTransaction, type Db } from '../../db/client.ts';
import { gameCategories, gameLimits, games } from './games.tables.ts';
import { CATALOGUE_CATEGORIES, CATALOGUE_GAMES, gameNameKey } from './game-catalogue.ts';
import { categoryIconPath } from './game-art.ts';

/**
 * The game catalogue every site starts from: the lobby's categories, every game, and default stake limits
 * per currency. Idempotent: rows that exist are left as the operator changed them.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
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
