import { eq } from 'drizzle-orm';

import type { UofMarketDescription, UofVariantDescription } from '@casino/contracts';

import { inTransaction, type Db, type Queryable } from '../../db/client.ts';
import { sportsMarketDescriptions, sportsVariantDescriptions } from './sports-feed.tables.ts';

/** The stored descriptions of one language. */
export interface StoredDescriptions {
  markets: UofMarketDescription[];
  variants: UofVariantDescription[];
}

/** Every description of a language. */
export async function descriptionsOf(queryable: Queryable, lang: string): Promise<StoredDescriptions> {
  const markets = await queryable
    .select({ description: sportsMarketDescriptions.description })
    .from(sportsMarketDescriptions)
    .where(eq(sportsMarketDescriptions.lang, lang));
  const variants = await queryable
    .select({ description: sportsVariantDescriptions.description })
    .from(sportsVariantDescriptions)
    .where(eq(sportsVariantDescriptions.lang, lang));
  return {
    markets: markets.map((row) => row.description as UofMarketDescription),
    variants: variants.map((row) => row.description as UofVariantDescription),
  };
}

/** The languages descriptions are stored in. */
export async function describedLanguages(queryable: Queryable): Promise<string[]> {
  const rows = await queryable
    .selectDistinct({ lang: sportsMarketDescriptions.lang })
    .from(sportsMarketDescriptions);
  return rows.map((row) => row.lang);
}

/**
 * Replaces a language's descriptions with a fresh download, in one transaction (a reader sees the old set or the
 * new one). The mappings and the raw element are not kept: names need neither.
 */
export async function replaceDescriptions(
  db: Db,
  lang: string,
  descriptions: StoredDescriptions,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(sportsMarketDescriptions).where(eq(sportsMarketDescriptions.lang, lang));
    await tx.delete(sportsVariantDescriptions).where(eq(sportsVariantDescriptions.lang, lang));
    const markets = new Map(
      descriptions.markets.map((market) => [`${market.id}|${market.variant ?? ''}`, market]),
    );
    const rows = [...markets.values()].map((market) => ({
      lang,
      marketId: market.id,
      variant: market.variant ?? '',
      description: { ...market, mappings: [], raw: {} },
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(sportsMarketDescriptions).values(rows.slice(start, start + 500));
    }
    const variants = [...new Map(descriptions.variants.map((variant) => [variant.id, variant])).values()].map(
      (variant) => ({ lang, id: variant.id, description: { ...variant, mappings: [] } }),
    );
    for (let start = 0; start < variants.length; start += 500) {
      await tx.insert(sportsVariantDescriptions).values(variants.slice(start, start + 500));
    }
  });
}
