import type { SportsBetView, SportsLegView } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import sportsPack from '../../../../../server/src/modules/i18n/packs/sports.en.json';
import type { SportsAccount } from '../hooks/use-sports-account';
import { legView } from '../testing/uof-events';
import { MyBets } from './my-bets';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

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

/** A lost single on the Lions, or a bet of `legs`. */
function settledBet(id: number, legs: SportsLegView[] = [legView({ result: 'lost' })]): SportsBetView {
  return {
    id,
    kind: legs.length > 1 ? 'multiple' : 'single',
    sizes: null,
    lineCount: 1,
    stakePerLine: 1,
    totalStake: 1,
    stakeLeft: 1,
    potentialWin: 2,
    paid: 0,
    cashedOut: 0,
    currencyId: 'BRL',
    demo: false,
    status: 'LOST',
    oddsChange: 'none',
    legs,
    createdAt: Date.UTC(2026, 0, 1),
    settledAt: Date.UTC(2026, 0, 2),
  };
}

/** Bets `from` down to `to` (ids), newest first. */
const betsFrom = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => settledBet(from - index));

/** The settled bets as the server pages them: 60 … 11, then 10 … 1. */
function answerPages(url: string): Response {
  const query = new URL(url, 'http://x').searchParams;
  if (query.get('state') !== 'settled') return envelopeResponse({ list: [], extra: { nextBeforeId: null } });
  if (query.get('beforeId') === '11')
    return envelopeResponse({ list: betsFrom(10, 1), extra: { nextBeforeId: null } });
  return envelopeResponse({ list: betsFrom(60, 11), extra: { nextBeforeId: 11 } });
}

function renderMyBets() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MyBets account={account} />
    </QueryClientProvider>,
  );
}

const shownIds = () => screen.getAllByTestId('settled-bet').map((card) => Number(card.dataset.bet));

beforeEach(async () => {
  await installLanguagePack('en', sportsPack);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSiteConfig(testSiteConfig);
  useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 100 } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MyBets settled list', () => {
  it('offers older bets while there are more, appends the next page, then hides the button', async () => {
    fetchMock.mockImplementation(async (url) => answerPages(url));
    renderMyBets();
    fireEvent.click(screen.getByTestId('my-bets-settled'));

    const older = await screen.findByRole('button', { name: 'Show older bets' });
    expect(shownIds()).toEqual(betsFrom(60, 11).map((bet) => bet.id));
    expect(older.getAttribute('type')).toBe('button');

    fireEvent.click(older);
    await waitFor(() => expect(shownIds()).toHaveLength(60));
    expect(shownIds()).toEqual(betsFrom(60, 1).map((bet) => bet.id));
    const asked = fetchMock.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams);
    expect(asked.at(-1)?.get('beforeId')).toBe('11');
    expect(asked.at(-1)?.get('state')).toBe('settled');
    expect(screen.queryByTestId('my-bets-older')).toBeNull();
  });

  it('shows each leg by the names kept with the bet', async () => {
    const multiple = settledBet(7, [
      legView({ result: 'won' }),
      legView({
        eventId: 'sr:match:41762687',
        eventName: 'Bears – Wolves',
        home: 'Bears',
        away: 'Wolves',
        marketId: '18|total=2.5',
        marketName: 'Total 2.5',
        outcomeId: '12',
        outcomeName: 'Over 2.5',
        odds: 1.9,
        result: 'lost',
      }),
    ]);
    fetchMock.mockImplementation(async () =>
      envelopeResponse({ list: [multiple], extra: { nextBeforeId: null } }),
    );
    renderMyBets();
    fireEvent.click(screen.getByTestId('my-bets-settled'));
    const card = within(await screen.findByTestId('settled-bet'));
    expect(card.getByText('Multiple')).toBeTruthy();
    expect(card.getByText('Lions')).toBeTruthy();
    expect(card.getByText('1x2 · Lions – Tigers')).toBeTruthy();
    expect(card.getByText('Over 2.5')).toBeTruthy();
    expect(card.getByText('Total 2.5 · Bears – Wolves')).toBeTruthy();
  });

  it('shows no button when the first page is all there is', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse({ list: betsFrom(3, 1), extra: { nextBeforeId: null } }),
    );
    renderMyBets();
    fireEvent.click(screen.getByTestId('my-bets-settled'));
    await waitFor(() => expect(screen.getAllByTestId('settled-bet')).toHaveLength(3));
    expect(screen.queryByTestId('my-bets-older')).toBeNull();
  });
});
