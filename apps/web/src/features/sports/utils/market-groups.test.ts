import { describe, expect, it } from 'vitest';

import { asianHandicap, marketView, matchResult, outcome, totalGoals } from '../testing/uof-events';
import { groupMarkets, outcomeColumns } from './market-groups';
import { shortOutcomeLabels } from './market-labels';

const total = (line: string) =>
  marketView(18, { total: line }, `Total ${line}`, 'totals', [
    outcome('12', `Over ${line}`, 1.9),
    outcome('13', `Under ${line}`, 1.9),
  ]);

describe('market groups', () => {
  it('groups markets in the book’s order, leaving out groups without one', () => {
    const halfTime = marketView(60, {}, '1st half - 1x2', 'periods', [outcome('1', 'Lions', 2.6)]);
    const groups = groupMarkets([halfTime, totalGoals(), asianHandicap(), matchResult()]);
    expect(groups.map((each) => [each.group, each.markets.map((market) => market.id)])).toEqual([
      ['main', ['1']],
      ['totals', ['18|total=2.5']],
      ['handicaps', ['16|hcp=-0.75']],
      ['periods', ['60']],
    ]);
  });

  it('sorts a group by UOF market id, then by key with lines in natural order', () => {
    const teamTotal = marketView(19, { total: '1.5' }, 'Lions total 1.5', 'totals', []);
    const markets = [teamTotal, total('10.5'), total('2.5'), total('0.5')];
    expect(groupMarkets(markets)[0]?.markets.map((market) => market.id)).toEqual([
      '18|total=0.5',
      '18|total=2.5',
      '18|total=10.5',
      '19|total=1.5',
    ]);
  });

  it('lays outcomes out in three columns for 1 X 2 and long lists, else in two', () => {
    expect([1, 2, 3, 4, 5, 6, 26].map(outcomeColumns)).toEqual([2, 2, 3, 2, 3, 3, 3]);
  });
});

describe('list labels', () => {
  it('writes 1 X 2 for three outcomes, 1 2 for two, and the names otherwise', () => {
    expect(shortOutcomeLabels(matchResult().outcomes)).toEqual(['1', 'X', '2']);
    expect(shortOutcomeLabels([{ name: 'Lions' }, { name: 'Tigers' }])).toEqual(['1', '2']);
    const four = ['0-1', '2-3', '4-5', '6+'].map((name) => ({ name }));
    expect(shortOutcomeLabels(four)).toEqual(['0-1', '2-3', '4-5', '6+']);
  });
});
