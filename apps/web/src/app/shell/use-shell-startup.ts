import type { StartupSettings } from '@casino/contracts';
import { useEffect } from 'react';

import { useSessionSync } from '../../features/auth/hooks/use-session-sync';
import { useBrowserIdReady } from '../../features/browser-id/hooks/use-browser-id-ready';
import { setTextDefaults } from '../../lib/i18n/i18n';
import { resolveLanguage } from '../../lib/i18n/language';
import { useLanguageStore } from '../../lib/i18n/language-store';
import { useLanguagePack } from '../../lib/i18n/use-language-pack';
import { applyVarStyles } from '../../lib/site/apply-var-styles';
import { STARTUP_QUERY_KEY, useStartupSettings } from '../../lib/site/use-startup-settings';
import { queryClient } from '../../lib/query-client';
import { firstPaintStartupReplaced, startupFromFirstPaint } from '../first-paint/take-first-paint';

/** What start-up inside the app has made ready so far. */
export interface ShellStartup {
  /** The startup settings; nothing is rendered before they arrive. */
  startup: StartupSettings | undefined;
  /** The language on screen, once it is known. */
  language: string | null;
  /** Its language pack is still loading. */
  packPending: boolean;
}

/**
 * Start-up inside the app (spec §4) that every shell shares: the browser id first, then the startup settings,
 * the language pack of the chosen (else the site's) language, the session kept in sync, and the settings'
 * text defaults and style variables applied.
 */
export function useShellStartup(): ShellStartup {
  const browserIdReady = useBrowserIdReady(startupFromFirstPaint());
  const startup = useStartupSettings(browserIdReady);
  // The server's first paint came with a visitor's settings: once the browser id is known, this browser's own
  // (its invite code, language and country) replace them.
  useEffect(() => {
    if (!browserIdReady || !startupFromFirstPaint()) return;
    firstPaintStartupReplaced();
    void queryClient.refetchQueries({ queryKey: STARTUP_QUERY_KEY });
  }, [browserIdReady]);
  const chosen = useLanguageStore((state) => state.chosen);
  const language = chosen ?? (startup.data ? resolveLanguage(null, startup.data.language) : null);
  const pack = useLanguagePack(language);
  useSessionSync();

  const minBetAmount = startup.data?.minBetAmount;
  useEffect(() => setTextDefaults({ minBetAmount }), [minBetAmount]);

  const varStyles = startup.data?.buildConfig?.varStyles;
  useEffect(() => {
    if (varStyles) applyVarStyles(varStyles);
  }, [varStyles]);

  return { startup: startup.data, language, packPending: pack.isPending };
}
