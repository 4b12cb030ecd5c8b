import { marketProfileSchema, type MarketProfile, type MarketProfileInput } from '@casino/contracts';

import { api } from '../../../lib/api';

/** PUT /api/operator/market_profiles (admin): creates or replaces one profile and moves its countries to it. */
export async function saveMarketProfile(body: MarketProfileInput): Promise<MarketProfile> {
  const { model } = await api('PUT', '/market_profiles', { body });
  return marketProfileSchema.parse(model);
}
