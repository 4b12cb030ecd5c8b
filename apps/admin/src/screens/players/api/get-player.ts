import { playerDetailSchema, type PlayerDetail } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** Query key of one player's 360° view, refreshed after every action and note on the player. */
export const playerKey = (userId: number) => ['players', 'detail', userId] as const;

/** GET /api/operator/players/:id: the 360° view. */
export async function getPlayer(userId: number): Promise<PlayerDetail> {
  const { model } = await api('GET', `/players/${userId}`);
  return playerDetailSchema.parse(model);
}

/** The player's 360° view; nothing is asked for an id that cannot be one. */
export function usePlayer(userId: number) {
  return useQuery({
    queryKey: playerKey(userId),
    queryFn: () => getPlayer(userId),
    enabled: Number.isSafeInteger(userId) && userId > 0,
  });
}
