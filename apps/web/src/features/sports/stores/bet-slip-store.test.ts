import { beforeEach, describe, expect, it } from 'vitest';

import { selection as slipSelection } from '../testing/uof-events';
import { EMPTY_SLIP } from '../utils/bet-slip';
import { useBetSlipStore } from './bet-slip-store';

const selection = slipSelection('sr:match:1');

beforeEach(() => useBetSlipStore.setState({ ...EMPTY_SLIP, placing: false, requestIds: {} }));

describe('the bet slip store', () => {
  it('keeps the selections still while bets are being placed', () => {
    const store = useBetSlipStore.getState();
    store.setPlacing(true);
    store.toggle(selection);
    expect(useBetSlipStore.getState().selections).toEqual([]);
    store.setPlacing(false);
    store.toggle(selection);
    expect(useBetSlipStore.getState().selections).toHaveLength(1);
  });

  it('gives a retried intent the same request id, and a new one once its answer was final', () => {
    let made = 0;
    const make = () => `sb-request-${++made}`;
    const store = useBetSlipStore.getState();
    expect(store.requestIdFor('single|a', make)).toBe('sb-request-1');
    expect(useBetSlipStore.getState().requestIdFor('single|a', make)).toBe('sb-request-1');
    expect(useBetSlipStore.getState().requestIdFor('single|b', make)).toBe('sb-request-2');
    useBetSlipStore.getState().forgetIntents(['single|a']);
    expect(useBetSlipStore.getState().requestIdFor('single|a', make)).toBe('sb-request-3');
    expect(useBetSlipStore.getState().requestIdFor('single|b', make)).toBe('sb-request-2');
  });

  it('keeps the names a selection was added with through price changes', () => {
    const store = useBetSlipStore.getState();
    store.toggle(selection);
    store.applyPrices(
      [{ eventId: 'sr:match:1', marketId: '1', outcomeId: '1', odds: 2.5, active: true }],
      'any',
    );
    expect(useBetSlipStore.getState().selections).toEqual([
      { ...selection, odds: 2.5, previousOdds: 2, marketName: '1x2', outcomeName: 'sr:match:1 Lions' },
    ]);
  });

  it('never brings a placed selection back', () => {
    const store = useBetSlipStore.getState();
    store.toggle(selection);
    store.remove(['sr:match:1/1/1']);
    store.applyPrices(
      [{ eventId: 'sr:match:1', marketId: '1', outcomeId: '1', odds: 2.5, active: true }],
      'none',
    );
    expect(useBetSlipStore.getState().selections).toEqual([]);
    expect(useBetSlipStore.getState().needsAccept).toBe(false);
  });
});
