import { safeStringSchema } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

/** A game's stake limits in one currency, in major units, as GET /api/operator/games lists them. */
export const gameLimitSchema = z.object({
  currencyId: safeStringSchema,
  minBet: z.number(),
  maxBet: z.number(),
  defaultBet: z.number(),
  maxWin: z.number(),
});
export type GameLimit = z.infer<typeof gameLimitSchema>;

/** One game of the back office's catalogue: its switches, declared RTP and limits per currency. */
export const adminGameSchema = z.object({
  id: safeStringSchema,
  type: safeStringSchema,
  enabled: z.boolean(),
  maintenance: z.boolean(),
  hot: z.boolean(),
  /** Declared return to player in basis points (9 700 = 97 %). */
  rtpBasisPoints: z.number().int(),
  limits: z.array(gameLimitSchema),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

const catalogueSchema = z.array(adminGameSchema);

/** Query key of the catalogue, refreshed after a game is saved. */
export const GAME_CATALOGUE_KEY = ['games', 'catalogue'] as const;

/** GET /api/operator/games: every game with its switches and limits. */
export async function getGameCatalogue(): Promise<AdminGame[]> {
  const { list } = await api('GET', '/games');
  return catalogueSchema.parse(list ?? []);
}

/** The game catalogue. */
export function useGameCatalogue() {
  return useQuery({ queryKey: GAME_CATALOGUE_KEY, queryFn: getGameCatalogue });
}
