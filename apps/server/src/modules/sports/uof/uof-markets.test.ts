import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { UofMarketDescription, UofVariantDescription } from '@casino/contracts';

import { parseMarketDescriptions, parseVariantDescriptions, UofMarketCatalogue } from './uof-markets.ts';
import { parseUofMessage } from './uof-messages.ts';
import {
  expandNameTemplate,
  groupMarkets,
  marketNameOf,
  outcomeNameOf,
  type UofNameContext,
} from './uof-names.ts';
import { marketKey, parseSpecifiers } from './uof-specifiers.ts';

/**
 * Market descriptions from the SDK's test resources (a subset of a real markets.xml and variants.xml, see
 * testdata/README.md), naming the markets of a real prematch odds_change. Every expected name below was built by
 * hand from the description's template in markets.xml and UOF's name expressions.
 */

const testdata = (file: string): string =>
  readFileSync(new URL(`./testdata/${file}`, import.meta.url), 'utf8');

function descriptions<T>(parsed: { ok: true; descriptions: T[] } | { ok: false; detail: string }): T[] {
  if (!parsed.ok) throw new Error(parsed.detail);
  return parsed.descriptions;
}

const markets: UofMarketDescription[] = descriptions(parseMarketDescriptions(testdata('markets.xml')));
const variants: UofVariantDescription[] = descriptions(parseVariantDescriptions(testdata('variants.xml')));
const playerProps = descriptions(parseMarketDescriptions(testdata('variant_market_description_768.xml')));
const catalogue = new UofMarketCatalogue([...markets, ...playerProps], variants);
const players: Record<string, string> = { 'sr:player:123': 'Mbappé, Kylian' };
const context: UofNameContext = { competitors: ['Home FC', 'Away United'], nameOf: (urn) => players[urn] };

function prematchOddsChange() {
  const parsed = parseUofMessage(testdata('odds_change_prematch.xml'));
  if (!parsed.ok || parsed.message.type !== 'odds_change')
    throw new Error('the prematch odds_change must parse');
  return parsed.message;
}

describe('market descriptions', () => {
  it('reads markets.xml: templates, groups, specifiers, outcomes and mappings', () => {
    expect(markets).toHaveLength(133);
    const total = markets.find((market) => market.id === 18);
    expect(total).toMatchObject({
      name: 'Total',
      groups: ['all', 'score', 'regular_play'],
      variant: null,
      specifiers: [{ name: 'total', type: 'decimal' }],
      outcomes: [
        { id: '13', name: 'under {total}' },
        { id: '12', name: 'over {total}' },
      ],
    });
    expect(total?.mappings[0]).toMatchObject({
      productIds: [1, 4],
      sportId: 'sr:sport:1',
      sovTemplate: '{total}',
    });
    expect(markets.find((market) => market.id === 40)).toMatchObject({
      name: 'Anytime goalscorer',
      includesOutcomesOfType: 'sr:player',
    });
  });

  it('reads variants.xml and a single variant market description', () => {
    expect(variants.map((variant) => variant.id)).toContain('sr:correct_score:below:5-5');
    expect(
      variants.find((variant) => variant.id === 'sr:exact_goals:3+')?.outcomes.map(({ name }) => name),
    ).toEqual(['0', '1', '2', '3+']);
    expect(playerProps).toHaveLength(1);
    expect(playerProps[0]).toMatchObject({ id: 768, variant: 'pre:playerprops:35432179:608000' });
    expect(playerProps[0]?.outcomes).toHaveLength(18);
  });

  it('refuses a body that is not a description list', () => {
    expect(parseMarketDescriptions('<variant_descriptions/>')).toEqual({
      ok: false,
      detail: 'expected <market_descriptions>, got <variant_descriptions>',
    });
    expect(parseMarketDescriptions('<market_descriptions><market name="x"/></market_descriptions>').ok).toBe(
      false,
    );
  });
});

describe('a real prematch odds_change, named from the real descriptions', () => {
  const message = prematchOddsChange();

  it('describes and names every one of its 170 markets and all their outcomes', () => {
    const described = message.markets.filter(
      (market) => catalogue.describe(market.id, market.specifiers) !== null,
    );
    const named = message.markets.filter((market) =>
      marketNameOf(catalogue, market.id, market.specifiers, context),
    );
    const outcomes = message.markets.flatMap((market) =>
      market.outcomes.map((outcome) => ({ market, outcome })),
    );
    const outcomesNamed = outcomes.filter(({ market, outcome }) =>
      outcomeNameOf(catalogue, market.id, market.specifiers, outcome.id, context),
    );
    expect(message.markets).toHaveLength(170);
    expect(described).toHaveLength(170);
    expect(named).toHaveLength(170);
    expect(outcomes).toHaveLength(OUTCOMES_IN_PREMATCH_ODDS_CHANGE);
    expect(outcomesNamed).toHaveLength(OUTCOMES_IN_PREMATCH_ODDS_CHANGE);
  });

  const names = (id: number, specifiersText: string) => {
    const specifiers = parseSpecifiers(specifiersText);
    const market = message.markets.find((candidate) => candidate.key === marketKey(id, specifiers));
    if (market === undefined) throw new Error(`market ${id} ${specifiersText} is not in the message`);
    return {
      market: marketNameOf(catalogue, id, specifiers, context),
      outcomes: market.outcomes.map((outcome) =>
        outcomeNameOf(catalogue, id, specifiers, outcome.id, context),
      ),
    };
  };

  it('names a total, Asian handicaps with {+hcp}/{-hcp}, a European handicap and a 1st-half total', () => {
    expect(names(18, 'total=2.5')).toEqual({ market: 'Total', outcomes: ['over 2.5', 'under 2.5'] });
    expect(names(16, 'hcp=-0.75')).toEqual({
      market: 'Handicap',
      outcomes: ['Home FC (-0.75)', 'Away United (+0.75)'],
    });
    expect(names(16, 'hcp=0.25').outcomes).toEqual(['Home FC (+0.25)', 'Away United (-0.25)']);
    expect(names(16, 'hcp=0').outcomes).toEqual(['Home FC (0)', 'Away United (0)']);
    expect(names(14, 'hcp=1:0').market).toBe('Handicap 1:0');
    expect(names(14, 'hcp=1:0').outcomes).toContain('draw (1:0)');
    expect(names(68, 'total=1.5')).toEqual({
      market: '1st half - total',
      outcomes: ['over 1.5', 'under 1.5'],
    });
    expect(names(69, 'total=0.5').market).toBe('1st half - Home FC total');
  });

  it('names an ordinal market, correct scores (fixed and variant) and exact goals', () => {
    expect(names(8, 'goalnr=1')).toEqual({
      market: '1st goal',
      outcomes: ['none', 'Home FC', 'Away United'],
    });
    expect(names(41, 'score=0:0').market).toBe('Correct score [0:0]');
    const correctScore = names(199, 'variant=sr:correct_score:max:6');
    expect(correctScore.market).toBe('Correct score');
    expect(correctScore.outcomes.slice(0, 2)).toEqual(['1:0', '2:0']);
    expect(names(21, 'variant=sr:exact_goals:6+').outcomes.at(-1)).toBe('6+');
  });

  it('groups the markets by their descriptions: all, score, regular_play, halves', () => {
    const groups = groupMarkets(catalogue, message.markets);
    expect(groups.find((group) => group.group === 'all')?.marketKeys).toHaveLength(170);
    expect(groups.map((group) => group.group)).toEqual(
      expect.arrayContaining(['score', '1st_half', '2nd_half']),
    );
    expect(groups.find((group) => group.group === '1st_half')?.marketKeys).toContain('68|total=1.5');
  });
});

describe('a real live odds_change, named from the real descriptions', () => {
  it('describes and names its 42 markets and 78 outcomes (settled markets carry none)', () => {
    const parsed = parseUofMessage(testdata('odds_change_live.xml'));
    if (!parsed.ok || parsed.message.type !== 'odds_change')
      throw new Error('the live odds_change must parse');
    const { markets: live } = parsed.message;
    const outcomes = live.flatMap((market) =>
      market.outcomes.map((outcome) =>
        outcomeNameOf(catalogue, market.id, market.specifiers, outcome.id, context),
      ),
    );
    expect(live).toHaveLength(42);
    expect(
      live.filter((market) => marketNameOf(catalogue, market.id, market.specifiers, context)),
    ).toHaveLength(42);
    expect(outcomes).toHaveLength(78);
    expect(outcomes.filter((name) => name !== null)).toHaveLength(78);
    expect(marketNameOf(catalogue, 61, { score: '0:2' }, context)).toBe(
      '1st half - which team wins the rest',
    );
  });
});

describe('player markets', () => {
  it('names a {%player} market from the player lookup, and a goalscorer outcome by its URN', () => {
    const specifiers = { player: 'sr:player:123', total: '250.5' };
    expect(marketNameOf(catalogue, 914, specifiers, context)).toBe(
      'Mbappé, Kylian total passing yards (incl. overtime)',
    );
    expect(outcomeNameOf(catalogue, 914, specifiers, '12', context)).toBe('over 250.5');
    const scorer = { type: 'prematch' };
    expect(outcomeNameOf(catalogue, 40, scorer, 'sr:player:123', context)).toBe('Mbappé, Kylian');
    expect(outcomeNameOf(catalogue, 40, scorer, '1716', context)).toBe('no goal');
    expect(outcomeNameOf(catalogue, 40, scorer, 'sr:player:999', context)).toBeNull();
    expect(marketNameOf(catalogue, 914, { player: 'sr:player:999', total: '1.5' }, context)).toBeNull();
  });

  it('names a player-props variant market from its single variant description', () => {
    const specifiers = { variant: 'pre:playerprops:35432179:608000' };
    expect(marketNameOf(catalogue, 768, specifiers, context)).toBe('Player points (incl. overtime)');
    expect(outcomeNameOf(catalogue, 768, specifiers, 'pre:playerprops:35432179:608000:22', context)).toBe(
      'Kyle Anderson 22+',
    );
    expect(catalogue.describe(768, { variant: 'pre:playerprops:1:2' })).toBeNull();
  });
});

describe('name expressions and market keys', () => {
  it('fills ordinals, sums, signs and event names, and refuses what it cannot fill', () => {
    const fill = (template: string, specifiers: Record<string, string>) =>
      expandNameTemplate(template, specifiers, context);
    expect(['1', '2', '3', '4', '11', '12', '13', '21', '22', '103'].map((n) => fill('{!n}', { n }))).toEqual(
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '103rd'],
    );
    expect(fill('{!(inningnr+1)} innings', { inningnr: '1' })).toBe('2nd innings');
    expect(fill('{(minute-1)}:00', { minute: '10' })).toBe('9:00');
    expect(fill('{$event} ({+hcp}/{-hcp})', { hcp: '+1.5' })).toBe('Home FC vs. Away United (+1.5/-1.5)');
    expect(fill('{-hcp}', { hcp: '-2' })).toBe('+2');
    expect(fill('{$score} total', {})).toBeNull();
    expect(fill('{!setnr} set', {})).toBeNull();
    expect(fill('{+hcp}', { hcp: '1:0' })).toBeNull();
  });

  it('keys a market by id and its specifiers sorted by name', () => {
    expect(marketKey(18, { total: '2.5' })).toBe('18|total=2.5');
    expect(marketKey(1, {})).toBe('1');
    expect(marketKey(213, parseSpecifiers('setnr=3|gamenr=3'))).toBe(
      marketKey(213, parseSpecifiers('gamenr=3|setnr=3')),
    );
    expect(parseSpecifiers('variant=sr:correct_score:below:5-5|hcp=-1:0')).toEqual({
      variant: 'sr:correct_score:below:5-5',
      hcp: '-1:0',
    });
    expect(() => parseSpecifiers('total=1|total=2')).toThrow('repeated specifier');
  });
});

/** Outcomes in odds_change_prematch.xml: `grep -c '<outcome ' testdata/odds_change_prematch.xml`. */
const OUTCOMES_IN_PREMATCH_ODDS_CHANGE = 805;
