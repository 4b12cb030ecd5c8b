import type { SportsFeedHealth } from '@casino/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { renderWithQueryClient } from '../../lib/test-render';
import { FeedHealthSection } from './feed-health-section';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

/** The server's clock in the answers below. */
const NOW = Date.UTC(2026, 4, 15, 12, 0, 0);

const HEALTH: SportsFeedHealth = {
  producers: [
    {
      feed: 'sandbox',
      producerId: 1,
      kind: 'live',
      status: 'recovering',
      downReason: 'alive_missed',
      lastAliveAt: NOW - 8_000,
      lastProcessedTs: NOW - 60_000,
      recovery: { requestId: 42, after: null, requestedAt: NOW - 3_000 },
      lastFailure: 'recovery request refused: HTTP 403',
      activeMarkets: 0,
      updatedAt: NOW - 1_000,
    },
    {
      feed: 'sandbox',
      producerId: 3,
      kind: 'prematch',
      status: 'up',
      downReason: null,
      lastAliveAt: NOW - 2_000,
      lastProcessedTs: NOW - 2_000,
      recovery: null,
      lastFailure: null,
      activeMarkets: 1234,
      updatedAt: NOW - 2_000,
    },
  ],
  deadLetters: [
    {
      id: 7,
      feed: 'sandbox',
      routingKey: 'hi.-.live.odds_change.1.sr:match.1.-',
      reason: 'not well-formed XML at line 1',
      body: '<odds_change event_id="sr:match:1"><odds',
      receivedAt: NOW - 30_000,
    },
  ],
  deadLetterCount: 1,
};

const EMPTY: SportsFeedHealth = { producers: [], deadLetters: [], deadLetterCount: 0 };

/** Answers the feed-health call with `model`. */
function answer(model: SportsFeedHealth) {
  vi.mocked(api).mockImplementation(async (_method, path) =>
    path === '/sports/feed-health' ? { time: NOW, model } : { time: NOW },
  );
}

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
});

/** The producers table's body rows, each as the texts of its cells. */
function producerRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Producers of the odds feed' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('FeedHealthSection', () => {
  it('shows each producer with its translated status, its recovery and its open markets', async () => {
    answer(HEALTH);
    renderWithQueryClient(<FeedHealthSection />);
    expect(await screen.findByText('Live odds')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('GET', '/sports/feed-health');
    expect(screen.getByRole('heading', { level: 2, name: 'Feed health' })).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Producers of the odds feed' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Producer',
      'Status',
      'Last alive',
      'Recovered up to',
      'Recovery under way',
      'Last failure',
      'Open markets',
    ]);
    const [live, prematch] = producerRows();
    expect(live?.[0]).toBe('Live oddsID 1 · sandbox');
    expect(live?.[1]).toBe('RecoveringNo alive in time');
    expect(live?.[2]).toBe('8 seconds ago');
    expect(live?.[4]).toBe('Request 42, fullasked 3 seconds ago');
    expect(live?.[5]).toBe('recovery request refused: HTTP 403');
    expect(prematch?.[0]).toBe('PrematchID 3 · sandbox');
    expect(prematch?.[1]).toBe('Up');
    expect(prematch?.[4]).toBe('—');
    expect(prematch?.[6]).toBe('1,234');
    expect(within(table).getByText('Recovering').className).toContain('badge-warn');
    expect(within(table).getByText('Up').className).toContain('badge-ok');
    // The cursor is a date and time, not a raw timestamp.
    expect(within(table).getAllByRole('time').length).toBeGreaterThan(0);
    expect(live?.[3]).not.toContain(String(NOW - 60_000));

    await i18n.changeLanguage('pt');
    expect(await screen.findByText('Recuperando')).toBeTruthy();
    expect(screen.getByText('Sem sinal (alive) a tempo')).toBeTruthy();
    expect(screen.getByText('Cotações ao vivo')).toBeTruthy();
    expect(screen.getByText('Ativo')).toBeTruthy();
  });

  it('lists a dead letter with its reason, its routing key and its body folded', async () => {
    answer(HEALTH);
    renderWithQueryClient(<FeedHealthSection />);
    const letters = await screen.findByRole('region', { name: 'Dead letters' });
    expect(within(letters).getByText('1 message could not be read.')).toBeTruthy();
    expect(within(letters).getByText('not well-formed XML at line 1')).toBeTruthy();
    expect(within(letters).getByText('hi.-.live.odds_change.1.sr:match.1.-').tagName).toBe('CODE');

    const body = within(letters).getByText('<odds_change event_id="sr:match:1"><odds');
    expect(body.tagName).toBe('PRE');
    const details = body.closest('details');
    expect(details?.open).toBe(false);
    fireEvent.click(within(letters).getByText('Message body (40 characters)'));
    expect(details?.open).toBe(true);
  });

  it('says when no producer has reported and no message was refused', async () => {
    answer(EMPTY);
    renderWithQueryClient(<FeedHealthSection />);
    expect(await screen.findByText('No feed producer has reported yet')).toBeTruthy();
    expect(screen.getByText('No dead letters')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('asks again when Refresh is pressed', async () => {
    answer(EMPTY);
    renderWithQueryClient(<FeedHealthSection />);
    await screen.findByText('No dead letters');
    answer(HEALTH);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Live odds')).toBeTruthy();
    expect(screen.getByText('1 message could not be read.')).toBeTruthy();
    expect(vi.mocked(api).mock.calls.filter(([, path]) => path === '/sports/feed-health')).toHaveLength(2);
  });

  it('fetches the market descriptions again and says how many markets each language has', async () => {
    vi.mocked(api).mockImplementation(async (_method, path) => {
      if (path === '/sports/feed-health') return { time: NOW, model: EMPTY };
      if (path === '/sports/descriptions/refresh')
        return {
          time: NOW,
          model: {
            refreshed: [
              { lang: 'en', markets: 1080, variants: 11 },
              { lang: 'pt', markets: 1075, variants: 11 },
            ],
          },
        };
      return { time: NOW };
    });
    renderWithQueryClient(<FeedHealthSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh market descriptions' }));
    expect(
      await screen.findByText('Market descriptions fetched again: en 1,080 markets, pt 1,075 markets.'),
    ).toBeTruthy();
    expect(api).toHaveBeenCalledWith('POST', '/sports/descriptions/refresh', { body: {} });
  });
});
