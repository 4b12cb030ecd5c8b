import { STATUS, type Envelope, type SportsBetRequest, type SportsBetView } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { placeSportsBet, type PlacedSportsBet } from '../api/place-sports-bet';
import { usePlaceBets } from '../hooks/use-place-bets';
import type { SportsAccount } from '../hooks/use-sports-account';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { legView, selection } from '../testing/uof-events';
import { EMPTY_SLIP } from '../utils/bet-slip';
import { BetSlip } from './bet-slip';

vi.mock('../api/place-sports-bet', () => ({ placeSportsBet: vi.fn() }));
const place = vi.mocked(placeSportsBet);

const account: SportsAccount = {
  loggedIn: true,
  demo: false,
  balance: 100,
  format: (value) => `R$ ${value.toFixed(2)}`,
  decimals: 2,
  ready: true,
  walletError: null,
  applyBalance: vi.fn(),
};

function betView(request: SportsBetRequest, id: number): SportsBetView {
  return {
    id,
    kind: request.kind,
    sizes: null,
    lineCount: 1,
    stakePerLine: Number(request.stake),
    totalStake: Number(request.stake),
    stakeLeft: Number(request.stake),
    potentialWin: Number(request.stake) * (request.legs[0]?.odds ?? 1),
    paid: 0,
    cashedOut: 0,
    currencyId: 'BRL',
    demo: request.demo,
    status: 'OPEN',
    oddsChange: request.oddsChange,
    legs: request.legs.map((leg) =>
      legView({
        ...leg,
        eventName: `${leg.eventId} Lions – ${leg.eventId} Tigers`,
        home: `${leg.eventId} Lions`,
        away: `${leg.eventId} Tigers`,
        outcomeName: `${leg.eventId} Lions`,
      }),
    ),
    createdAt: 0,
    settledAt: null,
  };
}

const answer = (envelope: Omit<Envelope<PlacedSportsBet>, 'time'>): Envelope<PlacedSportsBet> => ({
  ...envelope,
  time: 0,
});

function Harness() {
  const placement = usePlaceBets(account);
  return <BetSlip account={account} placement={placement} liveDelayMs={0} />;
}

function renderSlip() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  place.mockReset();
  useBetSlipStore.setState({ ...EMPTY_SLIP, placing: false, requestIds: {} });
});
afterEach(cleanup);

describe('placing the slip', () => {
  it('shows a re-quote, asks the player to accept it, then places at the new price and shows the receipt', async () => {
    useBetSlipStore.setState({ selections: [selection('ev-1', 2)], stake: '10' });
    place.mockResolvedValueOnce(
      answer({
        status: STATUS.ODDS_CHANGED,
        message: 'ODDS_CHANGED',
        extra: { legs: [{ eventId: 'ev-1', marketId: '1', outcomeId: '1', odds: 1.8, active: true }] },
      }),
    );
    renderSlip();
    expect(screen.getByTestId('slip-potential-win').textContent).toBe('R$ 20.00');
    // The selection shows the names it was taken with.
    expect(screen.getByTestId('slip-selection').textContent).toContain('ev-1 Lions1x2');

    fireEvent.click(screen.getByTestId('place-bet'));
    const accept = await screen.findByTestId('accept-changes');
    expect(screen.getByTestId('slip-selection').dataset.changed).toBe('true');
    expect(screen.getByTestId('slip-error').textContent).toBe('ODDS_CHANGED');
    expect(screen.getByTestId('slip-potential-win').textContent).toBe('R$ 18.00');
    expect(screen.queryByTestId('place-bet')).toBeNull();

    fireEvent.click(accept);
    expect(screen.getByTestId('slip-selection').dataset.changed).toBe('false');
    place.mockImplementationOnce(async (request) =>
      answer({ status: STATUS.SUCCESS, model: { bet: betView(request, 41), balance: 82 } }),
    );
    fireEvent.click(screen.getByTestId('place-bet'));

    const receipt = await screen.findByTestId('bet-receipt');
    expect(receipt.textContent).toContain('ev-1 Lions · 1x2');
    expect(useBetSlipStore.getState().selections).toEqual([]);
    expect(account.applyBalance).toHaveBeenCalledWith(82);
    const [first, second] = place.mock.calls.map(([request]) => request);
    expect(first?.legs[0]?.odds).toBe(2);
    expect(second?.legs[0]?.odds).toBe(1.8);
    // The names the bet keeps are asked in the slip's language.
    expect(second?.lang).toBe('en');
    // Accepting a new price is a new bet: a new request id.
    expect(second?.requestId).not.toBe(first?.requestId);
  });

  it('retries a lost answer with the same request id', async () => {
    useBetSlipStore.setState({ selections: [selection('ev-1', 2)], stake: '5' });
    place.mockResolvedValueOnce(answer({ status: STATUS.NETWORK_ERROR, message: 'Network Error' }));
    renderSlip();
    fireEvent.click(screen.getByTestId('place-bet'));
    await screen.findByTestId('slip-error');
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('place-bet').disabled).toBe(false));

    place.mockImplementationOnce(async (request) =>
      answer({ status: STATUS.SUCCESS, model: { bet: betView(request, 42), balance: 95 } }),
    );
    fireEvent.click(screen.getByTestId('place-bet'));
    await screen.findByTestId('bet-receipt');
    const [first, retry] = place.mock.calls.map(([request]) => request);
    expect(retry?.requestId).toBe(first?.requestId);
  });

  it('places singles one request each, and keeps only the refused one on the slip', async () => {
    useBetSlipStore.setState({ selections: [selection('ev-1', 2), selection('ev-2', 3)], stake: '4' });
    place.mockImplementation(async (request) =>
      request.legs[0]?.eventId === 'ev-1'
        ? answer({ status: STATUS.SUCCESS, model: { bet: betView(request, 43), balance: 96 } })
        : answer({ status: STATUS.LIABILITY_EXCEEDED, message: 'LIABILITY_EXCEEDED' }),
    );
    renderSlip();
    fireEvent.click(screen.getByTestId('place-bet'));
    await screen.findByTestId('bet-receipt');
    expect(place).toHaveBeenCalledTimes(2);
    const ids = place.mock.calls.map(([request]) => request.requestId);
    expect(new Set(ids).size).toBe(2);
    expect(useBetSlipStore.getState().selections.map((each) => each.eventId)).toEqual(['ev-2']);
    expect(screen.getByTestId('slip-error').textContent).toBe('LIABILITY_EXCEEDED');
  });

  it('offers the modes the selections allow', () => {
    useBetSlipStore.setState({ selections: [selection('ev-1', 2), selection('ev-2', 3)], stake: '1' });
    renderSlip();
    expect(screen.getByTestId<HTMLButtonElement>('slip-mode-multiple').disabled).toBe(false);
    expect(screen.getByTestId<HTMLButtonElement>('slip-mode-system').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('slip-mode-multiple'));
    expect(screen.getByTestId('slip-mode-multiple').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('slip-potential-win').textContent).toBe('R$ 6.00');
  });
});
