import type { SportsBetView, SportsLegView } from '@casino/contracts';

import { outcomeName, type Translate } from './market-labels';

/** What a leg of a placed bet backs, in the words of the event page ("Arsenal", "Over 2.5"). */
export function legOutcomeName(t: Translate, leg: SportsLegView): string {
  return outcomeName(t, leg, { type: leg.marketType, line: leg.line }, leg.outcomeId);
}

/** A bet's kind in words: "Single", "Multiple", "System 2/3". */
export function betKindName(t: Translate, bet: Pick<SportsBetView, 'kind' | 'sizes' | 'legs'>): string {
  if (bet.kind !== 'system') return t(bet.kind === 'single' ? 'SPORTS_KIND_SINGLE' : 'SPORTS_KIND_MULTIPLE');
  return t('SPORTS_KIND_SYSTEM', { sizes: (bet.sizes ?? []).join(', '), count: bet.legs.length });
}
