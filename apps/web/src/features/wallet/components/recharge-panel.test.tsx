import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import walletPack from '../../../../../server/src/modules/i18n/packs/wallet.en.json';
import { useWalletStore } from '../stores/wallet-store';
import { readPaidList, stopPaidListTimers } from '../utils/paid-list';
import { RechargePanel } from './recharge-panel';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const openMock = vi.fn();

const channel = { id: 'pix', name: 'PIX', currencyId: 'BRL', min: 10, max: 500, quickAmounts: [20, 50] };
const order = (status: string) => ({
  id: 'order-1',
  channelId: 'pix',
  currencyId: 'BRL',
  amount: 20,
  status,
  payUrl: '/sandbox/pay/order-1',
  first: true,
  createdAt: 1,
  expiresAt: 2,
});

function answer(url: string, orderStatus: () => string): Response {
  if (url === '/api/pay/recharge_channels') return envelopeResponse({ list: [channel] });
  if (url === '/api/pay/recharge' || url === '/api/pay/recharge_order')
    return envelopeResponse({ model: order(orderStatus()) });
  if (url === '/api/pay/paid_list') return envelopeResponse({ list: [] });
  if (url.startsWith('/api/auth/user_info'))
    return envelopeResponse({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 20 } });
  return envelopeResponse({});
}

beforeEach(async () => {
  await installLanguagePack('en', { ...walletPack, BALANCE: 'Balance', PLEASE_WAIT: 'Please wait' });
  localStorage.clear();
  fetchMock.mockReset();
  openMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('open', openMock);
  setSiteConfig(testSiteConfig);
  useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 0 } });
  useWalletStore.setState({ view: 'recharge', pendingOrderId: null, appDownloadOpen: false });
});

afterEach(() => {
  cleanup();
  stopPaidListTimers();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RechargePanel />
    </QueryClientProvider>,
  );
}

describe('RechargePanel', () => {
  it('checks the amount against the channel limits before asking the server', async () => {
    fetchMock.mockImplementation(async (url) => answer(url, () => 'PENDING'));
    renderPanel();
    fireEvent.change(await screen.findByTestId('recharge-amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('recharge-submit'));
    expect(await screen.findByText('The minimum amount is R$ 10.00.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/pay/recharge_channels']);
  });

  it('opens the payment page, tracks the order, and shows the new balance once it is paid', async () => {
    let status = 'PENDING';
    fetchMock.mockImplementation(async (url) => answer(url, () => status));
    renderPanel();
    fireEvent.click(await screen.findByTestId('recharge-quick-20'));
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await screen.findByTestId('recharge-pending');
    expect(openMock).toHaveBeenCalledWith('/sandbox/pay/order-1', '_blank', 'noopener');
    expect(readPaidList().map((entry) => entry.id)).toEqual(['order-1']);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/pay/recharge') ?? ['', {}];
    expect(JSON.parse(String(init.body))).toMatchObject({ channelId: 'pix', amount: 20 });

    status = 'PAID';
    await waitFor(() => expect(screen.getByTestId('recharge-success')).toBeTruthy(), { timeout: 4000 });
    await waitFor(() => expect(screen.getByTestId('recharge-success').textContent).toContain('R$ 20.00'));
    expect(useWalletStore.getState().appDownloadOpen).toBe(true);
  });
});
