import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import '../../lib/i18n';
import { api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { renderWithQueryClient } from '../../lib/test-render';
import { GamesScreen } from './games-screen';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const game = {
  id: 'mines',
  type: 'mines',
  enabled: true,
  maintenance: false,
  hot: false,
  rtpBasisPoints: 9_700,
  limits: [{ currencyId: 'BRL', minBet: 0.5, maxBet: 1000, defaultBet: 2, maxWin: 100_000 }],
};
const chain = {
  id: 3,
  gameId: 'crash',
  scheme: 2,
  status: 'AWAITING_BEACON',
  terminatingHash: 'ab'.repeat(32),
  length: 1_000_000,
  demo: false,
  preBeacon: false,
  saltAnnouncement: 'drand 52db round 24000000',
  saltAnnouncedAt: Date.UTC(2026, 10, 27, 12, 0),
  beaconRound: 24_000_000,
  beaconDueAt: Date.UTC(2026, 10, 27, 12, 10, 3),
  beaconSignature: null,
  salt: null,
  saltSetAt: null,
  createdAt: 0,
  roundsPlayed: 0,
  remaining: 1_000_000,
};
const liveRound = {
  id: 70,
  number: 7,
  gameId: 'crash',
  status: 'BETTING',
  bettingEndsAt: 5_000,
  startedAt: null,
  crashPoint: null,
  hash: null,
  crashedAt: null,
  totals: [{ currencyId: 'BRL', bets: 2, players: 2, stake: 25, payout: 0, open: 2 }],
};
const crashedRound = {
  ...liveRound,
  id: 69,
  number: 6,
  status: 'CRASHED',
  crashPoint: 1.5,
  hash: 'cd'.repeat(32),
  crashedAt: 1,
  totals: [{ currencyId: 'BRL', bets: 1, players: 1, stake: 10, payout: 15, open: 0 }],
};
const live = {
  gameId: 'crash',
  round: liveRound,
  queued: 1,
  recent: [crashedRound],
  chain: { ...chain, status: 'ACTIVE', roundsPlayed: 999_950, remaining: 50 },
  serverTime: 0,
};

beforeEach(() => {
  vi.mocked(api).mockImplementation(async (_method, path) => {
    if (path === '/games') return { time: 0, list: [game] };
    if (path === '/crash/chains') return { time: 0, list: [chain] };
    if (path === '/crash/live') return { time: 0, list: [live] };
    if (path === '/api/home/site_config') {
      return {
        time: 0,
        model: { currencies: [{ id: 'BRL', symbol: 'R$', decimalLength: 2, withdrawDecimalLength: 2 }] },
      };
    }
    return { time: 0 };
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderScreen() {
  renderWithQueryClient(<GamesScreen />);
}

describe('GamesScreen', { timeout: 15_000 }, () => {
  it('edits a game’s switches and limits with one call per change', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Games' })).toBeTruthy();
    expect(await screen.findByText('97.00%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit mines' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit mines' });
    fireEvent.click(within(dialog).getByLabelText('In maintenance'));
    fireEvent.change(within(dialog).getByLabelText('Maximum bet'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('mines was saved.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('PUT', '/games/mines', { body: { maintenance: true } });
    expect(api).toHaveBeenCalledWith('PUT', '/games/mines/limits', {
      body: { currencyId: 'BRL', minBet: 0.5, defaultBet: 2, maxBet: 500, maxWin: 100_000 },
    });
  });

  it('keeps limits out of order from being sent', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit mines' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit mines' });
    fireEvent.change(within(dialog).getByLabelText('Default bet'), { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('The default bet must be between the minimum and the maximum bet.'),
    ).toBeTruthy();
    expect(api).not.toHaveBeenCalledWith('PUT', expect.anything(), expect.anything());
  });

  it('shows the crash round in play with its money, the queue, the chain left and the latest rounds', async () => {
    renderScreen();
    fireEvent.click(screen.getByRole('tab', { name: 'Crash live' }));
    const card = await screen.findByRole('article', { name: 'Crash' });
    expect(await within(card).findByText('Round #7')).toBeTruthy();
    expect(within(card).getByText('Betting, closes in 5 s')).toBeTruthy();
    expect(within(card).getByText('R$25.00')).toBeTruthy();
    expect(within(card).getByText('1 bet queued for the next round')).toBeTruthy();
    expect(within(card).getByText('chain 3: 50 rounds left')).toBeTruthy();
    const recent = within(card).getByRole('table', { name: 'The latest rounds of Crash' });
    expect(within(recent).getByText('1.50×')).toBeTruthy();
    expect(within(recent).getByText('-R$5.00')).toBeTruthy();
  });

  it('shows a chain’s announced beacon round and its due time, and offers no salt entry', async () => {
    renderScreen();
    fireEvent.click(screen.getByRole('tab', { name: 'Crash chains' }));
    expect(await screen.findByText('round 24000000')).toBeTruthy();
    expect(screen.getByText('Waiting for the beacon round')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /salt/i })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api).not.toHaveBeenCalledWith('POST', expect.stringContaining('/salt'), expect.anything());
  });
});
