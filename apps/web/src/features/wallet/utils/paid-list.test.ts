import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setPurchaseSink, type PurchaseEvent } from './purchase-analytics';
import {
  checkPaidList,
  PAID_LIST_KEEP_MS,
  PAID_LIST_RECHECK_MS,
  readPaidList,
  resumePaidListTimers,
  stopPaidListTimers,
  trackPurchase,
} from './paid-list';

const START = Date.UTC(2026, 0, 1);
const reported: PurchaseEvent[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  localStorage.clear();
  reported.length = 0;
  setPurchaseSink((event) => reported.push(event));
});

afterEach(() => {
  stopPaidListTimers();
  vi.useRealTimers();
});

const paidItem = (id: string) => ({ id, first: true, usdAmount: 4.2, amount: 20 });

describe('paid-purchase tracking list', () => {
  it('keeps at most the 10 newest orders', () => {
    const fetchPaid = vi.fn(async () => []);
    for (let index = 0; index < 12; index += 1) trackPurchase(`order-${index}`, fetchPaid, START + index);
    const ids = readPaidList(START + 20).map((entry) => entry.id);
    expect(ids).toHaveLength(10);
    expect(ids[0]).toBe('order-2');
    expect(ids[9]).toBe('order-11');
  });

  it('forgets an order after one hour', () => {
    trackPurchase(
      'old',
      vi.fn(async () => []),
      START,
    );
    expect(readPaidList(START + PAID_LIST_KEEP_MS - 1)).toHaveLength(1);
    expect(readPaidList(START + PAID_LIST_KEEP_MS)).toHaveLength(0);
  });

  it('rechecks 3 minutes after adding, reports a paid order once and drops it', async () => {
    const fetchPaid = vi.fn(async (ids: string[]) => ids.filter((id) => id === 'paid').map(paidItem));
    trackPurchase('paid', fetchPaid);
    trackPurchase('unpaid', fetchPaid);
    await vi.advanceTimersByTimeAsync(PAID_LIST_RECHECK_MS - 1);
    expect(fetchPaid).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchPaid).toHaveBeenCalledWith(['paid', 'unpaid']);
    expect(reported).toEqual([{ orderId: 'paid', usdAmount: 4.2, first: true }]);
    expect(readPaidList().map((entry) => entry.id)).toEqual(['unpaid']);
    await checkPaidList(fetchPaid);
    expect(reported).toHaveLength(1);
  });

  it('shares one request between overlapping checks, so nothing is reported twice', async () => {
    const fetchPaid = vi.fn(async (ids: string[]) => ids.map(paidItem));
    trackPurchase('a', fetchPaid);
    await Promise.all([checkPaidList(fetchPaid), checkPaidList(fetchPaid)]);
    expect(fetchPaid).toHaveBeenCalledTimes(1);
    expect(reported).toHaveLength(1);
  });

  it('still checks after a check that found nothing to ask about', async () => {
    const fetchPaid = vi.fn(async (ids: string[]) => ids.map(paidItem));
    await checkPaidList(fetchPaid);
    trackPurchase('b', fetchPaid);
    await checkPaidList(fetchPaid);
    expect(fetchPaid).toHaveBeenCalledWith(['b']);
  });

  it('keeps the entries when the server cannot answer', async () => {
    const fetchPaid = vi.fn(async () => {
      throw new Error('offline');
    });
    trackPurchase('a', fetchPaid);
    await checkPaidList(fetchPaid);
    expect(readPaidList()).toHaveLength(1);
    expect(reported).toHaveLength(0);
  });

  it('re-arms the recheck of stored orders after a page load', async () => {
    localStorage.setItem('paidList', JSON.stringify([{ id: 'stored', addedAt: START - 60_000 }]));
    const fetchPaid = vi.fn(async (ids: string[]) => ids.map(paidItem));
    resumePaidListTimers(fetchPaid);
    await vi.advanceTimersByTimeAsync(PAID_LIST_RECHECK_MS - 60_000);
    expect(fetchPaid).toHaveBeenCalledWith(['stored']);
    expect(reported.map((event) => event.orderId)).toEqual(['stored']);
  });

  it('ignores malformed stored data', () => {
    localStorage.setItem('paidList', '{"not":"a list"}');
    expect(readPaidList()).toEqual([]);
    localStorage.setItem('paidList', JSON.stringify([{ id: 1 }, { id: 'ok', addedAt: START }]));
    expect(readPaidList().map((entry) => entry.id)).toEqual(['ok']);
  });
});
