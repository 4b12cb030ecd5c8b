import { siteConfigSchema } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from './api';

/** A currency the site runs, with the decimals its amounts may have. */
export type SiteCurrency = z.infer<typeof siteConfigSchema>['currencies'][number];

const currenciesSchema = siteConfigSchema.pick({ currencies: true });

/**
 * GET /api/home/site_config: the site's currencies, from the config the player site starts with. Several
 * screens offer them (a game's limits, a four-eyes threshold), so the read lives here, below the screens.
 */
export async function getSiteCurrencies(): Promise<SiteCurrency[]> {
  const { model } = await api('GET', '/api/home/site_config');
  return currenciesSchema.parse(model).currencies;
}

/** The site's currencies; they change with a deploy, not during a session, so they are read once. */
export function useSiteCurrencies() {
  return useQuery({ queryKey: ['site-currencies'], queryFn: getSiteCurrencies, staleTime: Infinity });
}
