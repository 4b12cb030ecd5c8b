import type { CrashBetView, CrashRoundView } from '@casino/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import crashPack from '../../../../../server/src/modules/i18n/packs/crash.en.json';
import { syncServerClock } from '../../../lib/api/server-clock';
import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { envelopeResponse } from '../../../testing/fixtures';
import { BetPanel, type BetPanelProps } from './bet-panel';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const round = (status: CrashRoundView['status'], startedAt: number | null = null): CrashRoundView => ({
  id: 7,
  number: 7,
  gameId: 'crash',
  status,
  bettingEndsAt: Date.now() + 5_000,
  startedAt,
  crashPoint: null,
  hash: null,
  crashedAt: null,
});

const placed: CrashBetView = {
  id: 3,
  roundId: 7,
  roundNumber: 7,
  gameId: 'crash',
  slot: 0,
  player: 'amy',
  betAmount: 10,
  currencyId: 'BRL',
  autoCashOut: 1.01,
  cashedOutAt: null,
  winAmount: 0,
  status: 'OPEN',
};

function renderPanel(props: Partial<BetPanelProps> = {}) {
  const onMine = vi.fn();
  render(
    <BetPanel
      gameId="crash"
      slot={0}
      round={round('BETTING')}
      mine={undefined}
      onMine={onMine}
      limits={{ minBet: 1, maxBet: 1_000, decimals: 2, balance: 100 }}
      defaultBet={5}
      quickChips={[5, 10, 25]}
      loggedIn
      format={(value) => `R$ ${value.toFixed(2)}`}
      {...props}
    />,
  );
  return { onMine };
}

beforeEach(async () => {
  await installLanguagePack('en', crashPack);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  syncServerClock(Date.now());
  useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 100 } });
  useUiStore.setState({ loginModal: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the crash bet panel', { timeout: 20_000 }, () => {
  it('checks the amount and the auto cash-out before sending anything', () => {
    renderPanel();
    const amount = screen.getByLabelText('Bet amount');
    const bet = screen.getByRole('button', { name: 'Bet' });
    expect((amount as HTMLInputElement).value).toBe('5');
    fireEvent.change(amount, { target: { value: '0.5' } });
    expect(screen.getByRole('alert').textContent).toBe('The minimum bet is R$ 1.00.');
    expect((bet as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '×2: double the bet' }));
    expect((amount as HTMLInputElement).value).toBe('2');
    fireEvent.change(amount, { target: { value: '150' } });
    expect(screen.getByRole('alert').textContent).toBe('The bet is more than your balance.');
    fireEvent.click(screen.getByRole('button', { name: 'R$ 10.00' }));

    fireEvent.click(screen.getByLabelText('Auto cash-out'));
    fireEvent.change(screen.getByLabelText('Auto cash-out multiplier'), { target: { value: '1.00' } });
    expect(screen.getByRole('alert').textContent).toBe('The lowest auto cash-out is 1.01x.');
    expect((bet as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the bet with its auto cash-out and slot, and records the answer', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ model: placed, extra: { balance: 90 } }));
    const { onMine } = renderPanel();
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByLabelText('Auto cash-out'));
    fireEvent.change(screen.getByLabelText('Auto cash-out multiplier'), { target: { value: '1.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(onMine).toHaveBeenCalledWith(placed));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/game/crash/bet');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      model: { betAmount: 10, autoCashOut: 1.01, slot: 0 },
    });
    expect(useSessionStore.getState().user?.balance).toBe(90);
  });

  it('says a bet during a flight goes to the next round, and shows the live payout of a flying bet', () => {
    renderPanel({ round: round('FLYING', Date.now()) });
    expect(screen.getByRole('button', { name: 'Bet on the next round' })).toBeTruthy();
    expect(screen.getByTestId('crash-status-0').textContent).toBe(
      'A bet placed now plays in the next round.',
    );
    cleanup();
    renderPanel({ round: round('FLYING', Date.now()), mine: placed });
    expect(screen.getByTestId('crash-cash-out-0').textContent).toContain('R$ 10.00');
    cleanup();
    renderPanel({ round: round('BETTING'), mine: { ...placed, roundId: null, status: 'QUEUED' } });
    expect(screen.getByRole('button', { name: 'Queued for the next round' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByTestId('crash-status-0').textContent).toBe(
      'R$ 10.00 queued: it flies in the next round.',
    );
  });

  it('asks a visitor to log in instead of betting', () => {
    renderPanel({ loggedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Log in to bet' }));
    expect(useUiStore.getState().loginModal).toBe('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
