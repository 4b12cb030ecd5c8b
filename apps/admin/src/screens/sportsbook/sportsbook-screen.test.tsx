import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../lib/i18n';
import { api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { renderWithQueryClient } from '../../lib/test-render';
import { SportsbookScreen } from './sportsbook-screen';
import { CORRECT_SCORE, EVENT, LISTED_EVENT } from './sportsbook-test-events';

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

/** The event as the server names it in Portuguese (only the draw differs here). */
const EVENT_PT = {
  ...EVENT,
  markets: EVENT.markets.map((market) => ({
    ...market,
    outcomes: market.outcomes.map((outcome) =>
      outcome.name === 'Draw' ? { ...outcome, name: 'Empate' } : outcome,
    ),
  })),
};

beforeEach(() => {
  vi.mocked(api).mockImplementation(async (_method, path, options) => {
    const lang = options?.query?.lang;
    if (path === '/sports/settings') return { time: 0, model: settings };
    if (path === '/sports/feed-health')
      return { time: 0, model: { producers: [], deadLetters: [], deadLetterCount: 0 } };
    if (path === '/api/sports/events') return { time: 0, list: [LISTED_EVENT] };
    if (path === '/api/sports/events/sr%3Amatch%3A1')
      return { time: 0, model: lang === 'pt' ? EVENT_PT : EVENT };
    return { time: 0 };
  });
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
});

/** Renders the screen and chooses Lions v Tigers; resolves once its markets are listed. */
async function openEvent() {
  renderWithQueryClient(<SportsbookScreen />);
  expect(await screen.findByDisplayValue('500')).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: 'Choose Lions v Tigers' }));
  await screen.findByRole('button', { name: 'Choose market 1x2 (1)' });
}

/** Confirms the action's dialog with a reason. */
function confirmWith(name: string, reason: string) {
  const dialog = screen.getByRole('dialog', { name });
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name }));
}

describe('SportsbookScreen', { timeout: 15_000 }, () => {
  it('asks events and markets named in the back office’s language', async () => {
    await openEvent();
    expect(api).toHaveBeenCalledWith('GET', '/api/sports/events', { query: { lang: 'en' } });
    expect(api).toHaveBeenCalledWith('GET', '/api/sports/events/sr%3Amatch%3A1', { query: { lang: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Choose market 1x2 (1)' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Settle by hand' }));
    expect(screen.getByRole('combobox', { name: 'Result of Draw' })).toBeTruthy();

    await i18n.changeLanguage('pt');
    expect(await screen.findByRole('combobox', { name: 'Resultado de Empate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Escolher o mercado 1x2 (1)' })).toBeTruthy();
    expect(api).toHaveBeenCalledWith('GET', '/api/sports/events', { query: { lang: 'pt' } });
    expect(api).toHaveBeenCalledWith('GET', '/api/sports/events/sr%3Amatch%3A1', { query: { lang: 'pt' } });
  });

  it('lists the event’s markets by name in their groups, each with its key', async () => {
    await openEvent();
    const markets = screen.getByRole('region', { name: 'Markets of Lions v Tigers' });
    expect(
      within(markets)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Main markets (1)', 'Totals (2)', 'Handicaps (1)', 'Other markets (1)']);

    const totals = within(markets).getByRole('table', { name: 'Totals of Lions v Tigers' });
    const rows = within(totals).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Total18|total=2.5',
      'Total18|total=3.5',
    ]);
    expect(within(totals).getByText('18|total=2.5').tagName).toBe('CODE');
    expect(rows[0]?.textContent).toContain('Over 2.5');
    expect(rows[0]?.textContent).toContain('Under 2.5');
    // The same name twice: each choice says which market by its key.
    expect(within(totals).getByRole('button', { name: 'Choose market Total (18|total=3.5)' })).toBeTruthy();

    const handicaps = within(markets).getByRole('table', { name: 'Handicaps of Lions v Tigers' });
    expect(within(handicaps).getByText('16|hcp=-0.75')).toBeTruthy();
    expect(within(handicaps).getByText(/Lions \(-0\.75\)/)).toBeTruthy();

    fireEvent.change(within(markets).getByRole('searchbox', { name: 'Find a market' }), {
      target: { value: 'under 3.5' },
    });
    expect(
      within(markets)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Totals (1)']);
    expect(within(markets).getByText('18|total=3.5')).toBeTruthy();
  });

  it('voids a market picked from the events list, with a reason', async () => {
    await openEvent();
    fireEvent.click(screen.getByRole('button', { name: 'Choose market 1x2 (1)' }));
    expect((screen.getByLabelText('Market key') as HTMLInputElement).value).toBe('1');
    expect(screen.getByRole('button', { name: 'Choose market 1x2 (1)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Void' }));
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));

    expect(screen.getByRole('dialog', { name: 'Void' }).textContent).toContain(
      'Every bet on market 1x2 (1) of event sr:match:1 is voided',
    );
    confirmWith('Void', 'match abandoned');
    expect(await screen.findByText('Voided market 1x2 (1) of event sr:match:1.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('POST', '/sports/void', {
      body: { eventId: 'sr:match:1', marketId: '1', reason: 'match abandoned' },
    });
  });

  it('settles the 1x2 by hand with a result for each outcome', async () => {
    await openEvent();
    fireEvent.click(screen.getByRole('button', { name: 'Choose market 1x2 (1)' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Settle by hand' }));

    const results = screen.getByRole('table', { name: 'Results of 1x2' });
    const names = within(results)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Lions1', 'Draw2', 'Tigers3']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Result of Lions' }), { target: { value: 'won' } });
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    confirmWith('Settle', 'feed result missing');

    expect(await screen.findByText('Settled market 1x2 (1) of event sr:match:1.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('POST', '/sports/settle', {
      body: {
        eventId: 'sr:match:1',
        marketId: '1',
        outcomes: [
          { id: '1', result: 'won' },
          { id: '2', result: 'lost' },
          { id: '3', result: 'lost' },
        ],
        reason: 'feed result missing',
      },
    });
  });

  it('settles a market of many outcomes, sending the outcome ids as they are', async () => {
    await openEvent();
    fireEvent.click(screen.getByRole('radio', { name: 'Settle by hand' }));
    fireEvent.click(
      screen.getByRole('button', { name: 'Choose market Correct score (45|variant=sr:correct_score:max:6)' }),
    );

    const selects = within(screen.getByRole('table', { name: 'Results of Correct score' })).getAllByRole(
      'combobox',
    );
    expect(selects).toHaveLength(CORRECT_SCORE.outcomes.length);
    expect(screen.getByText(/for each outcome of the market \(29 in all\)/)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Result of 2:1' }), { target: { value: 'won' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Dead heat of Other' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const deadHeat = screen.getByRole('textbox', { name: 'Dead heat of Other' });
    expect(deadHeat.getAttribute('aria-invalid')).toBe('true');
    expect(deadHeat.getAttribute('aria-describedby')).toContain(
      screen.getByText('Enter a fraction such as 1/2, or leave it empty.').id,
    );

    fireEvent.change(deadHeat, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    confirmWith('Settle', 'score corrected');
    expect(
      await screen.findByText(
        'Settled market Correct score (45|variant=sr:correct_score:max:6) of event sr:match:1.',
      ),
    ).toBeTruthy();
    const won = CORRECT_SCORE.outcomes.find((outcome) => outcome.name === '2:1')?.id;
    expect(api).toHaveBeenCalledWith('POST', '/sports/settle', {
      body: {
        eventId: 'sr:match:1',
        marketId: '45|variant=sr:correct_score:max:6',
        outcomes: CORRECT_SCORE.outcomes.map(({ id }) => ({ id, result: id === won ? 'won' : 'lost' })),
        reason: 'score corrected',
      },
    });
  });

  it('takes a typed key of the chosen event’s market, and refuses to settle a market it cannot see', async () => {
    await openEvent();
    fireEvent.click(screen.getByRole('radio', { name: 'Settle by hand' }));
    const key = screen.getByLabelText('Market key');
    fireEvent.change(key, { target: { value: '16|hcp=-0.75' } });
    expect(screen.getByRole('combobox', { name: 'Result of Lions (-0.75)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Result of Tigers (+0.75)' })).toBeTruthy();

    fireEvent.change(key, { target: { value: '18|total=4.5' } });
    expect(screen.queryByRole('table', { name: /^Results of/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(screen.getByText(/Settling needs the market’s outcomes/)).toBeTruthy();

    fireEvent.change(key, { target: { value: 'total:2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(screen.getByText(/Enter a market key such as 1 or 18\|total=2\.5/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
