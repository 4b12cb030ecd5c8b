import type { SportsEventView } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import sportsPack from '../../../../../server/src/modules/i18n/packs/sports.en.json';
import { footballEvent, marketView, matchResult, outcome } from '../testing/uof-events';
import { EventList } from './event-list';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

/** A tennis match's main market, the winner: two outcomes. */
const tennis: SportsEventView = {
  ...footballEvent(
    [marketView(186, {}, 'Winner', 'main', [outcome('4', 'Sinner', 1.4), outcome('5', 'Alcaraz', 2.9)])],
    'sr:match:51000001',
  ),
  home: 'Sinner',
  away: 'Alcaraz',
};

beforeEach(async () => {
  await installLanguagePack('en', sportsPack);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    envelopeResponse({ list: [footballEvent([matchResult()]), tennis] }),
  );
  vi.stubGlobal('fetch', fetchMock);
  setSiteConfig(testSiteConfig);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an event list', () => {
  it('asks in the player’s language and labels the main market’s columns 1 X 2, or 1 2', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <EventList sport="football" live={false} onOpen={() => undefined} />
      </QueryClientProvider>,
    );
    const rows = await screen.findAllByTestId('sports-event-row');
    const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sport: 'football', live: 'false', lang: 'en' });

    const [football, match] = rows.map((row) => within(row).getByRole('group'));
    expect(football?.getAttribute('aria-label')).toBe('Lions – Tigers: 1x2');
    const labels = (group: HTMLElement | undefined) =>
      within(group!)
        .getAllByRole('button')
        .map((button) => [button.firstElementChild?.textContent, button.getAttribute('aria-label')]);
    expect(labels(football)).toEqual([
      ['1', 'Lions, 2.00'],
      ['X', 'Draw, 3.40'],
      ['2', 'Tigers, 3.80'],
    ]);
    expect(labels(match)).toEqual([
      ['1', 'Sinner, 1.40'],
      ['2', 'Alcaraz, 2.90'],
    ]);
  });
});
