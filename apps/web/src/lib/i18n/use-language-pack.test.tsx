import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setSiteConfig } from '../site/site-config';
import { testSiteConfig } from '../../testing/fixtures';
import { i18n } from './i18n';
import { useLanguagePack } from './use-language-pack';

const PACKS: Record<string, Record<string, string>> = {
  en: { GREETING: 'Hello' },
  pt: { GREETING: 'Olá' },
  id: { GREETING: 'Halo' },
};

vi.mock('./get-language-pack', () => ({
  getLanguagePack: vi.fn(async (_key: string, language: string) => PACKS[language] ?? {}),
}));

function Greeting({ language }: { language: string }) {
  const pack = useLanguagePack(language);
  const { t } = useTranslation();
  return <p data-testid="greeting">{pack.isPending ? 'loading' : t('GREETING')}</p>;
}

beforeEach(() => setSiteConfig(testSiteConfig));
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('useLanguagePack', () => {
  it('shows a language already loaded in the tab again when the player switches back to it', async () => {
    const client = new QueryClient();
    const view = (language: string) => (
      <QueryClientProvider client={client}>
        <Greeting language={language} />
      </QueryClientProvider>
    );
    const { rerender } = render(view('pt'));
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Olá'));
    rerender(view('en'));
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Hello'));
    rerender(view('pt'));
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Olá'));
    rerender(view('id'));
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Halo'));
    rerender(view('en'));
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Hello'));
    expect(i18n.language).toBe('en');
  });
});
