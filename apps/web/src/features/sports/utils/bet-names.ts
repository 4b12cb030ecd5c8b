import type { SportsBetView } from '@casino/contracts';

/** A translate function (react-i18next's `t`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A bet's kind in words: "Single", "Multiple", "System 2/3". */
export function betKindName(t: Translate, bet: Pick<SportsBetView, 'kind' | 'sizes' | 'legs'>): string {
  if (bet.kind !== 'system') return t(bet.kind === 'single' ? 'SPORTS_KIND_SINGLE' : 'SPORTS_KIND_MULTIPLE');
  return t('SPORTS_KIND_SYSTEM', { sizes: (bet.sizes ?? []).join(', '), count: bet.legs.length });
}
