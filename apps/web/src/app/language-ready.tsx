import type { ReactNode } from 'react';

import { LoadingCover } from '../components/ui/loading-cover';
import { DEFAULT_LANGUAGE } from '../lib/i18n/language';
import { useLanguageStore } from '../lib/i18n/language-store';
import { useLanguagePack } from '../lib/i18n/use-language-pack';
import { getSiteConfig } from '../lib/site/site-config';

/**
 * For the screens shown instead of the app (gate, maintenance), which have no startup settings: waits for
 * the stored language's pack (else en) behind the loading cover.
 */
export function LanguageReady({ children }: { children: ReactNode }) {
  const chosen = useLanguageStore((state) => state.chosen);
  const pack = useLanguagePack(chosen ?? DEFAULT_LANGUAGE);
  const { siteName, globalConfig } = getSiteConfig();
  if (pack.isPending)
    return <LoadingCover brand={siteName} logoSrc={globalConfig.loadingIcon || undefined} />;
  return children;
}
