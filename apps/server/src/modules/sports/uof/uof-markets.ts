import { z } from 'zod';

import {
  uofMarketDescriptionSchema,
  uofVariantDescriptionSchema,
  type UofMarketDescription,
  type UofSpecifiers,
  type UofVariantDescription,
} from '@casino/contracts';

import { readXmlRoot, UofFormatError, type XmlElementReader } from './uof-xml.ts';

/**
 * UOF market descriptions: markets.xml (`/descriptions/{lang}/markets.xml`), variants.xml (the outcomes of
 * `variant` markets such as exact goals or correct score) and single variant market descriptions
 * (`/descriptions/{lang}/markets/{id}/variants/{variant}`, e.g. a player's props). Together they name every
 * market and outcome a message carries.
 */

/** Descriptions read from a body, or why they could not be. */
export type UofDescriptionsParsed<T> = { ok: true; descriptions: T[] } | { ok: false; detail: string };

/** Reads markets.xml or a single variant market description (both are `<market_descriptions>`). */
export function parseMarketDescriptions(xml: string): UofDescriptionsParsed<UofMarketDescription> {
  return readDescriptions(
    xml,
    'market_descriptions',
    'market',
    z.array(uofMarketDescriptionSchema),
    (market) => ({
      id: market.requiredIntegerAttribute('id'),
      name: market.requiredAttribute('name'),
      groups: market.attribute('groups')?.split('|') ?? [],
      variant: market.attribute('variant'),
      includesOutcomesOfType: market.attribute('includes_outcomes_of_type'),
      outcomeType: market.attribute('outcome_type'),
      outcomes: outcomesOf(market),
      specifiers: (market.child('specifiers')?.children('specifier') ?? []).map((specifier) => ({
        name: specifier.requiredAttribute('name'),
        type: specifier.attribute('type') ?? 'string',
      })),
      mappings: mappingsOf(market),
      raw: market.raw(),
    }),
  );
}

/** Reads variants.xml (`<variant_descriptions>`). */
export function parseVariantDescriptions(xml: string): UofDescriptionsParsed<UofVariantDescription> {
  return readDescriptions(
    xml,
    'variant_descriptions',
    'variant',
    z.array(uofVariantDescriptionSchema),
    (variant) => ({
      id: variant.requiredAttribute('id'),
      outcomes: outcomesOf(variant),
      mappings: mappingsOf(variant),
    }),
  );
}

/** A market as its descriptions tell it: the market's description and the outcomes that apply to its specifiers. */
export interface UofDescribedMarket {
  /** The market's description (name template, groups, specifiers). */
  description: UofMarketDescription;
  /** Its outcome descriptions: the variant's when the market has a `variant` specifier. */
  outcomes: UofMarketDescription['outcomes'];
}

/** Every description the book knows, looked up by a message's market id and specifiers. */
export class UofMarketCatalogue {
  private readonly markets = new Map<number, UofMarketDescription>();
  private readonly variantMarkets = new Map<string, UofMarketDescription>();
  private readonly variants = new Map<string, UofVariantDescription>();

  constructor(markets: readonly UofMarketDescription[], variants: readonly UofVariantDescription[] = []) {
    for (const market of markets) {
      if (market.variant === null) this.markets.set(market.id, market);
      else this.variantMarkets.set(`${market.id}|${market.variant}`, market);
    }
    for (const variant of variants) this.variants.set(variant.id, variant);
  }

  /**
   * The description of a market, or null when there is none — or, for a `variant` market, when neither a
   * description of that variant market nor the variant's outcomes are known.
   */
  describe(marketId: number, specifiers: UofSpecifiers): UofDescribedMarket | null {
    const variant = specifiers.variant;
    const variantMarket =
      variant === undefined ? undefined : this.variantMarkets.get(`${marketId}|${variant}`);
    const description = this.markets.get(marketId) ?? variantMarket;
    if (description === undefined) return null;
    if (variant === undefined) return { description, outcomes: description.outcomes };
    const outcomes = variantMarket?.outcomes ?? this.variants.get(variant)?.outcomes;
    return outcomes === undefined ? null : { description, outcomes };
  }
}

function readDescriptions<T>(
  xml: string,
  rootName: string,
  elementName: string,
  schema: z.ZodType<T[]>,
  read: (element: XmlElementReader) => unknown,
): UofDescriptionsParsed<T> {
  try {
    const root = readXmlRoot(xml);
    if (root.name !== rootName) throw new UofFormatError(`expected <${rootName}>, got <${root.name}>`);
    const checked = schema.safeParse(root.children(elementName).map(read));
    if (checked.success) return { ok: true, descriptions: checked.data };
    const issues = checked.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return { ok: false, detail: issues.join('; ') };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

function outcomesOf(element: XmlElementReader) {
  return (element.child('outcomes')?.children('outcome') ?? []).map((outcome) => ({
    id: outcome.requiredAttribute('id'),
    name: outcome.attribute('name') ?? '',
  }));
}

function mappingsOf(element: XmlElementReader) {
  return (element.child('mappings')?.children('mapping') ?? []).map((mapping) => {
    const productIds = mapping.attribute('product_ids') ?? mapping.requiredAttribute('product_id');
    return {
      productIds: productIds.split('|').map(Number),
      sportId: mapping.requiredAttribute('sport_id'),
      marketId: mapping.requiredAttribute('market_id'),
      validFor: mapping.attribute('valid_for'),
      sovTemplate: mapping.attribute('sov_template'),
      outcomes: mapping.children('mapping_outcome').map((outcome) => ({
        outcomeId: outcome.requiredAttribute('outcome_id'),
        productOutcomeId: outcome.requiredAttribute('product_outcome_id'),
        productOutcomeName: outcome.attribute('product_outcome_name'),
      })),
    };
  });
}
