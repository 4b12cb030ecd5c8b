import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import {
  articlesDataSchema,
  bannerCarouselDataSchema,
  promotionsDataSchema,
  themeSchema,
} from '@casino/contracts';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readGlobalSettings } from '../global-settings';
import { STARTUP_QUERY_KEY } from '../../lib/site/use-startup-settings';
import { useSessionStore } from '../../lib/session/user-store';
import { testStartupSettings } from '../../testing/fixtures';
import { DesignProvider } from '../design-context';
import { articlesBlock, brandCountersBlock, paymentMethodsBlock, promotionsBlock } from './content-blocks';
import { bannerCarouselBlock } from './lobby-blocks';

function renderWith(node: ReactNode, startup: Partial<typeof testStartupSettings> = {}) {
  const client = new QueryClient();
  client.setQueryData(STARTUP_QUERY_KEY, { ...testStartupSettings, ...startup });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const Banner = bannerCarouselBlock.Component;
const Promotions = promotionsBlock.Component;
const PaymentMethods = paymentMethodsBlock.Component;
const BrandCounters = brandCountersBlock.Component;

const banner = bannerCarouselDataSchema.parse({
  slides: [
    { title: 'WELCOME', cta: 'CREATE_ACCOUNT', link: '#register', audience: 'visitors' },
    { title: 'AVIATOR', cta: 'PLAY_NOW', link: '#gameId=aviator' },
  ],
});
const promotions = promotionsDataSchema.parse({
  items: [
    { title: 'PROMO_WELCOME', link: '#register', audience: 'visitors' },
    { title: 'PROMO_RAIN', link: '#moneyRain' },
  ],
});

beforeEach(() => useSessionStore.setState({ user: null }));
afterEach(cleanup);

describe('lobby copy', () => {
  it('offers "create account" to visitors only, never to a logged-in player', () => {
    renderWith(
      <>
        <Banner data={banner} />
        <Promotions data={promotions} />
      </>,
    );
    expect(screen.getByText('CREATE_ACCOUNT')).toBeTruthy();
    expect(screen.getByText('PROMO_WELCOME')).toBeTruthy();
    cleanup();

    useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 1 } });
    renderWith(
      <>
        <Banner data={banner} />
        <Promotions data={promotions} />
      </>,
    );
    expect(screen.queryByText('CREATE_ACCOUNT')).toBeNull();
    expect(screen.queryByText('PROMO_WELCOME')).toBeNull();
    expect(screen.getByText('AVIATOR')).toBeTruthy();
    expect(screen.getByText('PROMO_RAIN')).toBeTruthy();
  });

  it('shows a visitors-only guide ("create an account") to visitors only', () => {
    const Articles = articlesBlock.Component;
    const theme = themeSchema.parse({
      tabs: [],
      menus: [],
      pages: [],
      assetMappings: {},
      articles: [
        { id: 'welcome', title: 'ARTICLE_WELCOME', link: '#register', audience: 'visitors' },
        { id: 'crash', title: 'ARTICLE_CRASH', link: '#gameId=crash' },
      ],
    });
    const design = (node: ReactNode) => (
      <DesignProvider
        value={{
          theme,
          settings: readGlobalSettings([]),
          accountCorner: null,
          languageSelect: null,
          countrySelect: null,
        }}
      >
        {node}
      </DesignProvider>
    );
    useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 1 } });
    renderWith(design(<Articles data={articlesDataSchema.parse({})} />));
    expect(screen.queryByText('ARTICLE_WELCOME')).toBeNull();
    expect(screen.getByText('ARTICLE_CRASH')).toBeTruthy();
  });

  it('shows the payment methods of the configured channels, whatever the design lists', () => {
    renderWith(<PaymentMethods data={{ methods: ['Visa', 'USDT'] }} />, {
      paymentMethods: ['PIX'],
    });
    expect(screen.getAllByTestId('payment-method').map((chip) => chip.textContent)).toEqual(['PIX']);
  });

  it('shows no counters while the server sends none (the operator has not switched them on)', () => {
    renderWith(<BrandCounters data={{}} />);
    expect(screen.queryByTestId('brand-counters')).toBeNull();
  });
});
