import type { BetView } from '@casino/contracts';
import { fairFloats, scratch } from '@casino/game-math';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import gamesPack from '../../../../../server/src/modules/i18n/packs/games.en.json';
import gamesMorePack from '../../../../../server/src/modules/i18n/packs/gamesmore.en.json';
import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import { scratchGame } from '../scratch/scratch-game';
import { GameFrame } from './game-frame';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const terms = {
  id: 'scratch',
  rtp: 97,
  minBet: 1,
  maxBet: 1_000,
  maxWin: 100_000,
  defaultBet: 5,
  quickChips: [5, 10],
  maintenance: false,
  currencyId: 'BRL',
};

/** A classic ticket dealt by the real engine that wins; `opened` as /api/game/scratch/reveal answers it. */
function winningTicket(opened: boolean): BetView {
  for (let nonce = 0; nonce < 200; nonce += 1) {
    const params = { tier: 'classic' as const };
    const dealt = scratch.start(
      params,
      fairFloats({ serverSeed: 'frame-seed', clientSeed: 'c', nonce }, scratch.floatCount(params)),
    );
    const played = scratch.play(dealt, 0);
    if (!played.ok || played.value.result === 'lost') continue;
    const state = opened ? played.value.state : dealt;
    return {
      id: 7,
      gameId: 'scratch',
      demo: false,
      result: opened ? 'WIN' : 'PENDING',
      win: opened,
      betAmount: 5,
      winAmount: opened ? 25 : 0,
      currencyId: 'BRL',
      multiplier: opened ? 5 : 0,
      nextMultiplier: null,
      steps: opened ? 1 : 0,
      canCashOut: false,
      cashOutAmount: null,
      state: scratch.view(state, opened),
      fairness: { serverSeedHash: 'h', serverSeed: null, clientSeed: 'c', nonce },
      createdAt: 1,
      settledAt: opened ? 2 : null,
    };
  }
  throw new Error('no winning ticket');
}

function answer(url: string): Response {
  if (url.startsWith('/api/game/terms')) return envelopeResponse({ model: terms });
  if (url === '/api/game/bets') return envelopeResponse({ list: [] });
  if (url === '/api/game/bet')
    return envelopeResponse({ model: winningTicket(false), extra: { balance: 95 } });
  if (url === '/api/game/scratch/reveal') {
    return envelopeResponse({ model: winningTicket(true), extra: { balance: 120 } });
  }
  if (url.startsWith('/api/auth/user_info')) {
    return envelopeResponse({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 120 } });
  }
  return envelopeResponse({});
}

beforeEach(async () => {
  await installLanguagePack('en', {
    ...gamesPack,
    ...gamesMorePack,
    GAME_SCRATCH: 'Scratch',
    CLOSE: 'Close',
  });
  localStorage.clear();
  localStorage.setItem('hasRuleShow', JSON.stringify({ scratch: true }));
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

describe('a scratch ticket in the game frame', { timeout: 20_000 }, () => {
  it('keeps the result to itself until the ticket is scratched clean', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/game/scratch']}>
          <GameFrame gameId="scratch" game={scratchGame} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId('place-bet'));
    await waitFor(() => expect(screen.getByTestId('game-balance-value').textContent).toBe('R$ 95.00'));

    fireEvent.click(screen.getByTestId('scratch-cell-0'), { detail: 0 });
    await waitFor(() => expect(screen.getByTestId('scratch-cell-0').dataset.symbol).not.toBe(''));
    expect(screen.getByTestId('scratch-result').textContent).toBe('Scratch the foil!');
    expect(screen.getByTestId('round-state').textContent).toBe('Round in play');
    expect(screen.getByTestId('multiplier-now').textContent).toBe('×1.00');
    expect(screen.queryByTestId('game-win')).toBeNull();
    expect(screen.queryByTestId('place-bet')).toBeNull();
    expect(screen.getByTestId('game-balance-value').textContent).toBe('R$ 95.00');

    fireEvent.click(screen.getByTestId('scratch-reveal-all'));
    expect(await screen.findByTestId('game-win')).toBeTruthy();
    expect(screen.getByTestId('round-state').textContent).toBe('You won this round');
    await waitFor(() => expect(screen.getByTestId('game-balance-value').textContent).toBe('R$ 120.00'));
  });
});
