import { z } from 'zod';

import { crashChainViewSchema, crashRoundViewSchema } from './crash.ts';
import { safeStringSchema } from './fields.ts';

/**
 * The back office's crash desk (issue 20, games): each chain's use, and a live view of the crash games'
 * rounds. A round still in play shows no crash point here either: staff see what players see, plus money.
 */

/** A chain with how many of its rounds were dealt and how many remain before a new chain is needed. */
export const crashDeskChainSchema = crashChainViewSchema.extend({
  roundsPlayed: z.number().int(),
  remaining: z.number().int(),
});
export type CrashDeskChain = z.infer<typeof crashDeskChainSchema>;

/** A round's bets in one currency: how many, staked, paid out, and how many are still riding. */
export const crashRoundTotalsSchema = z.object({
  currencyId: safeStringSchema,
  bets: z.number().int(),
  players: z.number().int(),
  stake: z.number(),
  payout: z.number(),
  open: z.number().int(),
});
export type CrashRoundTotals = z.infer<typeof crashRoundTotalsSchema>;

export const crashDeskRoundSchema = crashRoundViewSchema.extend({ totals: z.array(crashRoundTotalsSchema) });
export type CrashDeskRound = z.infer<typeof crashDeskRoundSchema>;

/** GET /api/operator/crash/live: per crash game, the round in play, bets queued for the next, the latest. */
export const crashLiveGameSchema = z.object({
  gameId: safeStringSchema,
  round: crashDeskRoundSchema.nullable(),
  /** Bets placed during a flight, waiting for the next round. */
  queued: z.number().int(),
  recent: z.array(crashDeskRoundSchema),
  chain: crashDeskChainSchema.nullable(),
  serverTime: z.number().int(),
});
export type CrashLiveGame = z.infer<typeof crashLiveGameSchema>;

/** How many finished rounds the live view lists per game. */
export const CRASH_LIVE_RECENT = 10;
