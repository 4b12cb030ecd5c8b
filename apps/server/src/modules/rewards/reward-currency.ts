import { invalidInput } from '../../platform/errors.ts';
import type { SiteService } from '../site/index.ts';

/**
 * The enabled currency a reward table is set or read in; INVALID_INPUT on `currencyId` otherwise (never the
 * site's first currency in its place, as a player's lookup would: an operator's table must be the one named).
 */
export async function rewardCurrency(site: SiteService, currencyId: string) {
  const currency = (await site.get()).currencies.find((item) => item.id === currencyId);
  if (!currency) throw invalidInput('currencyId', 'CURRENCY_INVALID');
  return currency;
}
