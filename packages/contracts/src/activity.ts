import { z } from 'zod';

import { safeStringSchema } from './fields.ts';

/** How many entries each list of the lobby's activity ticker holds at most. */
export const ACTIVITY_LIST_MAX = 12;

/**
 * One settled bet as the lobby's activity ticker shows it (issue 13): which game, a masked player name,
 * the stake and what it paid. Amounts are major units of `currencyId`, floored like every amount.
 */
export const activityEntrySchema = z.object({
  /** Stable for a settled bet: `<source>:<id>`, for list keys. */
  id: safeStringSchema,
  gameId: safeStringSchema,
  /** The game's language-pack key. */
  gameName: safeStringSchema,
  /** The player's public name masked, e.g. "ab***z": never the whole name. */
  player: safeStringSchema,
  betAmount: z.number(),
  /** Payout ÷ stake, two decimals; 0 for a loss. */
  multiplier: z.number(),
  payout: z.number(),
  currencyId: safeStringSchema,
  /** When the bet settled, epoch ms. */
  time: z.number().int(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /api/home/activity: the lobby's ticker. Both lists are empty while the operator has it off. */
export const homeActivitySchema = z.object({
  /** The biggest wins of the recent window, largest first. */
  bigWins: z.array(activityEntrySchema).max(ACTIVITY_LIST_MAX),
  /** The latest settled bets, wins and losses, newest first. */
  latestBets: z.array(activityEntrySchema).max(ACTIVITY_LIST_MAX),
});
export type HomeActivity = z.infer<typeof homeActivitySchema>;
