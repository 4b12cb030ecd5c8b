import { beforeEach, describe, expect, it } from 'vitest';

import { EMPTY_SLIP, type SlipSelection } from '../utils/bet-slip';
import { useBetSlipStore } from './bet-slip-store';

const selection: SlipSelection = {
  eventId: 'ev-1',
  marketId: '1x2',
  outcomeId: 'home',
  sport: 'football',
  home: 'Reds',
  away: 'Blues',
  marketType: '1x2',
  line: null,
  odds: 2,
  previousOdds: null,
  active: true,
  open: true,
  live: false,
};

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

  it('never brings a placed selection back', () => {
    const store = useBetSlipStore.getState();
    store.toggle(selection);
    store.remove(['ev-1/1x2/home']);
    store.applyPrices(
      [{ eventId: 'ev-1', marketId: '1x2', outcomeId: 'home', odds: 2.5, active: true }],
      'none',
    );
    expect(useBetSlipStore.getState().selections).toEqual([]);
    expect(useBetSlipStore.getState().needsAccept).toBe(false);
  });
});
