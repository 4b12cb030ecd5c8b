import type { GgrRow, RtpRow } from '@casino/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import '../../lib/i18n';
import { ApiFailure, api, downloadCsv } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { renderWithQueryClient } from '../../lib/test-render';
import { ReportsScreen } from './reports-screen';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
  downloadCsv: vi.fn(),
}));

const ggr: GgrRow[] = [
  {
    key: '2026-11-22',
    currencyId: 'BRL',
    rounds: 3,
    stakes: 10.1,
    payouts: 5.2,
    ggr: 4.9,
    bonuses: 1,
    ngr: 3.9,
  },
  {
    key: '2026-11-23',
    currencyId: 'BRL',
    rounds: 2,
    stakes: 0.2,
    payouts: 0.1,
    ggr: 0.1,
    bonuses: 0,
    ngr: 0.1,
  },
];
const rtp: RtpRow[] = [
  {
    gameId: 'crash',
    currencyId: 'BRL',
    rounds: 500,
    stakes: 500,
    payouts: 600,
    declaredRtp: 0.97,
    actualRtp: 1.2,
    bandLow: 0.9,
    bandHigh: 1.04,
    outside: true,
  },
];

function renderScreen() {
  renderWithQueryClient(<ReportsScreen />);
}

beforeEach(() => {
  vi.mocked(api).mockImplementation(async (_method, path) => ({
    time: 0,
    list: path.endsWith('/ggr') ? ggr : path.endsWith('/rtp') ? rtp : [],
  }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ReportsScreen', () => {
  it('opens on the last seven UTC days with the GGR report and its totals per currency', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const from = screen.getByLabelText<HTMLInputElement>('From').value;
    const to = screen.getByLabelText<HTMLInputElement>('To').value;
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    expect(await screen.findByText('2026-11-22')).toBeTruthy();
    const totals = screen.getByRole('heading', { name: 'Totals per currency' }).nextElementSibling;
    const [, totalRow] = within(totals as HTMLElement).getAllByRole('row');
    const cells = within(totalRow as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'BRL',
      '5',
      'R$10.30',
      'R$5.30',
      'R$5.00',
      'R$1.00',
      'R$4.00',
    ]);
  });

  it('raises the banner for games outside their RTP band and flags them in the RTP report', async () => {
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain(
      '1 game is outside its RTP band in this period.',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'RTP' }));
    expect(await screen.findByText('Outside band')).toBeTruthy();
    expect(screen.getByText('120.00%')).toBeTruthy();
  });

  it('exports the open report as CSV under a telling name', async () => {
    renderScreen();
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'game' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const from = screen.getByLabelText<HTMLInputElement>('From').value;
    const to = screen.getByLabelText<HTMLInputElement>('To').value;
    await vi.waitFor(() =>
      expect(downloadCsv).toHaveBeenCalledWith(
        '/api/operator/reports/ggr',
        { from, to, groupBy: 'game', format: 'csv' },
        `ggr-by-game-${from}-to-${to}.csv`,
      ),
    );
  });

  it('marks the end date when the server refuses the period', async () => {
    vi.mocked(api).mockRejectedValue(
      new ApiFailure(1001, 'DATE_RANGE_INVALID', { field: 'to', reason: 'DATE_RANGE_INVALID' }),
    );
    renderScreen();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    await vi.waitFor(() => expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
