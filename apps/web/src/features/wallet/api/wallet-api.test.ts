import { HEADER } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiStatusError } from '../../../lib/api/api-error';
import { useDialogStore } from '../../../lib/dialog/dialog-store';
import { useSessionStore } from '../../../lib/session/user-store';
import { envelopeResponse } from '../../../testing/fixtures';
import { createRecharge } from './create-recharge';
import { createWithdraw } from './create-withdraw';
import { getPaidList } from './get-paid-list';
import { getWalletHistory } from './get-wallet-history';
import { getWithdrawInfo } from './get-withdraw-info';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function lastCall(): { url: string; body: Record<string, unknown>; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? ['', {}];
  return {
    url,
    body: JSON.parse(String(init.body)) as Record<string, unknown>,
    headers: init.headers as Record<string, string>,
  };
}

const order = {
  id: 'r1',
  channelId: 'sandbox-pix',
  currencyId: 'BRL',
  amount: 20,
  status: 'PENDING',
  payUrl: '/sandbox/pay/r1',
  first: true,
  createdAt: 1,
  expiresAt: 2,
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ user: { token: 'token-abcdefghij' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('wallet API calls', () => {
  it('sends a recharge with its request id and the player token', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ model: order }));
    const result = await createRecharge({ channelId: 'sandbox-pix', amount: 20, requestId: 'w-abcdefgh' });
    expect(result.payUrl).toBe('/sandbox/pay/r1');
    const call = lastCall();
    expect(call.url).toBe('/api/pay/recharge');
    expect(call.body).toEqual({ channelId: 'sandbox-pix', amount: 20, requestId: 'w-abcdefgh' });
    expect(call.headers[HEADER.auth]).toBe('token-abcdefghij');
  });

  it('leaves absent codes out of a withdrawal', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({
        model: {
          id: 'w1',
          amount: 5,
          currencyId: 'BRL',
          status: 'PENDING_REVIEW',
          pixKeyType: 'CPF',
          pixKey: 'k',
          createdAt: 1,
        },
      }),
    );
    await createWithdraw({ amount: 5, requestId: 'w-12345678', smsCode: undefined, googleCode: '123456' });
    expect(lastCall().body).toEqual({ amount: 5, requestId: 'w-12345678', googleCode: '123456' });
  });

  it('throws the status of a refusal without an alert of its own', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          status: 1307,
          message: 'WAGERING_REQUIRED',
          extra: { remaining: 20 },
          time: Date.now(),
        }),
      ),
    );
    const error = await createWithdraw({ amount: 5, requestId: 'w-12345678' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiStatusError);
    expect((error as ApiStatusError).status).toBe(1307);
    expect((error as ApiStatusError).extra).toEqual({ remaining: 20 });
    expect(useDialogStore.getState().queue).toEqual([]);
  });

  it('reads a missing withdraw destination as null', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ model: null }));
    expect(await getWithdrawInfo()).toBeNull();
  });

  it('asks the paid list by ids', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ list: [{ id: 'r1', first: true, usdAmount: 4, amount: 20 }] }),
    );
    expect(await getPaidList(['r1', 'r2'])).toHaveLength(1);
    expect(lastCall().body).toEqual({ ids: ['r1', 'r2'] });
  });

  it('sends a history filter only when one is chosen', async () => {
    const page = { content: [], pageNo: 2, pageSize: 10, total: 0 };
    fetchMock.mockImplementation(async () => envelopeResponse({ page }));
    await getWalletHistory('all', 2, 10);
    expect(lastCall().body).toEqual({ pageNo: 2, pageSize: 10 });
    await getWalletHistory('withdraw', 1, 10);
    expect(lastCall().body).toEqual({ pageNo: 1, pageSize: 10, kind: 'withdraw' });
  });
});
