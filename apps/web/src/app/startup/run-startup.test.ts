import { SITE_CONFIG_ELEMENT_ID } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../lib/i18n/i18n';
import { useLanguageStore } from '../../lib/i18n/language-store';
import { pageNavigator } from '../../lib/navigation';
import { useSessionStore } from '../../lib/session/user-store';
import { getSiteConfig } from '../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../testing/fixtures';
import { runStartup } from './run-startup';

function inlineConfig(text: string) {
  document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ user: null });
  useLanguageStore.setState({ chosen: null });
  inlineConfig(JSON.stringify(testSiteConfig));
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('runStartup', () => {
  it('stores the address parameters before the session and language are loaded', async () => {
    localStorage.setItem('user', JSON.stringify({ token: 'token-abcdefghij', username: 'ana' }));
    window.history.replaceState(null, '', '/?lang=pt&tkk=T1&p=ABCD1234');
    const outcome = await runStartup();
    expect(outcome).toEqual({ kind: 'app' });
    expect(localStorage.getItem('tkk')).toBe('T1');
    expect(useLanguageStore.getState().chosen).toBe('pt');
    expect(i18n.language).toBe('pt');
    expect(useSessionStore.getState().user?.username).toBe('ana');
    expect(getSiteConfig().siteName).toBe('Test Casino');
    expect(document.title).toBe('Test Casino');
  });

  it('trades a token in the address for a reload without it, before anything else', async () => {
    const replace = vi.spyOn(pageNavigator, 'replace').mockImplementation(() => undefined);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/chatbet?roomId=3&token=abcdefghijkl');
    expect(await runStartup()).toBeNull();
    expect(replace).toHaveBeenCalledWith(`${window.location.origin}/chatbet?roomId=3`);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ token: 'abcdefghijkl' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the site configuration when the page still holds null', async () => {
    inlineConfig('null');
    const fetchMock = vi.fn(() =>
      Promise.resolve(envelopeResponse({ model: { ...testSiteConfig, siteName: 'Fetched' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await runStartup()).toEqual({ kind: 'app' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/home/site_config',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(getSiteConfig().siteName).toBe('Fetched');
  });

  it('renders the maintenance page on /repair and leaves for a redirect address', async () => {
    window.history.replaceState(null, '', '/repair');
    expect(await runStartup()).toEqual({ kind: 'repair' });

    const assign = vi.spyOn(pageNavigator, 'assign').mockImplementation(() => undefined);
    inlineConfig(JSON.stringify({ ...testSiteConfig, redirectUrl: 'https://elsewhere.test/' }));
    window.history.replaceState(null, '', '/');
    expect(await runStartup()).toBeNull();
    expect(assign).toHaveBeenCalledWith('https://elsewhere.test/');
  });
});
