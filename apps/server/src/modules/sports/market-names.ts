import type { SportsMarketGroup } from '@casino/contracts';

import type { Db, Queryable } from '../../db/client.ts';
import { describedLanguages, descriptionsOf, replaceDescriptions } from './sports-descriptions.repo.ts';
import type { UofDescriptionSource } from './uof/description-source.ts';
import {
  parseMarketDescriptions,
  parseVariantDescriptions,
  UofMarketCatalogue,
  type UofDescribedMarket,
} from './uof/uof-markets.ts';
import { expandNameTemplate, type UofNameContext } from './uof/uof-names.ts';

/**
 * Market and outcome names for players, from the UOF market descriptions the book stores per language
 * (refreshed from the provider: its REST API, or the sandbox provider's own). A market is named in the asked
 * language, else in English; a market neither names (no description, a template it cannot fill) is not shown
 * and takes no bet.
 */

/** The languages names are fetched in: those of the site's language packs. */
export const NAME_LANGUAGES = ['en', 'pt', 'id'] as const;
const FALLBACK = 'en';
const CATALOGUE_TTL_MS = 5 * 60_000;

/** A market's names and group. */
export interface MarketNaming {
  name: string;
  group: SportsMarketGroup;
  /** An outcome's name, or null when it has none (such an outcome is not offered). */
  outcomeName(outcomeId: string): string | null;
}

/** What a market needs to be named: its UOF id and specifiers, and its event's sides. */
export type MarketNamer = (
  event: { home: string; away: string },
  market: { marketId: number; specifiers: Readonly<Record<string, string>> },
) => MarketNaming | null;

/** The outcome of a refresh, per language. */
export interface DescriptionsRefreshed {
  lang: string;
  markets: number;
  variants: number;
}

export class SportsMarketNames {
  /** Each language's catalogue and when it was read (kept CATALOGUE_TTL_MS: another node may have refreshed). */
  private readonly catalogues = new Map<string, { at: number; catalogue: Promise<UofMarketCatalogue> }>();
  private ensured: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    /** Where descriptions come from; null: only what is stored already. */
    private readonly source: UofDescriptionSource | null,
  ) {}

  /** Downloads every language's descriptions and stores them; a language that fails keeps what it had. */
  async refresh(): Promise<DescriptionsRefreshed[]> {
    const source = this.source;
    if (source === null) return [];
    const done: DescriptionsRefreshed[] = [];
    const failures: string[] = [];
    for (const lang of NAME_LANGUAGES) {
      try {
        const markets = parseMarketDescriptions(await source.marketsXml(lang));
        const variants = parseVariantDescriptions(await source.variantsXml(lang));
        if (!markets.ok) throw new Error(`markets.xml: ${markets.detail}`);
        if (!variants.ok) throw new Error(`variants.xml: ${variants.detail}`);
        await replaceDescriptions(this.db, lang, {
          markets: markets.descriptions,
          variants: variants.descriptions,
        });
        done.push({ lang, markets: markets.descriptions.length, variants: variants.descriptions.length });
      } catch (error) {
        failures.push(`${lang}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    this.catalogues.clear();
    if (done.length === 0 && failures.length > 0) {
      throw new Error(`market descriptions not refreshed (${failures.join('; ')})`);
    }
    return done;
  }

  /**
   * Downloads the descriptions when none are stored: at the feed's start, and before the first names a process
   * gives (a node that does not lead the feed, a test), once per process.
   */
  ensure(): Promise<void> {
    this.ensured ??= describedLanguages(this.db)
      .then(async (languages) => {
        if (languages.length === 0) await this.refresh();
      })
      .catch((error: unknown) => {
        this.ensured = null;
        throw error;
      });
    return this.ensured;
  }

  /**
   * The names in a language (English where that language has no description of a market). Inside a transaction
   * pass it as `queryable`: the descriptions are then read through it, never through a second connection.
   */
  async namer(lang: string | undefined, queryable: Queryable = this.db): Promise<MarketNamer> {
    const language = (lang ?? FALLBACK).slice(0, 2).toLowerCase();
    // Outside a transaction only: a download writes through the service's own connection.
    if (queryable === this.db && this.source !== null) await this.ensure();
    const own = await this.catalogue(language, queryable);
    const fallback = language === FALLBACK ? own : await this.catalogue(FALLBACK, queryable);
    return (event, market) => {
      const context: UofNameContext = { competitors: [event.home, event.away] };
      return (
        nameWith(own, context, market.marketId, market.specifiers) ??
        (fallback === own ? null : nameWith(fallback, context, market.marketId, market.specifiers))
      );
    };
  }

  /**
   * Whether a market (its UOF id) belongs to one of UOF's market groups, by its English description; a market
   * without a description is taken to belong (a bet stop then stops it too).
   */
  async groupMember(
    groups: readonly string[],
    queryable: Queryable = this.db,
  ): Promise<(marketId: number) => boolean> {
    const catalogue = await this.catalogue(FALLBACK, queryable);
    const wanted = new Set(groups);
    return (marketId) => {
      const described = catalogue.describe(marketId, {});
      return described === null || described.description.groups.some((group) => wanted.has(group));
    };
  }

  private catalogue(lang: string, queryable: Queryable): Promise<UofMarketCatalogue> {
    const cached = this.catalogues.get(lang);
    if (cached !== undefined && Date.now() - cached.at < CATALOGUE_TTL_MS) return cached.catalogue;
    const catalogue = descriptionsOf(queryable, lang).then((stored) => {
      // Nothing stored yet (the feed's leader has not fetched them): read again at the next call.
      if (stored.markets.length === 0) this.catalogues.delete(lang);
      return new UofMarketCatalogue(stored.markets, stored.variants);
    });
    catalogue.catch(() => this.catalogues.delete(lang));
    this.catalogues.set(lang, { at: Date.now(), catalogue });
    return catalogue;
  }
}

function nameWith(
  catalogue: UofMarketCatalogue,
  context: UofNameContext,
  marketId: number,
  specifiers: Readonly<Record<string, string>>,
): MarketNaming | null {
  const described = catalogue.describe(marketId, specifiers);
  if (described === null) return null;
  const name = expandNameTemplate(described.description.name, specifiers, context);
  if (name === null) return null;
  const outcomes = new Map(described.outcomes.map((outcome) => [outcome.id, outcome.name]));
  return {
    name: capitalised(name),
    group: marketGroupOf(described, specifiers),
    outcomeName(outcomeId) {
      const template = outcomes.get(outcomeId);
      if (template === undefined) return context.nameOf?.(outcomeId) ?? null;
      const outcome = expandNameTemplate(template, specifiers, context);
      return outcome === null ? null : capitalised(outcome);
    },
  };
}

/** UOF's names start lower case where they go mid-sentence ("over 2.5"); a label starts with a capital. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const PERIOD_SPECIFIERS = ['setnr', 'gamenr', 'periodnr', 'quarternr', 'inningnr', 'mapnr', 'halfnr'];
const PERIOD_GROUP = /(^|_)(1st|2nd|3rd|4th|half|quarter|period|set|game|inning|map|minutes?)(_|$)/;

/**
 * The page's group of a market, from its description's groups (`1st_half`, `corners`, `player`…) and
 * specifiers, as real books group them: players' markets, corners, bookings, periods, then handicaps and
 * totals of the whole match, then the main markets (no line, up to three outcomes), then the rest.
 */
export function marketGroupOf(
  described: UofDescribedMarket,
  specifiers: Readonly<Record<string, string>>,
): SportsMarketGroup {
  const { groups, name, outcomeType, includesOutcomesOfType } = described.description;
  const has = (pattern: RegExp) => groups.some((group) => pattern.test(group));
  const playerOutcomes = [outcomeType, includesOutcomesOfType].includes('sr:player');
  if (has(/player/) || 'player' in specifiers || playerOutcomes || name.includes('{%player}'))
    return 'players';
  if (has(/corner/)) return 'corners';
  if (has(/booking|card/)) return 'bookings';
  if (has(PERIOD_GROUP) || PERIOD_SPECIFIERS.some((specifier) => specifier in specifiers)) return 'periods';
  if ('hcp' in specifiers) return 'handicaps';
  if ('total' in specifiers) return 'totals';
  if (Object.keys(specifiers).length === 0 && described.outcomes.length <= 3) return 'main';
  return 'other';
}
