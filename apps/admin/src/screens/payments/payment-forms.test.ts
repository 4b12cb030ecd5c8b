import { STATUS, type PaymentChannelAdmin } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { ApiFailure } from '../../lib/api';
import {
  channelCreateOf,
  channelDraftOf,
  channelPatchOf,
  limitPutOf,
  newChannelDraft,
  parseQuickAmounts,
  refusedFieldOf,
} from './payment-forms';

const channel: PaymentChannelAdmin = {
  id: 'sandbox-brl',
  name: 'PIX (sandbox)',
  provider: 'sandbox',
  providerInstalled: true,
  currencyId: 'BRL',
  min: 10,
  max: 50_000,
  quickAmounts: [20, 50, 100.5],
  enabled: true,
  sortOrder: 1,
};

describe('parseQuickAmounts', () => {
  it('reads comma-separated amounts, skipping blanks, with a dot for decimals', () => {
    expect(parseQuickAmounts(' 20, 50 ,, 100.50 ')).toEqual({ amounts: [20, 50, 100.5] });
    expect(parseQuickAmounts('')).toEqual({ amounts: [] });
  });

  it('refuses what is not an amount above zero, and more than the contract allows', () => {
    expect(parseQuickAmounts('20, abc')).toEqual({ error: 'quickAmounts' });
    expect(parseQuickAmounts('20, 0')).toEqual({ error: 'quickAmounts' });
    expect(parseQuickAmounts('1,2,3,4,5,6,7,8,9')).toEqual({ error: 'tooManyQuickAmounts' });
  });
});

describe('channelPatchOf', () => {
  it('sends only the fields that changed', () => {
    const draft = { ...channelDraftOf(channel), enabled: false, max: '40000' };
    expect(channelPatchOf(channel, draft)).toEqual({ request: { enabled: false, max: 40_000 } });
  });

  it('treats reordered or repeated quick amounts as unchanged, as the server stores them sorted once', () => {
    const draft = { ...channelDraftOf(channel), quickAmounts: '100.5, 20, 50, 20', name: ' PIX (sandbox) ' };
    expect(channelPatchOf(channel, draft)).toEqual({ request: {} });
  });

  it('leaves min above max to the server, but refuses what is not a number', () => {
    expect(channelPatchOf(channel, { ...channelDraftOf(channel), min: '60000' })).toEqual({
      request: { min: 60_000 },
    });
    expect(
      channelPatchOf(channel, { ...channelDraftOf(channel), min: '1.000,00', name: '', sortOrder: '-1' }),
    ).toEqual({ errors: { min: 'amount', name: 'required', sortOrder: 'sortOrder' } });
  });
});

describe('channelCreateOf', () => {
  it('makes the whole new channel', () => {
    const draft = {
      ...newChannelDraft('sandbox', 'BRL', 4),
      id: ' pix-express ',
      name: 'PIX Express',
      min: '5',
      max: '1000,50',
      quickAmounts: '5, 50',
    };
    expect(channelCreateOf(draft)).toEqual({
      request: {
        id: 'pix-express',
        name: 'PIX Express',
        provider: 'sandbox',
        currencyId: 'BRL',
        min: 5,
        max: 1000.5,
        quickAmounts: [5, 50],
        enabled: false,
        sortOrder: 4,
      },
    });
  });

  it('checks the id against the contract’s pattern', () => {
    const draft = { ...newChannelDraft('sandbox', 'BRL', 0), name: 'X', min: '1', max: '2' };
    expect(channelCreateOf({ ...draft, id: 'Bad Id' }).errors).toEqual({ id: 'channelId' });
    expect(channelCreateOf(draft).errors).toEqual({ id: 'required' });
  });
});

describe('limitPutOf', () => {
  it('makes the whole limits, or names the fields to fix', () => {
    expect(limitPutOf({ provider: 'sandbox', min: '20', max: '50000', kycThreshold: '10000' })).toEqual({
      request: { provider: 'sandbox', min: 20, max: 50_000, kycThreshold: 10_000 },
    });
    expect(limitPutOf({ provider: '', min: '', max: 'x', kycThreshold: '1' }).errors).toEqual({
      provider: 'required',
      min: 'required',
      max: 'amount',
    });
  });
});

describe('refusedFieldOf', () => {
  it('names the form field of an INVALID_INPUT refusal, and nothing for other failures', () => {
    const refusal = (field: string) =>
      new ApiFailure(STATUS.INVALID_INPUT, 'MIN_ABOVE_MAX', { field, reason: 'MIN_ABOVE_MAX' });
    expect(refusedFieldOf(refusal('min'))).toBe('min');
    expect(refusedFieldOf(refusal('quickAmounts.2'))).toBe('quickAmounts');
    expect(refusedFieldOf(refusal(''))).toBeUndefined();
    expect(refusedFieldOf(new ApiFailure(STATUS.FORBIDDEN))).toBeUndefined();
    expect(refusedFieldOf(new Error('boom'))).toBeUndefined();
  });
});
