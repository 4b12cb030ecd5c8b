import { z } from 'zod';

import { safeStringSchema } from './fields.ts';

/**
 * The sports feed's message model (issue 17), after the de-facto standard (Sportradar's Unified Odds Feed):
 * a provider sends fixtures, prices and results; the sportsbook never makes them up. Every adapter (the
 * bundled sandbox simulation, a JSONL replay, a real provider later) speaks exactly this, and a recorded
 * feed is one message per line of JSONL, each line parsed by `feedMessageSchema`.
 *
 * Odds are decimal odds in thousandths (1.850 → 1850), so no float is ever multiplied into money.
 */

export const SPORT_IDS = ['football', 'basketball', 'tennis'] as const;
export const sportIdSchema = z.enum(SPORT_IDS, { error: 'SPORT_NOT_FOUND' });
export type SportId = z.infer<typeof sportIdSchema>;

/**
 * A market is UOF's: its market id (markets.xml) and its specifiers (`total=2.5`, `hcp=-0.75`, `setnr=2|gamenr=3`,
 * `variant=sr:exact_goals:4+`), written as one key with the specifiers sorted by name: `1`, `18|total=2.5`,
 * `213|gamenr=3|setnr=2`. An outcome is UOF's outcome id (`1`, `12`, `1714`, `sr:exact_goals:4+:1234`) or a
 * player's or competitor's URN. Names come from the market descriptions (sports module), never from the key.
 */
export const MARKET_KEY_MAX = 400;
const SPECIFIER_PAIR = '[A-Za-z][A-Za-z0-9_]{0,63}=[A-Za-z0-9_.:+-]{1,64}';
export const marketIdSchema = safeStringSchema
  .max(MARKET_KEY_MAX)
  .regex(new RegExp(`^\\d{1,7}(\\|${SPECIFIER_PAIR})*$`), 'MARKET_INVALID')
  .refine(hasDistinctSpecifiers, 'MARKET_INVALID')
  // One market, one key: specifiers in any order come out sorted by name (`18|b=1|a=2` is `18|a=2|b=1`).
  .overwrite((key) => {
    const { marketId, specifiers } = parseMarketKey(key);
    return marketKeyOf(marketId, specifiers);
  });
export const outcomeIdSchema = safeStringSchema.regex(/^[A-Za-z0-9_.:+-]{1,100}$/, 'OUTCOME_INVALID');

/** Whether each specifier of a key is named once. */
function hasDistinctSpecifiers(key: string): boolean {
  const names = key
    .split('|')
    .slice(1)
    .map((pair) => pair.slice(0, pair.indexOf('=')));
  return new Set(names).size === names.length;
}

/** A market's specifiers: name → value, as the feed writes them. */
export type MarketSpecifiers = Record<string, string>;

/** The key of a market from its UOF id and specifiers (sorted by name, so the order they came in does not matter). */
export function marketKeyOf(marketId: number, specifiers: Readonly<MarketSpecifiers> = {}): string {
  const pairs = Object.keys(specifiers)
    .sort()
    .map((name) => `${name}=${specifiers[name] ?? ''}`);
  return [String(marketId), ...pairs].join('|');
}

/** A key's UOF market id and specifiers (the key must have passed `marketIdSchema`). */
export function parseMarketKey(key: string): { marketId: number; specifiers: MarketSpecifiers } {
  const [id = '', ...pairs] = key.split('|');
  const specifiers: MarketSpecifiers = {};
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    specifiers[pair.slice(0, equals)] = pair.slice(equals + 1);
  }
  return { marketId: Number(id), specifiers };
}

/** The most outcomes a market may have (a correct score or a goalscorer market has dozens). */
export const MARKET_OUTCOMES_MAX = 500;
/** The most markets one feed message may carry (a real prematch odds_change has ~170). */
export const FEED_MARKETS_MAX = 1_000;

/** Decimal odds in thousandths: 1.010 to 1000.000. */
export const oddsSchema = z.number().int().min(1010).max(1_000_000);

/** Where a fixture is. `closed` is final (results confirmed); `cancelled` never to be played. */
export const EVENT_STATUSES = ['not_started', 'live', 'suspended', 'ended', 'closed', 'cancelled'] as const;
export const eventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** Active takes bets; suspended does not for now; deactivated is gone (settled or withdrawn). */
export const MARKET_STATUSES = ['active', 'suspended', 'deactivated'] as const;
export const marketStatusSchema = z.enum(MARKET_STATUSES);

/** What the score is: goals, points or (tennis) sets, with the period the match is in. */
export const scoreSchema = z.object({
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
  /** e.g. `1H 23'`, `Q3 04:12`, `Set 2 · 3-4`. */
  clock: safeStringSchema.max(40),
});
export type Score = z.infer<typeof scoreSchema>;

const eventIdSchema = safeStringSchema.regex(/^[a-z0-9:_-]{3,64}$/, 'EVENT_INVALID');

export const fixtureSchema = z.object({
  eventId: eventIdSchema,
  sport: sportIdSchema,
  competitionId: safeStringSchema.regex(/^[a-z0-9:_-]{2,64}$/),
  competition: safeStringSchema.min(1).max(80),
  home: safeStringSchema.min(1).max(60),
  away: safeStringSchema.min(1).max(60),
  startsAt: z.number().int(),
  status: eventStatusSchema,
});
export type Fixture = z.infer<typeof fixtureSchema>;

/**
 * A market in a price message. Outcomes the message leaves out keep their last state, inactive (UOF sends an
 * outcome with no price, or not at all, while it cannot be bet); a market with no outcomes is a change of its
 * status alone (suspended, or deactivated once settled or withdrawn).
 */
export const marketOddsSchema = z.object({
  id: marketIdSchema,
  status: marketStatusSchema,
  outcomes: z
    .array(z.object({ id: outcomeIdSchema, odds: oddsSchema, active: z.boolean() }))
    .max(MARKET_OUTCOMES_MAX),
});
export type MarketOdds = z.infer<typeof marketOddsSchema>;

/** Results of one outcome (UOF): a half result on quarter lines; a dead heat pays `deadHeat` of the stake at odds. */
export const OUTCOME_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export const outcomeResultSchema = z.enum(OUTCOME_RESULTS);
export type OutcomeResult = z.infer<typeof outcomeResultSchema>;

/**
 * A fraction as [numerator, denominator], e.g. [1, 2] for a two-way dead heat. An array of exactly two
 * rather than z.tuple: every schema of this package is built in the player site's first script, and the
 * tuple parser would be the only one there.
 */
export const fractionSchema = z.array(z.number().int().min(1)).length(2) as unknown as z.ZodType<
  [number, number]
>;

/**
 * A market's results. `result: null` is UOF's `result="-1"`, undecided: that outcome's bets stay open for a
 * later settlement, as do the bets on an outcome the message leaves out.
 */
export const settledMarketSchema = z.object({
  id: marketIdSchema,
  outcomes: z
    .array(
      z.object({
        id: outcomeIdSchema,
        result: outcomeResultSchema.nullable(),
        deadHeat: fractionSchema.optional(),
      }),
    )
    .min(1)
    .max(MARKET_OUTCOMES_MAX),
});
export type SettledMarket = z.infer<typeof settledMarketSchema>;

const base = {
  /** When the provider produced it (ms since epoch). */
  ts: z.number().int(),
  eventId: eventIdSchema,
};

/**
 * One feed message. `odds_change` carries prices (and the score when live); `bet_stop` suspends markets
 * (all when `markets` is absent); `bet_settlement` grades; `bet_cancel` voids bets on the markets placed in
 * [from, to) (every bet when absent), each window kept beside the others; rollback_bet_settlement takes the
 * results back, rollback_bet_cancel the one window it names.
 * Recovery after a disconnect replays state and ends with `snapshot_complete`.
 */
export const feedMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixture_change'), ...base, fixture: fixtureSchema }),
  z.object({
    type: z.literal('odds_change'),
    ...base,
    /** The UOF producer that priced it (1 live odds, 3 prematch…): its markets follow that producer's health. */
    producer: z.number().int().min(1).max(1000).optional(),
    /** The recovery request it answers (UOF's request_id): such prices stand while their producer recovers. */
    requestId: z.number().int().min(0).optional(),
    status: eventStatusSchema.optional(),
    score: scoreSchema.optional(),
    markets: z.array(marketOddsSchema).max(FEED_MARKETS_MAX),
  }),
  z.object({
    type: z.literal('bet_stop'),
    ...base,
    markets: z.array(marketIdSchema).max(FEED_MARKETS_MAX).optional(),
    /**
     * UOF's market groups stopped (`1st_half`, `corners`…): the markets whose description is in one of them (and
     * any market without a description). Every market when absent.
     */
    groups: z.array(safeStringSchema.min(1).max(64)).min(1).max(50).optional(),
  }),
  z.object({
    type: z.literal('bet_settlement'),
    ...base,
    /** Final score the results come from, shown with the settled bets. */
    score: scoreSchema.optional(),
    markets: z.array(settledMarketSchema).min(1).max(FEED_MARKETS_MAX),
  }),
  z.object({
    type: z.literal('bet_cancel'),
    ...base,
    markets: z.array(marketIdSchema).min(1).max(FEED_MARKETS_MAX),
    reason: safeStringSchema.max(80),
    from: z.number().int().optional(),
    to: z.number().int().optional(),
  }),
  z.object({
    type: z.literal('rollback_bet_settlement'),
    ...base,
    markets: z.array(marketIdSchema).min(1).max(FEED_MARKETS_MAX),
  }),
  z.object({
    type: z.literal('rollback_bet_cancel'),
    ...base,
    markets: z.array(marketIdSchema).min(1).max(FEED_MARKETS_MAX),
    /** The window of the cancel taken back (UOF's start_time/end_time); the whole-market cancel when absent. */
    from: z.number().int().optional(),
    to: z.number().int().optional(),
  }),
  z.object({ type: z.literal('snapshot_complete'), ts: z.number().int(), requestId: z.number().int() }),
]);
export type FeedMessage = z.infer<typeof feedMessageSchema>;
export type FeedMessageType = FeedMessage['type'];
