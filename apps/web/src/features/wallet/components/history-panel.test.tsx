import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import lobbyPack from '../../../../../server/src/modules/i18n/packs/lobby.en.json';
import walletPack from '../../../../../server/src/modules/i18n/packs/wallet.en.json';
import { HistoryPanel } from './history-panel';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const base = {
  currencyId: 'BRL',
  createdAt: Date.UTC(2026, 10, 1),
  gameId: null,
  method: null,
  multiplier: null,
  moneyMoved: true,
  link: null,
};
const rows = [
  {
    ...base,
    id: 4,
    kind: 'crash_payout',
    amount: 10.7,
    type: 'win',
    label: 'WALLET_ROW_WIN_AT',
    gameId: 'crash',
    multiplier: 2.14,
    link: { type: 'crash', id: '2' },
  },
  {
    ...base,
    id: 3,
    kind: 'bet_stake',
    amount: -5,
    type: 'bet',
    label: 'WALLET_ROW_BET',
    gameId: 'mines',
    link: { type: 'round', id: '17' },
  },
  {
    ...base,
    id: 2,
    kind: 'recharge',
    amount: 50,
    type: 'deposit',
    label: 'WALLET_ROW_DEPOSIT_VIA',
    method: 'PIX',
    link: { type: 'order', id: 'R1' },
  },
  {
    ...base,
    id: 1,
    kind: 'withdraw_payout',
    amount: 0,
    type: 'withdrawal_paid',
    label: 'WALLET_ROW_WITHDRAWAL_PAID',
    moneyMoved: false,
    link: { type: 'order', id: 'W1' },
  },
];

beforeEach(async () => {
  await installLanguagePack('en', { ...lobbyPack, ...walletPack, PLEASE_WAIT: 'Wait' });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    envelopeResponse({ page: { content: rows, pageNo: 1, pageSize: 10, total: rows.length } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  setSiteConfig(testSiteConfig);
  useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 100 } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HistoryPanel', () => {
  it('names what happened and where, never "Other" or an internal reference', async () => {
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <HistoryPanel />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const items = await screen.findAllByTestId('history-item');
    const labels = items.map((item) => item.querySelector('[data-testid="history-label"]')?.textContent);
    expect(labels).toEqual(['Crash win at 2.14x', 'Mines bet', 'Deposit via PIX', 'Withdrawal paid out']);
    const text = items.map((item) => item.textContent).join(' ');
    expect(text).not.toMatch(/Other|crashbet:|round:/);
    expect(text).toContain('Round #17');
    expect(text).toContain('Bet #2');
  });

  it('makes each row with a round, bet or order a link to its record page', async () => {
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <HistoryPanel />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const links = await screen.findAllByTestId('history-link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/record/crash/2',
      '/record/round/17',
      '/record/order/R1',
      '/record/order/W1',
    ]);
    expect(links[1]?.textContent).toContain('Mines bet');
  });

  it('shows a bookkeeping row as no change to the balance, not as +R$ 0.00', async () => {
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <HistoryPanel />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const items = await screen.findAllByTestId('history-item');
    const paid = items[3];
    expect(paid?.textContent).toContain('No change to your balance');
    expect(paid?.textContent).not.toMatch(/0\.00/);
  });
});
