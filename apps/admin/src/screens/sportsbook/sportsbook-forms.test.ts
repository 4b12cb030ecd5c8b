import { describe, expect, it } from 'vitest';

import {
  formatBasisPoints,
  marketActionOf,
  marketTypeOf,
  outcomeDraftsOf,
  parseDeadHeat,
  settingsDraftOf,
  settingsRequestOf,
  type MarketActionDraft,
} from './sportsbook-forms';

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
  it('knows a market’s type and outcomes from its id', () => {
    expect(marketTypeOf('total:2.5')).toBe('total');
    expect(marketTypeOf('corners')).toBeUndefined();
    expect(outcomeDraftsOf('1x2').map((outcome) => outcome.id)).toEqual(['home', 'draw', 'away']);
    expect(outcomeDraftsOf('nope')).toEqual([]);
  });

  it('reads a dead heat fraction', () => {
    expect(parseDeadHeat(' 1 / 2 ')).toEqual([1, 2]);
    expect(parseDeadHeat('0/2')).toBeUndefined();
    expect(parseDeadHeat('half')).toBeUndefined();
  });
});

describe('marketActionOf', () => {
  const base: MarketActionDraft = { kind: 'suspend', eventId: 'sr:match:1', marketId: '', outcomes: [] };

  it('suspends or resumes a whole event, or one market', () => {
    expect(marketActionOf(base, 'odds wrong')).toEqual({
      action: { kind: 'suspend', body: { eventId: 'sr:match:1', suspended: true, reason: 'odds wrong' } },
    });
    expect(marketActionOf({ ...base, kind: 'resume', marketId: ' total:2.5 ' }, 'fixed')).toEqual({
      action: {
        kind: 'suspend',
        body: { eventId: 'sr:match:1', marketId: 'total:2.5', suspended: false, reason: 'fixed' },
      },
    });
  });

  it('settles with every outcome’s result and an optional dead heat', () => {
    const outcomes = outcomeDraftsOf('winner').map((outcome, index) =>
      index === 0 ? { ...outcome, result: 'won' as const, deadHeat: '1/2' } : outcome,
    );
    expect(marketActionOf({ ...base, kind: 'settle', marketId: 'winner', outcomes }, 'feed wrong')).toEqual({
      action: {
        kind: 'settle',
        body: {
          eventId: 'sr:match:1',
          marketId: 'winner',
          outcomes: [
            { id: 'home', result: 'won', deadHeat: [1, 2] },
            { id: 'away', result: 'lost' },
          ],
          reason: 'feed wrong',
        },
      },
    });
  });

  it('needs a market to settle or void, and valid ids', () => {
    expect(marketActionOf({ ...base, kind: 'void' }, 'x')).toEqual({
      errors: { marketId: 'marketRequired' },
    });
    expect(marketActionOf({ ...base, eventId: 'A!', marketId: 'Total 2.5' }, 'x')).toEqual({
      errors: { eventId: 'eventId', marketId: 'marketId' },
    });
    expect(marketActionOf({ ...base, kind: 'settle', marketId: 'corners' }, 'x')).toEqual({
      errors: { marketId: 'outcomes' },
    });
  });
});
