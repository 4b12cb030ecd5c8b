import { sportsFeedHealthSchema, type SportsFeedHealth } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** How often the feed's health is asked again: an alive comes every few seconds, a recovery takes seconds. */
export const FEED_HEALTH_REFRESH_MS = 10_000;

/** Query key of the feed's health. */
export const FEED_HEALTH_KEY = ['sportsbook', 'feed-health'] as const;

/** The feed's health with the server's clock when it answered (times "ago" are counted from it). */
export interface FeedHealthAnswer extends SportsFeedHealth {
  /** The server clock, epoch ms. */
  serverTime: number;
}

/** GET /api/operator/sports/feed-health: each producer's stored health and the latest dead letters. */
export async function getFeedHealth(): Promise<FeedHealthAnswer> {
  const { model, time } = await api('GET', '/sports/feed-health');
  return { ...sportsFeedHealthSchema.parse(model), serverTime: time };
}

/** The feed's health, read again every ten seconds. */
export function useFeedHealth() {
  return useQuery({
    queryKey: FEED_HEALTH_KEY,
    queryFn: getFeedHealth,
    refetchInterval: FEED_HEALTH_REFRESH_MS,
  });
}
