import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import '../../lib/i18n';
import { api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { renderWithQueryClient } from '../../lib/test-render';
import { SportsbookScreen } from './sportsbook-screen';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const settings = {
  priceMarginBasisPoints: 500,
  cashOutMarginBasisPoints: 300,
  liveDelayMs: 5_000,
  quoteTtlMs: 8_000,
  cashOutEnabled: true,
  maxEventLiability: 50_000,
};
const market = {
  id: '1x2',
  type: '1x2',
  line: null,
  state: 'active',
  outcomes: ['home', 'draw', 'away'].map((id) => ({ id, odds: 2.5, version: 1, active: true, result: null })),
};
const event = {
  id: 'sr:match:1',
  sport: 'football',
  competition: 'Liga',
  home: 'Lions',
  away: 'Tigers',
  startsAt: 0,
  status: 'live',
  suspended: false,
  score: null,
  markets: [market],
  marketCount: 1,
};

beforeEach(() => {
  vi.mocked(api).mockImplementation(async (_method, path) => {
    if (path === '/sports/settings') return { time: 0, model: settings };
    if (path === '/api/sports/events') return { time: 0, list: [event] };
    if (path === '/api/sports/events/sr%3Amatch%3A1') return { time: 0, model: event };
    return { time: 0 };
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SportsbookScreen', { timeout: 15_000 }, () => {
  it('voids a market picked from the events list, with a reason', async () => {
    renderWithQueryClient(<SportsbookScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeTruthy();
    expect(await screen.findByDisplayValue('500')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Choose Lions v Tigers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose market 1x2' }));
    expect((screen.getByLabelText('Market ID') as HTMLInputElement).value).toBe('1x2');
    fireEvent.click(screen.getByRole('radio', { name: 'Void' }));
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));

    const dialog = screen.getByRole('dialog', { name: 'Void' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'match abandoned' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Voided market 1x2 of event sr:match:1.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('POST', '/sports/void', {
      body: { eventId: 'sr:match:1', marketId: '1x2', reason: 'match abandoned' },
    });
  });
});
