import { z } from 'zod';

import { requestIdSchema, rowIdSchema, safeStringSchema } from './fields.ts';
import {
  eventStatusSchema,
  feedMessageSchema,
  fractionSchema,
  MARKET_OUTCOMES_MAX,
  marketIdSchema,
  oddsSchema,
  outcomeIdSchema,
  outcomeResultSchema,
  scoreSchema,
  sportIdSchema,
} from './sports-feed.ts';
import { amountInputSchema } from './wallet.ts';

/**
 * The sportsbook (issue 17): our own, served inside the `/embed` iframe (spec §2) and opened from the
 * lobby's sports category (`directlyPlay`). Prices and results come from the feed (sports-feed.ts); the
 * book applies its margin, limits and delays, and moves money through the cashier. Odds on the wire are
 * decimal numbers with three decimals (1.85); stakes and payouts are major units, like every amount.
 */

export const sportsEventIdSchema = safeStringSchema.regex(/^[a-z0-9:_-]{3,64}$/, 'EVENT_INVALID');

/** A market as the player sees it: the feed's status, or its result once settled or voided. */
export const SPORTS_MARKET_STATES = ['active', 'suspended', 'settled', 'void', 'closed'] as const;

/**
 * How the event page groups markets, as real books do: the main markets, totals (goals, points, games),
 * handicaps, periods (halves, quarters, sets), corners, bookings, players' markets and the rest. A market's group
 * comes from its description's groups and specifiers (sports module).
 */
export const SPORTS_MARKET_GROUPS = [
  'main',
  'totals',
  'handicaps',
  'periods',
  'corners',
  'bookings',
  'players',
  'other',
] as const;
export const sportsMarketGroupSchema = z.enum(SPORTS_MARKET_GROUPS);
export type SportsMarketGroup = z.infer<typeof sportsMarketGroupSchema>;

/** The language a player reads names in (market and outcome names come from the descriptions in it). */
export const sportsLanguageSchema = safeStringSchema.regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, 'LANGUAGE_INVALID');

/** An outcome's state as the feed's pushes tell it (no names: the page has them from the event). */
export const sportsOutcomeStateSchema = z.object({
  id: outcomeIdSchema,
  /** Decimal odds (1.85). */
  odds: z.number(),
  /** Goes up by one at every price change: a bet names the version it saw. */
  version: z.number().int(),
  active: z.boolean(),
  result: outcomeResultSchema.nullable(),
});
export type SportsOutcomeState = z.infer<typeof sportsOutcomeStateSchema>;

export const sportsOutcomeViewSchema = sportsOutcomeStateSchema.extend({
  /** From the market's description in the asked language ("Arsenal", "Over 2.5", "1:0"). */
  name: safeStringSchema,
});
export type SportsOutcomeView = z.infer<typeof sportsOutcomeViewSchema>;

/** A market's state as the feed's pushes tell it: its key, its state and its outcomes' prices and results. */
export const sportsMarketStateSchema = z.object({
  id: marketIdSchema,
  state: z.enum(SPORTS_MARKET_STATES),
  outcomes: z.array(sportsOutcomeStateSchema),
});
export type SportsMarketState = z.infer<typeof sportsMarketStateSchema>;

/**
 * A market as the player sees it: UOF's market id and specifiers (the key `id` holds both), its name from
 * the description's template in the asked language, its group, and its outcomes named. A market the book
 * cannot name (no description) is not shown.
 */
export const sportsMarketViewSchema = sportsMarketStateSchema.extend({
  marketId: z.number().int(),
  specifiers: z.record(safeStringSchema, safeStringSchema),
  name: safeStringSchema,
  group: sportsMarketGroupSchema,
  outcomes: z.array(sportsOutcomeViewSchema),
});
export type SportsMarketView = z.infer<typeof sportsMarketViewSchema>;

export const sportsEventViewSchema = z.object({
  id: sportsEventIdSchema,
  sport: sportIdSchema,
  competition: safeStringSchema,
  home: safeStringSchema,
  away: safeStringSchema,
  startsAt: z.number().int(),
  status: eventStatusSchema,
  /** The operator stopped betting on the whole event. */
  suspended: z.boolean(),
  score: scoreSchema.nullable(),
  /** Every market on the event page; the main market only in lists. */
  markets: z.array(sportsMarketViewSchema),
  marketCount: z.number().int(),
});
export type SportsEventView = z.infer<typeof sportsEventViewSchema>;

export const sportsCatalogueSchema = z.object({
  sports: z.array(z.object({ id: sportIdSchema, live: z.number().int(), upcoming: z.number().int() })),
  /** Which feed prices the book; `sandbox` is the bundled simulation, shown as such. */
  feed: z.object({ name: safeStringSchema, sandbox: z.boolean() }),
  /** How long a live bet is held before it is accepted (ms). */
  liveDelayMs: z.number().int(),
});
export type SportsCatalogue = z.infer<typeof sportsCatalogueSchema>;

export const sportsEventsQuerySchema = z.object({
  sport: sportIdSchema.optional(),
  live: z.enum(['true', 'false']).optional(),
  lang: sportsLanguageSchema.optional(),
});

/** GET /api/sports/events/:id?lang= */
export const sportsEventQuerySchema = z.object({ lang: sportsLanguageSchema.optional() });

/** How the player takes a price change between seeing and placing: refuse any, take higher, take any. */
export const ODDS_CHANGE_CHOICES = ['none', 'higher', 'any'] as const;
export const oddsChangeChoiceSchema = z.enum(ODDS_CHANGE_CHOICES);
export type OddsChangeChoice = z.infer<typeof oddsChangeChoiceSchema>;

export const SPORTS_BET_KINDS = ['single', 'multiple', 'system'] as const;

export const sportsLegInputSchema = z.object({
  eventId: sportsEventIdSchema,
  marketId: marketIdSchema,
  outcomeId: outcomeIdSchema,
  /** The decimal odds the player saw (1.85). */
  odds: z.number().min(1.01).max(1000),
});
export type SportsLegInput = z.infer<typeof sportsLegInputSchema>;

/** POST /api/sports/bet: one bet of the slip (singles are placed one request each). */
export const sportsBetRequestSchema = z
  .object({
    kind: z.enum(SPORTS_BET_KINDS),
    legs: z.array(sportsLegInputSchema).min(1).max(20),
    /** A system bet's combination sizes: [2] is every double, [2, 3] of three legs a Trixie. */
    sizes: z.array(z.number().int().min(1).max(12)).min(1).max(12).optional(),
    /** The stake of each line (a system bet's total is this times its number of lines). */
    stake: amountInputSchema,
    oddsChange: oddsChangeChoiceSchema.default('none'),
    /** Play money (visitors can only bet demo). */
    demo: z.boolean().default(false),
    /** The language of the names kept with the bet (what the player saw on the slip). */
    lang: sportsLanguageSchema.optional(),
    requestId: requestIdSchema,
  })
  .refine((bet) => bet.kind !== 'system' || bet.sizes !== undefined, {
    message: 'SYSTEM_SIZES',
    path: ['sizes'],
  });
export type SportsBetRequest = z.infer<typeof sportsBetRequestSchema>;

export const SPORTS_BET_STATUSES = ['OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT'] as const;
export type SportsBetStatus = (typeof SPORTS_BET_STATUSES)[number];

export const sportsLegViewSchema = z.object({
  eventId: sportsEventIdSchema,
  sport: sportIdSchema,
  eventName: safeStringSchema,
  /** The sides' names, for outcome names ("Lions", "Draw or Tigers"). */
  home: safeStringSchema,
  away: safeStringSchema,
  marketId: marketIdSchema,
  /** The market's and the outcome's names as the slip showed them when the bet was placed. */
  marketName: safeStringSchema,
  outcomeId: outcomeIdSchema,
  outcomeName: safeStringSchema,
  /** The odds accepted (never changed afterwards). */
  odds: z.number(),
  result: outcomeResultSchema.nullable(),
  deadHeat: fractionSchema.nullable(),
});
export type SportsLegView = z.infer<typeof sportsLegViewSchema>;

export const sportsBetViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SPORTS_BET_KINDS),
  sizes: z.array(z.number().int()).nullable(),
  lineCount: z.number().int(),
  stakePerLine: z.number(),
  totalStake: z.number(),
  /** The stake still riding after partial cash-outs. */
  stakeLeft: z.number(),
  /** What the bet pays if every leg wins, on the stake still riding. */
  potentialWin: z.number(),
  /** Paid by the settlement so far (net of rollbacks), cash-outs included. */
  paid: z.number(),
  cashedOut: z.number(),
  currencyId: safeStringSchema,
  demo: z.boolean(),
  status: z.enum(SPORTS_BET_STATUSES),
  oddsChange: oddsChangeChoiceSchema,
  legs: z.array(sportsLegViewSchema),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type SportsBetView = z.infer<typeof sportsBetViewSchema>;

/** How many bets one page of `GET /api/sports/bets` holds. */
export const SPORTS_BETS_PAGE_SIZE = 50;

/**
 * GET /api/sports/bets?state=&demo=&beforeId=: a page of the player's open or settled bets, newest first
 * (by id); `beforeId` (a page's `nextBeforeId`) asks for the page of older bets below that id.
 */
export const sportsBetsQuerySchema = z.object({
  state: z.enum(['open', 'settled']).default('open'),
  demo: z.enum(['true', 'false']).default('false'),
  beforeId: rowIdSchema.optional(),
});

/** The `extra` of that answer, beside the page of bets in `list`. */
export const sportsBetsPageExtraSchema = z.object({
  /** Pass as `beforeId` for the next older page; null when this page holds the oldest bet. */
  nextBeforeId: z.number().int().positive().nullable(),
});
export type SportsBetsPageExtra = z.infer<typeof sportsBetsPageExtraSchema>;

/** One page of the player's bets as the client reads it: the envelope's `list` and `extra`. */
export const sportsBetsPageSchema = z.object({
  list: z.array(sportsBetViewSchema),
  extra: sportsBetsPageExtraSchema,
});
export type SportsBetsPage = z.infer<typeof sportsBetsPageSchema>;

/** A cash-out offer: valid until `expiresAt`, paid at `amount` (or part of it). */
export const cashOutQuoteSchema = z.object({
  quoteId: safeStringSchema,
  betId: z.number().int(),
  amount: z.number(),
  expiresAt: z.number().int(),
});
export type CashOutQuote = z.infer<typeof cashOutQuoteSchema>;

export const cashOutQuoteRequestSchema = z.object({ betId: rowIdSchema });

/** POST /api/sports/cashout: the quote accepted, whole or (with `amount`) in part. */
export const cashOutRequestSchema = z.object({
  betId: rowIdSchema,
  quoteId: safeStringSchema.regex(/^[A-Za-z0-9_-]{8,64}$/, 'QUOTE_INVALID'),
  amount: amountInputSchema.optional(),
  requestId: requestIdSchema,
});

/** Socket: everyone in the `sports` module gets price, status and score changes. */
export const SPORTS_MODULE = 'sports';
export const SPORTS_SOCKET_TYPES = {
  /** An event's status, score and the markets whose prices or states changed. */
  odds: 'sports_odds',
  /** A player's bet changed (settled, voided, resettled). Sent to that player only. */
  bet: 'sports_bet',
} as const;

export const sportsOddsPushSchema = z.object({
  eventId: sportsEventIdSchema,
  status: eventStatusSchema,
  suspended: z.boolean(),
  score: scoreSchema.nullable(),
  /** The markets that changed, without names: a market the page does not hold is fetched with the event. */
  markets: z.array(sportsMarketStateSchema),
});
export type SportsOddsPush = z.infer<typeof sportsOddsPushSchema>;

/**
 * The parent page and the sports iframe talk through `postMessage`, each checking the other's origin and
 * window. The iframe tells the parent of a balance change, a login needed, a deposit asked for; the parent
 * tells the iframe the login changed.
 */
export const SPORTS_FRAME_SOURCE = 'casino-sports';
export const sportsFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(SPORTS_FRAME_SOURCE), type: z.literal('balance'), balance: z.number() }),
  z.object({ source: z.literal(SPORTS_FRAME_SOURCE), type: z.literal('login-required') }),
  z.object({ source: z.literal(SPORTS_FRAME_SOURCE), type: z.literal('deposit') }),
  z.object({ source: z.literal(SPORTS_FRAME_SOURCE), type: z.literal('auth-changed') }),
]);
export type SportsFrameMessage = z.infer<typeof sportsFrameMessageSchema>;

/** Back office: the book's settings (margins in basis points). */
export const sportsSettingsSchema = z.object({
  /** Taken off the feed's prices: odds shown = 1 + (feed odds − 1) × (1 − margin). */
  priceMarginBasisPoints: z.number().int().min(0).max(2_000),
  cashOutMarginBasisPoints: z.number().int().min(0).max(3_000),
  liveDelayMs: z.number().int().min(0).max(15_000),
  quoteTtlMs: z.number().int().min(1_000).max(30_000),
  cashOutEnabled: z.boolean(),
  /**
   * The most the book may lose on one event across every open bet (net potential wins), in major units of
   * each currency. Stakes and wins per bet are the `sports` game's limits (PUT /api/operator/games/sports/limits).
   */
  maxEventLiability: z.number().positive(),
});
export type SportsSettings = z.infer<typeof sportsSettingsSchema>;

export const sportsSuspendRequestSchema = z.object({
  eventId: sportsEventIdSchema,
  /** One market, or the whole event when absent. */
  marketId: marketIdSchema.optional(),
  suspended: z.boolean(),
  reason: safeStringSchema.min(3).max(200),
});

/** Back office: a market graded by hand (the feed's result is missing or wrong), with a reason. */
export const sportsManualSettleSchema = z.object({
  eventId: sportsEventIdSchema,
  marketId: marketIdSchema,
  outcomes: z
    .array(
      z.object({
        id: outcomeIdSchema,
        result: outcomeResultSchema,
        deadHeat: fractionSchema.optional(),
      }),
    )
    .min(1)
    .max(MARKET_OUTCOMES_MAX),
  reason: safeStringSchema.min(3).max(200),
});

export const sportsManualVoidSchema = z.object({
  eventId: sportsEventIdSchema,
  marketId: marketIdSchema,
  reason: safeStringSchema.min(3).max(200),
});

/** The sandbox provider's test console: messages delivered as if the provider sent them. */
export const sandboxFeedRequestSchema = z.object({ messages: z.array(feedMessageSchema).min(1).max(100) });

export { oddsSchema as feedOddsSchema };

/** Back office: one UOF producer's health as the process leading the feed last stored it. */
export const sportsProducerViewSchema = z.object({
  feed: safeStringSchema.max(40),
  producerId: z.number().int(),
  /** `live` (Live Odds, 1), `prematch` (Ctrl, 3), or `other`. */
  kind: z.enum(['live', 'prematch', 'other']),
  status: z.enum(['down', 'recovering', 'up']),
  /** Why it is down (`alive_missed`, `unsubscribed`, `recovery_failed`, `restarted`…), null while up. */
  downReason: safeStringSchema.max(40).nullable(),
  /** When its last alive came (ms), null when none since the process started. */
  lastAliveAt: z.number().int().nullable(),
  /** The recovery cursor: everything of this producer up to it is in the book (ms, the producer's clock). */
  lastProcessedTs: z.number().int().nullable(),
  /** The recovery under way: its request id, from when (null: a full recovery) and when it was asked. */
  recovery: z
    .object({
      requestId: z.number().int(),
      after: z.number().int().nullable(),
      requestedAt: z.number().int(),
    })
    .nullable(),
  lastFailure: safeStringSchema.max(500).nullable(),
  /** Its markets open for bets now. */
  activeMarkets: z.number().int().min(0),
  updatedAt: z.number().int(),
});
export type SportsProducerView = z.infer<typeof sportsProducerViewSchema>;

/** Back office: a feed message the book could not take, kept with why (it is also on the broker's dead-letter queue). */
export const sportsDeadLetterViewSchema = z.object({
  id: z.number().int(),
  feed: safeStringSchema.max(40),
  routingKey: safeStringSchema.max(300),
  reason: safeStringSchema.max(500),
  /** The body as received, cut at 4 000 characters (a NUL or lone surrogate replaced). */
  body: safeStringSchema.max(4_000),
  receivedAt: z.number().int(),
});
export type SportsDeadLetterView = z.infer<typeof sportsDeadLetterViewSchema>;

/** GET /api/operator/sports/feed-health: the producers and the latest dead letters. */
export const sportsFeedHealthSchema = z.object({
  producers: z.array(sportsProducerViewSchema),
  deadLetters: z.array(sportsDeadLetterViewSchema).max(50),
  deadLetterCount: z.number().int().min(0),
});
export type SportsFeedHealth = z.infer<typeof sportsFeedHealthSchema>;

/** POST /api/operator/sports/descriptions/refresh: the market descriptions fetched again, per language. */
export const sportsDescriptionsRefreshedSchema = z.object({
  refreshed: z.array(
    z.object({
      lang: safeStringSchema.max(8),
      markets: z.number().int().min(0),
      variants: z.number().int().min(0),
    }),
  ),
});
export type SportsDescriptionsRefreshed = z.infer<typeof sportsDescriptionsRefreshedSchema>;
