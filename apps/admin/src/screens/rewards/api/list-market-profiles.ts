import { marketProfileSchema, type MarketProfile } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

const marketProfilesSchema = z.array(marketProfileSchema);

/** Query key of the market profiles, refreshed after one is saved. */
export const MARKET_PROFILES_KEY = ['rewards', 'market-profiles'] as const;

/** GET /api/operator/market_profiles: every market profile with its countries and rules. */
export async function listMarketProfiles(): Promise<MarketProfile[]> {
  const { list } = await api('GET', '/market_profiles');
  return marketProfilesSchema.parse(list ?? []);
}

/** Every market profile. */
export function useMarketProfiles() {
  return useQuery({ queryKey: MARKET_PROFILES_KEY, queryFn: listMarketProfiles });
}
