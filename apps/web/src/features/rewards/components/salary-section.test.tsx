import type { SalaryStatement } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { STARTUP_QUERY_KEY } from '../../../lib/site/use-startup-settings';
import { envelopeResponse, testSiteConfig, testStartupSettings } from '../../../testing/fixtures';
import rewardsPack from '../../../../../server/src/modules/i18n/packs/rewards.en.json';
import uiPack from '../../../../../server/src/modules/i18n/packs/ui.en.json';
import { SalarySection } from './salary-section';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const path = (url: string) => String(url).split('?')[0];

const week = (patch: Partial<SalaryStatement['current']> = {}): SalaryStatement['current'] => ({
  weekStart: '2026-11-23',
  invitees: 2,
  referralEdge: 40,
  referral: 4,
  vipLevel: 1,
  vip: 10,
  total: 14,
  paid: false,
  ...patch,
});

function testStatement(patch: Partial<SalaryStatement> = {}): SalaryStatement {
  return {
    enabled: true,
    referralPercent: 10,
    current: week({ weekStart: '2026-11-30', invitees: 3, referralEdge: 52.5, referral: 5.25, total: 15.25 }),
    currentEndsAt: Date.UTC(2026, 11, 7, 3),
    weeks: [
      week({ paid: true }),
      week({ weekStart: '2026-11-16', invitees: 0, referralEdge: 0, referral: 0, total: 10, paid: true }),
    ],
    ...patch,
  };
}

let statement = testStatement();

beforeAll(async () => {
  await installLanguagePack('en', { ...uiPack, ...rewardsPack });
  setSiteConfig(testSiteConfig);
});

beforeEach(() => {
  statement = testStatement();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) =>
    path(url) === '/api/salary/statement' ? envelopeResponse({ model: statement }) : envelopeResponse({}),
  );
  useSessionStore.setState({ user: { token: 'token-abcdefghij', username: 'ana', currencyId: 'BRL' } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.setState({ user: null });
});

function renderSection(enableSalary = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(STARTUP_QUERY_KEY, { ...testStartupSettings, enableSalary });
  return render(
    <QueryClientProvider client={client}>
      <SalarySection />
    </QueryClientProvider>,
  );
}

describe('the weekly salary', () => {
  it('states the rules, this week so far and when it is paid', async () => {
    renderSection();
    const section = await screen.findByTestId('salary-section');
    expect(screen.getByTestId('salary-current-total').textContent).toBe('R$ 15.25');
    expect(section.textContent).toContain(
      'Referral salary: 10 % of the house edge your direct invitees play in the week.',
    );
    expect(section.textContent).toContain(rewardsPack.SALARY_RULE_ONE_LEVEL);
    expect(section.textContent).toContain(rewardsPack.SALARY_RULE_VIP);
    expect(section.textContent).toContain('(invitees: 3, house edge R$ 52.50)');
    expect(screen.getByTestId('salary-paid-after').textContent).toMatch(
      /^Paid after the week ends: Dec \d, 2026/,
    );
  });

  it('lists the weeks with their invitees, referral edge, referral, VIP, total and whether paid', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Your weeks' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Week of',
      'Invitees',
      "Invitees' house edge (R$)",
      'Referral (R$)',
      'VIP (R$)',
      'Total (R$)',
      'Status',
    ]);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Nov 23, 2026240.004.0010.0014.00Paid',
      'Nov 16, 202600.000.0010.0010.00Paid',
    ]);
  });

  it('is absent where the site runs no salary or the market does not offer it', async () => {
    statement = testStatement({ enabled: false });
    renderSection();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('salary-section')).toBeNull();
    cleanup();
    fetchMock.mockClear();
    renderSection(false);
    expect(screen.queryByTestId('salary-section')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
