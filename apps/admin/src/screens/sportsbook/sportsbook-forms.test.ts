import { describe, expect, it } from 'vitest';

import {
  filterMarkets,
  findMarket,
  formatBasisPoints,
  marketActionOf,
  marketGroupsOf,
  marketKeyOfText,
  outcomeDraftsOf,
  outcomeLabelsOf,
  parseDeadHeat,
  settingsDraftOf,
  settingsRequestOf,
  type MarketActionDraft,
} from './sportsbook-forms';
import { CORRECT_SCORE, HANDICAP, MARKETS, MATCH_RESULT, TOTAL, TOTAL_3_5 } from './sportsbook-test-events';

const settings = {
  priceMarginBasisPoints: 500,
  cashOutMarginBasisPoints: 300,
  liveDelayMs: 5_000,
  quoteTtlMs: 8_000,
  cashOutEnabled: true,
  maxEventLiability: 50_000.5,
};

describe('settings', () => {
  it('round-trips the stored settings through the draft', () => {
    expect(settingsRequestOf(settingsDraftOf(settings))).toEqual({ request: settings });
  });

  it('flags values out of the server’s bounds', () => {
    const draft = {
      ...settingsDraftOf(settings),
      priceMarginBasisPoints: '2001',
      quoteTtlMs: '999',
      liveDelayMs: '1.5',
      maxEventLiability: '0',
    };
    expect(settingsRequestOf(draft)).toEqual({
      errors: {
        priceMarginBasisPoints: 'range',
        quoteTtlMs: 'range',
        liveDelayMs: 'range',
        maxEventLiability: 'amount',
      },
    });
  });

  it('reads a liability typed with a decimal comma', () => {
    const result = settingsRequestOf({ ...settingsDraftOf(settings), maxEventLiability: '2500,50' });
    expect(result.errors).toBeUndefined();
    expect(result.errors === undefined && result.request.maxEventLiability).toBe(2500.5);
  });

  it('shows basis points as a percentage', () => {
    expect(formatBasisPoints(125, 'en-GB')).toBe('1.25%');
    expect(formatBasisPoints(2_000, 'pt-BR').replace(/\s/g, ' ')).toBe('20%');
  });
});

describe('markets and outcomes', () => {
  it('reads a typed market key, specifiers sorted by name as the book writes them', () => {
    expect(marketKeyOfText(' 18|total=2.5 ')).toBe('18|total=2.5');
    expect(marketKeyOfText('1')).toBe('1');
    expect(marketKeyOfText('213|setnr=2|gamenr=3')).toBe('213|gamenr=3|setnr=2');
    expect(marketKeyOfText('45|variant=sr:correct_score:max:6')).toBe('45|variant=sr:correct_score:max:6');
    // The old market ids are no market keys.
    expect(marketKeyOfText('1x2')).toBeUndefined();
    expect(marketKeyOfText('total:2.5')).toBeUndefined();
    expect(marketKeyOfText('18|total')).toBeUndefined();
    expect(marketKeyOfText('')).toBeUndefined();
  });

  it('finds a typed key among the event’s markets', () => {
    expect(findMarket(MARKETS, '16|hcp=-0.75')).toBe(HANDICAP);
    expect(findMarket(MARKETS, ' 18|total=3.5')).toBe(TOTAL_3_5);
    expect(findMarket(MARKETS, '18|total=4.5')).toBeUndefined();
    expect(findMarket(MARKETS, 'Total')).toBeUndefined();
  });

  it('offers a result for every outcome of the market, ids kept, names from the server', () => {
    expect(outcomeDraftsOf(MATCH_RESULT)).toEqual([
      { id: '1', name: 'Lions', result: 'lost', deadHeat: '' },
      { id: '2', name: 'Draw', result: 'lost', deadHeat: '' },
      { id: '3', name: 'Tigers', result: 'lost', deadHeat: '' },
    ]);
    expect(outcomeDraftsOf(TOTAL).map(({ id, name }) => [id, name])).toEqual([
      ['12', 'Over 2.5'],
      ['13', 'Under 2.5'],
    ]);
    const scores = outcomeDraftsOf(CORRECT_SCORE);
    expect(scores).toHaveLength(29);
    expect(scores.map((outcome) => outcome.id)).toEqual(CORRECT_SCORE.outcomes.map((outcome) => outcome.id));
    expect(scores.find((outcome) => outcome.name === '2:1')?.id).toMatch(/^sr:correct_score:max:6:\d+$/);
    expect(outcomeDraftsOf(undefined)).toEqual([]);
  });

  it('labels outcomes by name, adding the id to a name two of them share', () => {
    expect(outcomeLabelsOf(HANDICAP.outcomes)).toEqual(['Lions (-0.75)', 'Tigers (+0.75)']);
    expect(
      outcomeLabelsOf([
        { id: 'sr:player:1', name: 'J. Silva' },
        { id: 'sr:player:2', name: 'J. Silva' },
        { id: 'sr:player:3', name: 'A. Costa' },
      ]),
    ).toEqual(['J. Silva (sr:player:1)', 'J. Silva (sr:player:2)', 'A. Costa']);
  });

  it('groups markets in the event page’s order of groups', () => {
    expect(
      marketGroupsOf([CORRECT_SCORE, TOTAL, MATCH_RESULT, HANDICAP, TOTAL_3_5]).map(({ group, markets }) => [
        group,
        markets.map((market) => market.id),
      ]),
    ).toEqual([
      ['main', ['1']],
      ['totals', ['18|total=2.5', '18|total=3.5']],
      ['handicaps', ['16|hcp=-0.75']],
      ['other', ['45|variant=sr:correct_score:max:6']],
    ]);
    expect(marketGroupsOf([])).toEqual([]);
  });

  it('filters markets by name, key or outcome name', () => {
    const ids = (text: string) => filterMarkets(MARKETS, text).map((market) => market.id);
    expect(ids('')).toHaveLength(MARKETS.length);
    expect(ids('total')).toEqual(['18|total=2.5', '18|total=3.5']);
    expect(ids('18|total=3')).toEqual(['18|total=3.5']);
    expect(ids('2:1')).toEqual(['45|variant=sr:correct_score:max:6']);
    expect(ids('hcp=')).toEqual(['16|hcp=-0.75']);
    expect(ids('corners')).toEqual([]);
  });

  it('reads a dead heat fraction', () => {
    expect(parseDeadHeat(' 1 / 2 ')).toEqual([1, 2]);
    expect(parseDeadHeat('0/2')).toBeUndefined();
    expect(parseDeadHeat('half')).toBeUndefined();
  });
});

/** The body of the settle call the draft makes, if it makes one. */
function settleBodyOf(result: ReturnType<typeof marketActionOf>) {
  return result.errors === undefined && result.action.kind === 'settle' ? result.action.body : undefined;
}

describe('marketActionOf', () => {
  const base: MarketActionDraft = {
    kind: 'suspend',
    eventId: 'sr:match:1',
    marketId: '',
    marketName: '',
    outcomes: [],
  };

  it('suspends or resumes a whole event, or one market by its key', () => {
    expect(marketActionOf(base, 'odds wrong')).toEqual({
      action: { kind: 'suspend', body: { eventId: 'sr:match:1', suspended: true, reason: 'odds wrong' } },
    });
    expect(marketActionOf({ ...base, kind: 'resume', marketId: ' 18|total=2.5 ' }, 'fixed')).toEqual({
      action: {
        kind: 'suspend',
        body: { eventId: 'sr:match:1', marketId: '18|total=2.5', suspended: false, reason: 'fixed' },
      },
    });
    expect(marketActionOf({ ...base, marketId: '213|setnr=2|gamenr=3' }, 'fixed')).toEqual({
      action: {
        kind: 'suspend',
        body: { eventId: 'sr:match:1', marketId: '213|gamenr=3|setnr=2', suspended: true, reason: 'fixed' },
      },
    });
  });

  it('settles with every outcome’s result, outcome ids as they are', () => {
    // −0.75 won by one goal: half the stake (on −0.5) wins, half (on −1) is returned.
    const outcomes = outcomeDraftsOf(HANDICAP).map((outcome, index) => ({
      ...outcome,
      result: index === 0 ? ('half_won' as const) : ('half_lost' as const),
    }));
    const draft = {
      ...base,
      kind: 'settle' as const,
      marketId: HANDICAP.id,
      marketName: 'Handicap',
      outcomes,
    };
    expect(marketActionOf(draft, 'feed wrong')).toEqual({
      action: {
        kind: 'settle',
        body: {
          eventId: 'sr:match:1',
          marketId: '16|hcp=-0.75',
          outcomes: [
            { id: '1714', result: 'half_won' },
            { id: '1715', result: 'half_lost' },
          ],
          reason: 'feed wrong',
        },
      },
    });
  });

  it('carries a dead heat typed as a fraction', () => {
    // Two players share the place the market pays for: each winning bet is paid on half its stake.
    const outcomes = ['sr:player:1', 'sr:player:2', 'sr:player:3'].map((id, index) => ({
      id,
      name: `Player ${index + 1}`,
      result: index < 2 ? ('won' as const) : ('lost' as const),
      deadHeat: index < 2 ? ' 1 / 2 ' : '',
    }));
    const result = marketActionOf({ ...base, kind: 'settle', marketId: '38', outcomes }, 'fix');
    expect(settleBodyOf(result)?.outcomes).toEqual([
      { id: 'sr:player:1', result: 'won', deadHeat: [1, 2] },
      { id: 'sr:player:2', result: 'won', deadHeat: [1, 2] },
      { id: 'sr:player:3', result: 'lost' },
    ]);
  });

  it('settles a market of many outcomes with one result each', () => {
    const outcomes = outcomeDraftsOf(CORRECT_SCORE).map((outcome) =>
      outcome.name === '2:1' ? { ...outcome, result: 'won' as const } : outcome,
    );
    const result = marketActionOf({ ...base, kind: 'settle', marketId: CORRECT_SCORE.id, outcomes }, 'fix');
    expect(result.errors).toBeUndefined();
    const body = settleBodyOf(result);
    expect(body?.marketId).toBe('45|variant=sr:correct_score:max:6');
    expect(body?.outcomes).toHaveLength(29);
    expect(body?.outcomes.filter((outcome) => outcome.result === 'won')).toEqual([
      { id: CORRECT_SCORE.outcomes.find((outcome) => outcome.name === '2:1')?.id, result: 'won' },
    ]);
    expect(body?.outcomes.map((outcome) => outcome.id)).toEqual(CORRECT_SCORE.outcomes.map(({ id }) => id));
  });

  it('voids a market by its key, without results', () => {
    const outcomes = outcomeDraftsOf(TOTAL).map((outcome) => ({ ...outcome, deadHeat: 'typed in settle' }));
    expect(marketActionOf({ ...base, kind: 'void', marketId: TOTAL.id, outcomes }, 'abandoned')).toEqual({
      action: {
        kind: 'void',
        body: { eventId: 'sr:match:1', marketId: '18|total=2.5', reason: 'abandoned' },
      },
    });
  });

  it('needs a market to settle or void, valid ids, and the market’s outcomes to settle', () => {
    expect(marketActionOf({ ...base, kind: 'void' }, 'x')).toEqual({
      errors: { marketId: 'marketRequired' },
    });
    expect(marketActionOf({ ...base, eventId: 'A!', marketId: 'Total 2.5' }, 'x')).toEqual({
      errors: { eventId: 'eventId', marketId: 'marketId' },
    });
    expect(marketActionOf({ ...base, kind: 'void', marketId: 'total:2.5' }, 'x')).toEqual({
      errors: { marketId: 'marketId' },
    });
    // A key typed that is not one of the chosen event's markets: no outcomes to give results to.
    expect(marketActionOf({ ...base, kind: 'settle', marketId: '18|total=4.5' }, 'x')).toEqual({
      errors: { marketId: 'outcomes' },
    });
    const tooMany = Array.from({ length: 501 }, (_, index) => ({
      id: String(index + 1),
      name: `Outcome ${index + 1}`,
      result: 'lost' as const,
      deadHeat: '',
    }));
    expect(marketActionOf({ ...base, kind: 'settle', marketId: '1', outcomes: tooMany }, 'x')).toEqual({
      errors: { marketId: 'outcomes' },
    });
    const badDeadHeat = outcomeDraftsOf(TOTAL).map((outcome, index) =>
      index === 1 ? { ...outcome, deadHeat: 'half' } : outcome,
    );
    expect(
      marketActionOf({ ...base, kind: 'settle', marketId: TOTAL.id, outcomes: badDeadHeat }, 'x'),
    ).toEqual({
      errors: { 'deadHeat.13': 'deadHeat' },
    });
  });
});
