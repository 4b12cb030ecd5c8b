import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { HomeActivity } from '@casino/contracts';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import activityPt from '../../../../../server/src/modules/i18n/packs/activity.pt.json';
import { i18n, installLanguagePack } from '../../../lib/i18n/i18n';
import { setSiteConfig } from '../../../lib/site/site-config';
import { STARTUP_QUERY_KEY } from '../../../lib/site/use-startup-settings';
import { testSiteConfig, testStartupSettings } from '../../../testing/fixtures';
import { ActivityTicker } from './activity-ticker';
import { ActivityTickerSlot } from './activity-ticker-slot';

const ACTIVITY: HomeActivity = {
  bigWins: [
    {
      id: 'round:1',
      gameId: 'mines',
      gameName: 'GAME_MINES',
      player: 'ti***7',
      betAmount: 1234.5,
      multiplier: 1.25,
      payout: 1543.12,
      currencyId: 'BRL',
      time: Date.now() - 120_000,
    },
  ],
  latestBets: [
    {
      id: 'crash:2',
      gameId: 'crash',
      gameName: 'GAME_CRASH',
      player: 'ab***z',
      betAmount: 10,
      multiplier: 0,
      payout: 0,
      currencyId: 'BRL',
      time: Date.now(),
    },
  ],
};

function renderWith(node: ReactNode, showActivityTicker: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(STARTUP_QUERY_KEY, { ...testStartupSettings, showActivityTicker });
  client.setQueryData(['home-activity'], ACTIVITY);
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

beforeAll(() => {
  setSiteConfig(testSiteConfig);
  installLanguagePack('pt', activityPt);
});
afterAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

describe('ActivityTicker', () => {
  it('shows the big wins in the player’s language and currency, and the latest bets on the other tab', () => {
    renderWith(<ActivityTicker />, true);
    expect(screen.getByRole('heading', { name: 'Atividade ao vivo' })).toBeTruthy();
    const wins = screen.getByRole('tab', { name: 'Grandes ganhos' });
    expect(wins.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('activity-player').textContent).toBe('ti***7');
    expect(screen.getByText('R$ 1.234,50')).toBeTruthy();
    expect(screen.getByTestId('activity-payout').textContent).toBe('1,25× · R$ 1.543,12');

    // Arrow keys move between the tabs (and take the focus along).
    fireEvent.keyDown(wins, { key: 'ArrowRight' });
    const latest = screen.getByRole('tab', { name: 'Últimas apostas' });
    expect(latest.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(latest);
    expect(screen.getByTestId('activity-player').textContent).toBe('ab***z');
    expect(screen.getByTestId('activity-payout').textContent).toBe('Sem ganho');
  });

  it('takes no room at all while the operator has it off, and a fixed box when on', () => {
    const off = renderWith(<ActivityTickerSlot />, false);
    expect(off.container.innerHTML).toBe('');
    cleanup();
    renderWith(<ActivityTickerSlot />, true);
    expect(screen.getByTestId('activity-slot')).toBeTruthy();
  });
});
