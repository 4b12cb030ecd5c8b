import {
  SOCKET_EVENTS,
  SPORTS_SOCKET_TYPES,
  type SocketMessage,
  type SportsEventView,
  type SportsOddsPush,
} from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import sportsPack from '../../../../../server/src/modules/i18n/packs/sports.en.json';
import { useSportsLive } from '../hooks/use-sports-live';
import { useBetSlipStore } from '../stores/bet-slip-store';
import {
  asianHandicap,
  footballEvent,
  marketView,
  matchResult,
  outcome,
  totalGoals,
} from '../testing/uof-events';
import { EMPTY_SLIP } from '../utils/bet-slip';
import { EventPage } from './event-page';

// The socket is tested in lib/socket; here the page's reaction to the pushes it delivers is.
const socketHandlers = new Map<string, (message: SocketMessage) => void>();
vi.mock('../../../lib/socket/socket-hooks', () => ({
  useSocketEvent: (event: string, handler: (message: SocketMessage) => void) =>
    socketHandlers.set(event, handler),
  useRealtimeModules: () => undefined,
}));

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

/** A correct-score market: 0:0 to 4:4 and "other", 26 outcomes. */
const correctScore = marketView(41, { variant: 'sr:correct_score:max:6' }, 'Correct score', 'other', [
  ...Array.from({ length: 25 }, (_, index) => {
    const [home, away] = [Math.floor(index / 5), index % 5];
    return outcome(`sr:correct_score:max:6:${110 + index}`, `${home}:${away}`, 8 + index);
  }),
  outcome('sr:correct_score:max:6:1001', 'Other', 40),
]);

let served: SportsEventView = footballEvent([totalGoals(), asianHandicap(), matchResult(), correctScore]);

function Harness() {
  useSportsLive(() => undefined);
  return <EventPage eventId={served.id} onBack={() => undefined} />;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

/** Delivers a push as the socket would. */
function deliver(push: SportsOddsPush) {
  const handle = socketHandlers.get(SOCKET_EVENTS.gameData);
  if (!handle) throw new Error('useSportsLive listens to no socket event');
  act(() => handle({ type: SPORTS_SOCKET_TYPES.odds, data: push }));
}

const eventRequests = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/sports/events/'));

beforeEach(async () => {
  await installLanguagePack('en', sportsPack);
  served = footballEvent([totalGoals(), asianHandicap(), matchResult(), correctScore]);
  socketHandlers.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => envelopeResponse({ model: served }));
  vi.stubGlobal('fetch', fetchMock);
  setSiteConfig(testSiteConfig);
  useBetSlipStore.setState({ ...EMPTY_SLIP, placing: false, requestIds: {} });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the event page', () => {
  it('asks for the event in the player’s language', async () => {
    renderPage();
    await screen.findByTestId('sports-event-page');
    const url = new URL(eventRequests()[0]?.[0] ?? '', 'http://x');
    expect(url.pathname).toBe('/api/sports/events/sr%3Amatch%3A41762685');
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('shows the markets by group in the book’s order, each under its name, outcomes by their names', async () => {
    renderPage();
    await screen.findByTestId('sports-event-page');
    const groups = screen.getAllByTestId('sports-market-group');
    expect(groups.map((group) => group.dataset.group)).toEqual(['main', 'totals', 'handicaps', 'other']);
    expect(groups.map((group) => within(group).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Main',
      'Totals',
      'Handicaps',
      'Other',
    ]);
    const handicap = screen.getByRole('region', { name: 'Handicap -0.75' });
    expect(within(handicap).getByRole('button', { name: 'Lions (-0.75), 2.05' })).toBeTruthy();
    expect(within(handicap).getByRole('button', { name: 'Tigers (+0.75), 1.80' })).toBeTruthy();
    const score = screen.getByRole('group', { name: 'Correct score' });
    expect(within(score).getAllByRole('button')).toHaveLength(26);
    expect(score.className).toContain('outcomes3');
    expect(screen.getByRole('group', { name: 'Total 2.5' }).className).toContain('outcomes2');
  });

  it('filters the markets by a group chip, and shows them all again', async () => {
    renderPage();
    await screen.findByTestId('sports-event-page');
    const chips = within(screen.getByRole('group', { name: 'Market groups' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Main', 'Totals', 'Handicaps', 'Other']);
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Totals' }));
    expect(screen.getByRole('button', { name: 'Totals' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('sports-market').map((market) => market.dataset.market)).toEqual([
      '18|total=2.5',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByTestId('sports-market')).toHaveLength(4);
  });

  it('puts an outcome on the slip with the names it shows', async () => {
    renderPage();
    await screen.findByTestId('sports-event-page');
    fireEvent.click(screen.getByRole('button', { name: 'Over 2.5, 1.90' }));
    expect(useBetSlipStore.getState().selections).toMatchObject([
      { marketId: '18|total=2.5', outcomeId: '12', marketName: 'Total 2.5', outcomeName: 'Over 2.5' },
    ]);
  });

  it('merges a push into the named markets, and reads the event again for a market it does not hold', async () => {
    renderPage();
    await screen.findByTestId('sports-event-page');
    const push = (markets: SportsOddsPush['markets']): SportsOddsPush => ({
      eventId: served.id,
      status: 'not_started',
      suspended: false,
      score: null,
      markets,
    });
    const state = { version: 2, active: true, result: null };

    deliver(push([{ id: '1', state: 'active', outcomes: [{ id: '1', odds: 1.75, ...state }] }]));
    expect(await screen.findByRole('button', { name: /^Lions, 1\.75/ })).toBeTruthy();
    expect(eventRequests()).toHaveLength(1);

    // Market 18 with total 3.5 is new to the page: the server names it when the page reads the event again.
    const over35 = marketView(18, { total: '3.5' }, 'Total 3.5', 'totals', [
      outcome('12', 'Over 3.5', 2.9),
      outcome('13', 'Under 3.5', 1.4),
    ]);
    served = { ...served, markets: [...served.markets, over35] };
    const news = push([
      { id: '18|total=3.5', state: 'active', outcomes: [{ id: '12', odds: 2.9, ...state }] },
    ]);
    deliver(news);
    await waitFor(() => expect(eventRequests()).toHaveLength(2));
    expect(await screen.findByRole('region', { name: 'Total 3.5' })).toBeTruthy();

    // Asked once: another push of it reads nothing more.
    deliver(news);
    expect(eventRequests()).toHaveLength(2);
  });
});
