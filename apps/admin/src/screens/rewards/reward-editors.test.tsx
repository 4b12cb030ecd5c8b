import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import '../../lib/i18n';
import { api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { renderWithQueryClient } from '../../lib/test-render';
import { CheckinTab } from './checkin-tab';
import { MoneyRainTab } from './money-rain-tab';
import { VipLadderTab } from './vip-ladder-tab';
import { WheelTab } from './wheel-tab';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const checkinTables: Record<string, unknown> = {
  BRL: {
    currencyId: 'BRL',
    rows: [
      { vipLevel: 0, rewards: [1, 2, 3, 4, 5, 6, 10] },
      { vipLevel: 5, rewards: [2, 4, 6, 8, 10, 12, 20.5] },
    ],
  },
  USD: { currencyId: 'USD', rows: [] },
};
const wheels: Record<string, unknown> = {
  BRL: {
    currencyId: 'BRL',
    segments: [
      { weight: 3, amount: 0 },
      { weight: 1, amount: 8 },
    ],
    qualifyDeposit: 20,
    qualifyWager: 50.5,
  },
  USD: { currencyId: 'USD', segments: [], qualifyDeposit: null, qualifyWager: null },
};
const ladder = {
  currencyId: 'BRL',
  levels: [
    { level: 0, name: 'Starter', depositRequired: 0, betRequired: 0, rakebackPercent: 5 },
    { level: 1, name: 'Bronze', depositRequired: 10, betRequired: 100, rakebackPercent: 7.5 },
  ],
  rewards: { BRL: { '1': 5 }, IDR: { '1': 20_000 } },
};
const rain = {
  id: 7,
  currencyId: 'BRL',
  startsAt: Date.UTC(2026, 0, 5, 18, 0),
  durationSeconds: 60,
  pool: 100,
  packets: 5,
  minVipLevel: 0,
  paysTo: 'task_bonus',
  wageringMultiplier: 1,
  status: 'LIVE',
  grabbed: 2,
  grabbedAmount: 37.5,
};

const queryOf = (options: unknown) =>
  String((options as { query?: { currencyId?: string } } | undefined)?.query?.currencyId);

beforeEach(() => {
  vi.mocked(api).mockImplementation(async (method, path, options) => {
    if (method !== 'GET') return path === '/money_rain' ? { time: 0, model: { id: 8 } } : { time: 0 };
    if (path === '/checkin_table') return { time: 0, model: checkinTables[queryOf(options)] };
    if (path === '/wheel') return { time: 0, model: wheels[queryOf(options)] };
    if (path === '/vip_ladder') return { time: 0, model: ladder };
    if (path === '/money_rain') return { time: 0, list: [rain] };
    return { time: 0 };
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderTab(tab: ReactNode) {
  renderWithQueryClient(tab);
}

const cell = (column: string, row: number) =>
  screen.getByLabelText<HTMLInputElement>(`${column}, row ${row}`);
const reads = (path: string, currencyId?: string) =>
  vi
    .mocked(api)
    .mock.calls.filter(
      ([method, called, options]) =>
        method === 'GET' && called === path && (currencyId === undefined || queryOf(options) === currencyId),
    ).length;

describe('the check-in editor', () => {
  it('loads the chosen currency’s table, saves one changed cell with the rest, and reads it again', async () => {
    renderTab(<CheckinTab />);
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'brl' } });
    await waitFor(() => expect(cell('Day 7', 2).value).toBe('20.5'));
    expect(cell('VIP level', 2).value).toBe('5');

    fireEvent.change(cell('Day 2', 1), { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The check-in table in BRL was saved.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('PUT', '/checkin_table', {
      body: {
        currencyId: 'BRL',
        rows: [
          { vipLevel: 0, rewards: ['1', '2.5', '3', '4', '5', '6', '10'] },
          { vipLevel: 5, rewards: ['2', '4', '6', '8', '10', '12', '20.5'] },
        ],
      },
    });
    await waitFor(() => expect(reads('/checkin_table', 'BRL')).toBe(2));
  });

  it('follows the currency while untouched, and holds the saved table back from edits until asked', async () => {
    renderTab(<CheckinTab />);
    const currency = screen.getByLabelText('Currency');
    fireEvent.change(currency, { target: { value: 'BRL' } });
    await waitFor(() => expect(cell('Day 1', 1).value).toBe('1'));
    // Untouched: another currency's (empty) table replaces it, one blank row to start from.
    fireEvent.change(currency, { target: { value: 'USD' } });
    await waitFor(() => expect(screen.queryByLabelText('Day 1, row 2')).toBeNull());
    expect(cell('Day 1', 1).value).toBe('');

    fireEvent.change(cell('Day 1', 1), { target: { value: '0.5' } });
    fireEvent.change(currency, { target: { value: 'BRL' } });
    expect(
      await screen.findByText(/What is saved is not shown because you have edited this form/),
    ).toBeTruthy();
    expect(cell('Day 1', 1).value).toBe('0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Load what is saved' }));
    expect(cell('Day 1', 1).value).toBe('1');
    expect(cell('Day 7', 2).value).toBe('20.5');
    expect(screen.queryByRole('button', { name: 'Load what is saved' })).toBeNull();
  });
});

describe('a save under way', () => {
  it('keeps what the operator types while it is sent, holding back the table read after it', async () => {
    let stored = checkinTables.BRL as { rows: { vipLevel: number; rewards: number[] }[] };
    let release = () => {};
    vi.mocked(api).mockImplementation(async (method, _path, options) => {
      if (method === 'GET') return { time: 0, model: { currencyId: 'BRL', rows: stored.rows } };
      const body = (options as { body: { rows: { vipLevel: number; rewards: string[] }[] } }).body;
      await new Promise<void>((resolve) => (release = resolve));
      stored = { rows: body.rows.map((row) => ({ ...row, rewards: row.rewards.map(Number) })) };
      return { time: 0 };
    });
    renderTab(<CheckinTab />);
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'BRL' } });
    await waitFor(() => expect(cell('Day 1', 1).value).toBe('1'));
    fireEvent.change(cell('Day 1', 1), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith('PUT', '/checkin_table', expect.anything()));
    fireEvent.change(cell('Day 2', 1), { target: { value: '9' } });
    release();
    expect(await screen.findByText('The check-in table in BRL was saved.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Load what is saved' })).toBeTruthy();
    expect(cell('Day 1', 1).value).toBe('1.5');
    expect(cell('Day 2', 1).value).toBe('9');
  });

  it('follows the table read after it when nothing was typed meanwhile', async () => {
    let stored = { currencyId: 'BRL', rows: [{ vipLevel: 0, rewards: [1, 2, 3, 4, 5, 6, 7] }] };
    vi.mocked(api).mockImplementation(async (method) => {
      if (method === 'GET') return { time: 0, model: stored };
      // Read after the save: the cell saved, and one a colleague changed meanwhile.
      stored = { currencyId: 'BRL', rows: [{ vipLevel: 0, rewards: [1.5, 2, 3, 4, 5, 6, 70] }] };
      return { time: 0 };
    });
    renderTab(<CheckinTab />);
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'BRL' } });
    await waitFor(() => expect(cell('Day 1', 1).value).toBe('1'));
    fireEvent.change(cell('Day 1', 1), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cell('Day 7', 1).value).toBe('70'));
    expect(screen.queryByRole('button', { name: 'Load what is saved' })).toBeNull();
  });
});

describe('the VIP ladder editor', () => {
  it('opens with the saved ladder and its rewards, and saves them back whole', async () => {
    renderTab(<VipLadderTab />);
    expect(await screen.findByText(/Thresholds are in BRL/)).toBeTruthy();
    expect(cell('Name', 2).value).toBe('Bronze');
    expect(cell('Rakeback (%)', 2).value).toBe('7.5');
    expect(cell('Currency', 2).value).toBe('IDR');
    expect(cell('Level-up reward', 2).value).toBe('20000');

    fireEvent.change(cell('Name', 2), { target: { value: 'Bronze II' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The VIP ladder (2 levels) was saved.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('PUT', '/vip_ladder', {
      body: {
        levels: [
          { level: 0, name: 'Starter', depositRequired: '0', betRequired: '0', rakebackPercent: 5 },
          { level: 1, name: 'Bronze II', depositRequired: '10', betRequired: '100', rakebackPercent: 7.5 },
        ],
        rewards: { BRL: { '1': '5' }, IDR: { '1': '20000' } },
      },
    });
    await waitFor(() => expect(reads('/vip_ladder')).toBe(2));
  });
});

describe('the invite wheel editor', () => {
  it('loads a currency’s wheel, or two blank segments where none is saved', async () => {
    renderTab(<WheelTab />);
    const currency = screen.getByLabelText('Currency');
    fireEvent.change(currency, { target: { value: 'BRL' } });
    await waitFor(() => expect(cell('Prize', 2).value).toBe('8'));
    expect(screen.getByLabelText<HTMLInputElement>('Invitee wager to qualify').value).toBe('50.5');
    expect(screen.getByText('A spin pays 2 on average.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The invite wheel in BRL was saved.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('PUT', '/wheel', {
      body: {
        currencyId: 'BRL',
        segments: [
          { weight: 3, amount: '0' },
          { weight: 1, amount: '8' },
        ],
        qualifyDeposit: '20',
        qualifyWager: '50.5',
      },
    });

    fireEvent.change(currency, { target: { value: 'USD' } });
    await waitFor(() => expect(cell('Prize', 2).value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Invitee deposit to qualify').value).toBe('');
  });
});

describe('the money rain tab', () => {
  it('lists the rains under the form and reads them again after scheduling one', async () => {
    renderTab(<MoneyRainTab />);
    expect(await screen.findByText('2 of 5 packets')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByText('60 seconds')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'BRL' } });
    fireEvent.change(screen.getByLabelText('Starts at'), { target: { value: '2030-01-05T18:00' } });
    fireEvent.change(screen.getByLabelText('Pool'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Packets'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule rain' }));
    expect(await screen.findByText('Money rain 8 was scheduled.')).toBeTruthy();
    await waitFor(() => expect(reads('/money_rain')).toBe(2));
  });
});
