import {
  safeStringSchema,
  siteConfigSchema,
  type gameLimitsRequestSchema,
  type gameSwitchesRequestSchema,
} from '@casino/contracts';
import { z } from 'zod';

import { api } from '../../lib/api';

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

/** The switches PUT /api/operator/games/:id takes; only those sent change. */
export type GameSwitches = z.input<typeof gameSwitchesRequestSchema>;
/** What PUT /api/operator/games/:id/limits takes: one currency's limits. */
export type GameLimitsRequest = z.input<typeof gameLimitsRequestSchema>;

/** A currency the site runs, with the decimals its amounts may have. */
export type SiteCurrency = z.infer<typeof siteConfigSchema>['currencies'][number];

const catalogueSchema = z.array(adminGameSchema);
const currenciesSchema = siteConfigSchema.pick({ currencies: true });

/** Query keys of this screen. */
export const gameKeys = {
  catalogue: ['games', 'catalogue'] as const,
  currencies: ['games', 'currencies'] as const,
};

/** GET /api/operator/games: every game with its switches and limits. */
export async function fetchGameCatalogue(): Promise<AdminGame[]> {
  const { list } = await api('GET', '/games');
  return catalogueSchema.parse(list ?? []);
}

/** GET /api/home/site_config: the site's currencies, for the limits each game may have. */
export async function fetchSiteCurrencies(): Promise<SiteCurrency[]> {
  const { model } = await api('GET', '/api/home/site_config');
  return currenciesSchema.parse(model).currencies;
}

/** PUT /api/operator/games/:id: changes some switches (maintenance makes the game answer -119). */
export async function setGameSwitches(gameId: string, switches: GameSwitches): Promise<void> {
  await api('PUT', `/games/${encodeURIComponent(gameId)}`, { body: switches });
}

/** PUT /api/operator/games/:id/limits: one currency's stake limits (min ≤ default ≤ max). */
export async function setGameLimits(gameId: string, limits: GameLimitsRequest): Promise<void> {
  await api('PUT', `/games/${encodeURIComponent(gameId)}/limits`, { body: limits });
}
