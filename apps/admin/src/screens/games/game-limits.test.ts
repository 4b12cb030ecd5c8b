import { describe, expect, it } from 'vitest';

import { amountText, parseAmountInput } from '../../lib/amount-input';
import type { AdminGame } from './api/get-game-catalogue';
import { changedSwitches, formatRtp, limitDrafts, limitsToSave, type LimitDraft } from './game-limits';

const game: AdminGame = {
  id: 'mines',
  type: 'mines',
  enabled: true,
  maintenance: false,
  hot: false,
  rtpBasisPoints: 9_700,
  limits: [{ currencyId: 'BRL', minBet: 0.5, maxBet: 1000, defaultBet: 2, maxWin: 100_000 }],
};
const brl = { id: 'BRL', symbol: 'R$', decimalLength: 2, withdrawDecimalLength: 2 };
const usd = { id: 'USD', symbol: '$', decimalLength: 2, withdrawDecimalLength: 2 };
const twoDecimals = () => 2;

function draft(currencyId: string, values: Partial<LimitDraft> = {}): LimitDraft {
  return { currencyId, minBet: '', defaultBet: '', maxBet: '', maxWin: '', ...values };
}

describe('parseAmountInput', () => {
  it('reads a decimal written with a point or a comma', () => {
    expect(parseAmountInput('12.5')).toBe(12.5);
    expect(parseAmountInput(' 12,50 ')).toBe(12.5);
    expect(parseAmountInput('7')).toBe(7);
  });

  it('refuses signs, grouping, exponents and words', () => {
    for (const text of ['', '-1', '1.000,50', '1e3', 'abc', '1.', '.5']) {
      expect(parseAmountInput(text)).toBeUndefined();
    }
  });
});

describe('amountText', () => {
  it('never writes an exponent', () => {
    expect(amountText(1e-7)).toBe('0.0000001');
    expect(amountText(100_000)).toBe('100000');
  });
});

describe('limitDrafts', () => {
  it('lists the site currencies first, filled where the game has limits', () => {
    const other = { ...game, limits: [...game.limits, { ...game.limits[0]!, currencyId: 'IDR' }] };
    expect(limitDrafts(other, [usd, brl]).map((each) => each.currencyId)).toEqual(['USD', 'BRL', 'IDR']);
    expect(limitDrafts(game, [brl])[0]).toEqual(
      draft('BRL', { minBet: '0.5', defaultBet: '2', maxBet: '1000', maxWin: '100000' }),
    );
  });
});

describe('limitsToSave', () => {
  it('sends only the currencies that changed, and skips blank new ones', () => {
    const drafts = limitDrafts(game, [brl, usd]);
    expect(limitsToSave(game, drafts, twoDecimals)).toEqual({ requests: [], errors: {} });

    const changed = drafts.map((each) => (each.currencyId === 'BRL' ? { ...each, maxBet: '2000,00' } : each));
    expect(limitsToSave(game, changed, twoDecimals).requests).toEqual([
      { currencyId: 'BRL', minBet: 0.5, defaultBet: 2, maxBet: 2000, maxWin: 100_000 },
    ]);
  });

  it('asks for every amount of a new currency and checks decimals and order', () => {
    const result = limitsToSave(
      game,
      [draft('USD', { minBet: '1', defaultBet: '0.505', maxBet: '0' })],
      twoDecimals,
    );
    expect(result.requests).toEqual([]);
    expect(result.errors).toEqual({
      'USD.defaultBet': 'decimals',
      'USD.maxBet': 'amount',
      'USD.maxWin': 'required',
    });

    const disordered = limitsToSave(
      game,
      [draft('USD', { minBet: '5', defaultBet: '1', maxBet: '10', maxWin: '100' })],
      twoDecimals,
    );
    expect(disordered.errors).toEqual({ 'USD.defaultBet': 'order' });
  });

  it('does not bound decimals of a currency it knows nothing of', () => {
    const result = limitsToSave(
      game,
      [draft('XYZ', { minBet: '0.0001', defaultBet: '1', maxBet: '10', maxWin: '100' })],
      () => undefined,
    );
    expect(result.requests).toHaveLength(1);
  });
});

describe('changedSwitches', () => {
  it('keeps only the switches that differ', () => {
    expect(changedSwitches(game, { enabled: true, maintenance: false, hot: false })).toBeUndefined();
    expect(changedSwitches(game, { enabled: true, maintenance: true, hot: false })).toEqual({
      maintenance: true,
    });
  });
});

describe('formatRtp', () => {
  it('shows basis points as a percentage with two decimals', () => {
    expect(formatRtp(9_712, 'en-GB')).toBe('97.12%');
    expect(formatRtp(9_700, 'pt-BR').replace(/\s/g, ' ')).toBe('97,00%');
  });
});
