import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import errorsPack from '../../../../../server/src/modules/i18n/packs/errors.en.json';
import lobbyPack from '../../../../../server/src/modules/i18n/packs/lobby.en.json';
import recordsPack from '../../../../../server/src/modules/i18n/packs/records.en.json';
import type { BetWording } from './bet-wording';
import { RecordPage } from './record-page';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const round = {
  id: 17,
  gameId: 'mines',
  demo: false,
  result: 'WIN',
  betAmount: 10,
  winAmount: 12.59,
  currencyId: 'BRL',
  multiplier: 1.25,
  createdAt: Date.UTC(2026, 10, 1),
  settledAt: Date.UTC(2026, 10, 1, 0, 1),
  fairness: { serverSeedHash: 'a'.repeat(64), serverSeed: null, clientSeed: 'my seed', nonce: 4 },
  options: { mines: 3 },
};

/** Rounds, crash bets and orders borrow no product's words. */
const noWording: BetWording = {
  lotterySelection: () => '',
  sportsBetKind: () => '',
  sportsMarket: () => '',
  sportsOutcome: () => '',
  sportsOdds: () => '',
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Routes>
          <Route path="/record/:type/:id" element={<RecordPage wording={noWording} />} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await installLanguagePack('en', { ...lobbyPack, ...errorsPack, ...recordsPack, LOG_IN: 'Log in' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSiteConfig(testSiteConfig);
  useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 100 } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecordPage', () => {
  it('shows a round with its seeds and a Verify link that carries them to the fairness page', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse({ model: round }));
    renderAt('/record/round/17');
    expect((await screen.findByTestId('record-title')).textContent).toContain('Mines round #17');
    expect(fetchMock.mock.calls[0]?.[0]).toContain('/api/record/round/17');
    expect(screen.getByTestId('record-payout').textContent).toContain('12.59');
    expect(screen.getByTestId('record-multiplier').textContent).toContain('1.25x');
    expect(screen.getByTestId('record-server-seed').textContent).toContain('Revealed once you rotate');
    const verify = new URL(screen.getByTestId('record-verify').getAttribute('href') ?? '', 'http://x');
    expect(verify.pathname).toBe('/fairness');
    expect(Object.fromEntries(verify.searchParams)).toEqual({
      game: 'mines',
      serverSeedHash: 'a'.repeat(64),
      clientSeed: 'my seed',
      nonce: '4',
      mines: '3',
    });
  });

  it("says why a record cannot be shown in the server's words", async () => {
    fetchMock.mockImplementation(async () => envelopeResponse({ status: 1402, message: 'BET_NOT_FOUND' }));
    renderAt('/record/crash/5');
    expect((await screen.findByTestId('record-error')).textContent).toContain(errorsPack.BET_NOT_FOUND);
  });

  it('asks a visitor to log in, and calls nothing for an unknown kind of record', async () => {
    useSessionStore.setState({ user: null });
    renderAt('/record/order/R1');
    expect(screen.getByText(recordsPack.RECORD_LOGIN_REQUIRED)).toBeTruthy();
    cleanup();
    useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 100 } });
    renderAt('/record/bonus/1');
    expect(screen.getByText(recordsPack.RECORD_UNKNOWN)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
