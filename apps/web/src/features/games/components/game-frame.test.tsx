import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import gamesPack from '../../../../../server/src/modules/i18n/packs/games.en.json';
import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { STARTUP_QUERY_KEY } from '../../../lib/site/use-startup-settings';
import { envelopeResponse, testSiteConfig, testStartupSettings } from '../../../testing/fixtures';
import { minesGame } from '../mines/mines-game';
import { GameFrame } from './game-frame';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const terms = {
  id: 'mines',
  rtp: 97,
  minBet: 1,
  maxBet: 1_000,
  maxWin: 100_000,
  defaultBet: 5,
  quickChips: [5, 10, 25, 50],
  maintenance: false,
  currencyId: 'BRL',
};

const view = (fields: Record<string, unknown>) => ({
  id: 41,
  gameId: 'mines',
  demo: false,
  result: 'PENDING',
  win: false,
  betAmount: 10,
  winAmount: 0,
  currencyId: 'BRL',
  multiplier: 1,
  nextMultiplier: 1.1,
  steps: 0,
  canCashOut: false,
  cashOutAmount: null,
  state: { params: { mines: 3 }, revealed: [], lost: false },
  fairness: { serverSeedHash: 'h', serverSeed: null, clientSeed: 'c', nonce: 0 },
  createdAt: 1,
  settledAt: null,
  ...fields,
});

function answer(url: string): Response {
  if (url.startsWith('/api/game/terms')) return envelopeResponse({ model: terms });
  if (url === '/api/game/bets') return envelopeResponse({ list: [] });
  if (url === '/api/game/bet') return envelopeResponse({ model: view({}), extra: { balance: 90 } });
  if (url === '/api/game/mines/play') {
    return envelopeResponse({
      model: view({
        steps: 1,
        multiplier: 1.1,
        nextMultiplier: 1.25,
        canCashOut: true,
        cashOutAmount: 11.02,
        state: { params: { mines: 3 }, revealed: [12], lost: false },
      }),
      extra: { balance: 90 },
    });
  }
  if (url === '/api/game/mines/cash_out') {
    return envelopeResponse({
      model: view({
        result: 'WIN',
        win: true,
        winAmount: 11.02,
        multiplier: 1.1,
        steps: 1,
        state: { params: { mines: 3 }, revealed: [12], lost: false, mineTiles: [0, 1, 2] },
      }),
      extra: { balance: 101.02 },
    });
  }
  if (url.startsWith('/api/auth/user_info')) {
    return envelopeResponse({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 101.02 } });
  }
  return envelopeResponse({});
}

const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => url === path);
  return call ? (JSON.parse(String(call[1].body)) as Record<string, unknown>) : undefined;
};

beforeEach(async () => {
  await installLanguagePack('en', { ...gamesPack, GAME_MINES: 'Mines', CLOSE: 'Close' });
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => answer(url));
  vi.stubGlobal('fetch', fetchMock);
  setSiteConfig(testSiteConfig);
  useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 100 } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFrame(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/game/mines']}>
        <GameFrame gameId="mines" game={minesGame} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the game frame', { timeout: 20_000 }, () => {
  it('plays demo only, without the real-money choice, where the market allows no real money', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(STARTUP_QUERY_KEY, { ...testStartupSettings, realMoney: false });
    renderFrame(client);
    fireEvent.click(await screen.findByTestId('place-bet'));
    await waitFor(() => expect(bodyOf('/api/game/bet')).toMatchObject({ demo: true }));
    expect(screen.queryByTestId('mode-real')).toBeNull();
    expect(screen.getByTestId('demo-only-note').textContent).toBe('REAL_MONEY_UNAVAILABLE');
  });

  it("shows the game's RTP on its page (and in its rules)", async () => {
    renderFrame();
    expect((await screen.findByTestId('game-rtp')).textContent).toBe('Return to player (RTP): 97%');
    fireEvent.click(screen.getByTestId('game-rules-button'));
    expect((await screen.findByTestId('game-rules')).textContent).toContain('97%');
  });

  it('never forces the rules open: a first visit marks the (i) button, which opens them', async () => {
    const first = renderFrame();
    await screen.findByTestId('place-bet');
    expect(screen.queryByTestId('game-rules')).toBeNull();
    expect(screen.getByTestId('game-rules-button').dataset.unseen).toBe('true');
    fireEvent.click(screen.getByTestId('game-rules-button'));
    expect(await screen.findByTestId('game-rules')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Got it, let's play" }));
    expect(screen.queryByTestId('game-rules')).toBeNull();
    expect(screen.getByTestId('game-rules-button').dataset.unseen).toBe('false');
    first.unmount();

    renderFrame();
    await screen.findByTestId('place-bet');
    expect(screen.queryByTestId('game-rules')).toBeNull();
    expect(screen.getByTestId('game-rules-button').dataset.unseen).toBe('false');
  });

  it('checks the typed amount before sending, then bets, reveals and cashes out with C', async () => {
    localStorage.setItem('hasRuleShow', JSON.stringify({ mines: true }));
    renderFrame();
    const amount = await screen.findByTestId('bet-amount');
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('5'));

    fireEvent.change(amount, { target: { value: 'abc' } });
    expect(screen.getByRole('alert').textContent).toBe('The bet must be a number, like 5 or 2.50.');
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '0.5' } });
    expect(screen.getByRole('alert').textContent).toBe('The minimum bet is R$ 1.00.');
    fireEvent.change(amount, { target: { value: '200' } });
    expect(screen.getByRole('alert').textContent).toBe('Your balance is too low for this bet.');

    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('place-bet'));
    await waitFor(() => expect(screen.getByTestId('game-balance-value').textContent).toBe('R$ 90.00'));
    expect(bodyOf('/api/game/bet')).toMatchObject({
      gameId: 'mines',
      model: { betAmount: 10, mines: 3 },
      demo: false,
    });

    fireEvent.click(screen.getByTestId('mines-tile-12'));
    await waitFor(() => expect(screen.getByTestId('mines-tile-12').dataset.look).toBe('gem'));
    expect(bodyOf('/api/game/mines/play')).toEqual({ id: 41, spot: 12 });
    // What the server pays (10 × the exact 1.1022…), not 10 × the shown ×1.10.
    expect(screen.getByTestId('cash-out').textContent).toContain('R$ 11.02');

    fireEvent.keyDown(window, { key: 'c' });
    expect((await screen.findByTestId('game-win')).textContent).toContain('R$ 11.02');
    expect(bodyOf('/api/game/mines/cash_out')).toEqual({ id: 41 });
    expect(screen.getAllByTestId(/^mines-tile-/).filter((tile) => tile.dataset.look === 'mine')).toHaveLength(
      3,
    );
    await waitFor(() => expect(screen.getByTestId('game-balance-value').textContent).toBe('R$ 101.02'));
  });

  it('resumes an open round of the game', async () => {
    localStorage.setItem('hasRuleShow', JSON.stringify({ mines: true }));
    fetchMock.mockImplementation(async (url) =>
      url === '/api/game/bets'
        ? envelopeResponse({
            list: [
              view({
                steps: 1,
                canCashOut: true,
                cashOutAmount: 11.02,
                multiplier: 1.1,
                state: { params: { mines: 5 }, revealed: [3], lost: false },
              }),
            ],
          })
        : answer(url),
    );
    renderFrame();
    expect(await screen.findByTestId('cash-out')).toBeTruthy();
    expect(screen.getByTestId('mines-tile-3').dataset.look).toBe('gem');
    expect(screen.getByTestId('mines-count').textContent).toBe('5');
  });

  it('polls bet_result every second when a cash-out answers PENDING, until the bet resolves', async () => {
    localStorage.setItem('hasRuleShow', JSON.stringify({ mines: true }));
    const open = view({
      steps: 1,
      canCashOut: true,
      cashOutAmount: 11.02,
      multiplier: 1.1,
      state: { params: { mines: 3 }, revealed: [12], lost: false },
    });
    let polls = 0;
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/game/bets') return envelopeResponse({ list: [open] });
      if (url === '/api/game/mines/cash_out') return envelopeResponse({ model: open });
      if (url === '/api/game/bet_result') {
        polls += 1;
        return envelopeResponse({
          model:
            polls < 2
              ? open
              : view({ result: 'WIN', win: true, winAmount: 11.02, multiplier: 1.1, steps: 1 }),
        });
      }
      return answer(url);
    });
    renderFrame();
    fireEvent.click(await screen.findByTestId('cash-out'));
    expect((await screen.findByTestId('game-win', {}, { timeout: 4_000 })).textContent).toContain('R$ 11.02');
    expect(polls).toBe(2);
  });
});
