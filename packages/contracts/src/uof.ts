import { z } from 'zod';

import { safeRecordSchema, safeStringSchema } from './fields.ts';

/**
 * Sportradar's Unified Odds Feed (UOF) as it is delivered (issue 35): its XML messages read into typed values
 * and its market descriptions (markets.xml, variant descriptions). The names are UOF's own; nothing here is a
 * model of ours. Odds are decimal odds in thousandths (2.25 → 2250) and factors are exact fractions, both read
 * from the XML's text, so no float ever reaches money.
 */

/** A UOF URN: `sr:match:31604309`, `sr:player:123`, `vf:match:5`, `sr:simple_tournament:1910`. */
export const uofUrnSchema = safeStringSchema.regex(/^[a-z]+:[a-z_]+:[A-Za-z0-9_-]{1,40}$/, 'URN_INVALID');

/** An outcome id: a number (`13`), a URN (`sr:player:123`) or a composite (`sr:exact_goals:3+:91`). */
export const uofOutcomeIdSchema = safeStringSchema.min(1).max(200);

/** Specifiers by name, in the order the feed sent them (`hcp=-1:0`, `variant=sr:exact_goals:3+`). */
export const uofSpecifiersSchema = z.record(safeStringSchema.min(1).max(64), safeStringSchema.max(200));
export type UofSpecifiers = z.infer<typeof uofSpecifiersSchema>;

/** Unknown attributes and elements, kept as the XML parser read them (attributes under `$`). */
export const uofRawSchema = safeRecordSchema;
export type UofRaw = z.infer<typeof uofRawSchema>;

/** Decimal odds in thousandths (`15.0` → 15000), never above the feed's price. */
export const uofOddsSchema = z.number().int().min(1000).max(100_000_000);

/** An exact fraction read from a decimal (`0.5` → 1/2), reduced; void and dead-heat factors are 0 to 1. */
export const uofFractionSchema = z
  .object({ numerator: z.number().int().min(0), denominator: z.number().int().min(1) })
  .refine((f) => f.numerator <= f.denominator, 'FRACTION_INVALID');
export type UofFraction = z.infer<typeof uofFractionSchema>;

/** A market's status codes as UOF sends them, by name. */
export const UOF_MARKET_STATUS_BY_CODE = {
  '1': 'active',
  '-1': 'suspended',
  '0': 'deactivated',
  '-2': 'handed_over',
  '-3': 'settled',
  '-4': 'cancelled',
} as const;
export const UOF_MARKET_STATUSES = [
  'active',
  'suspended',
  'deactivated',
  'handed_over',
  'settled',
  'cancelled',
] as const;
export const uofMarketStatusSchema = z.enum(UOF_MARKET_STATUSES);
export type UofMarketStatus = z.infer<typeof uofMarketStatusSchema>;

/** An outcome's result in a bet_settlement: 1 won, 0 lost, -1 undecided (the bets wait). */
export const UOF_OUTCOME_RESULT_BY_CODE = { '1': 'won', '0': 'lost', '-1': 'undecided' } as const;
export const uofOutcomeResultSchema = z.enum(['won', 'lost', 'undecided']);
export type UofOutcomeResult = z.infer<typeof uofOutcomeResultSchema>;

/** What a fixture_change says changed (UOF's change_type codes 1–5; other codes keep only their number). */
export const UOF_FIXTURE_CHANGE_BY_CODE = {
  '1': 'new',
  '2': 'start_time',
  '3': 'cancelled',
  '4': 'format',
  '5': 'coverage',
} as const;

const productSchema = z.number().int().min(1).max(1000);
const timestampSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const requestIdSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable();

/** A market as every event message names it: its UOF id and specifiers, and its identity `marketKey`. */
const marketRefShape = {
  /** UOF market id (18 = total). */
  id: z.number().int().min(1),
  /** Specifiers in the feed's order. */
  specifiers: uofSpecifiersSchema,
  /** `id|name=value|…` with the specifiers sorted by name: the market's identity. */
  key: safeStringSchema.min(1).max(500),
  /** Informative specifiers that do not identify the market (`extended_specifiers`). */
  extendedSpecifiers: uofSpecifiersSchema,
  raw: uofRawSchema,
};

/** Fields every event message has. */
const eventShape = {
  /** The producer (1 live odds, 3 prematch, …). */
  product: productSchema,
  eventId: uofUrnSchema,
  /** When the producer generated the message, epoch milliseconds. */
  timestamp: timestampSchema,
  /** The recovery request this message answers, when it does. */
  requestId: requestIdSchema,
  raw: uofRawSchema,
};

/** An outcome of an odds_change market: its price and whether it takes bets. */
export const uofOddsOutcomeSchema = z.object({
  id: uofOutcomeIdSchema,
  /** Null when the outcome is sent without a price (inactive). */
  odds: uofOddsSchema.nullable(),
  /** The odds as sent (`2.5151515152`), when more exact than thousandths can say. */
  oddsText: safeStringSchema.max(32).nullable(),
  active: z.boolean(),
  /** As sent (a decimal string); informative only. */
  probabilities: safeStringSchema.max(40).nullable(),
  raw: uofRawSchema,
});

/** A market of an odds_change: its status and, when priced, its outcomes. */
export const uofOddsMarketSchema = z.object({
  ...marketRefShape,
  /** Null when the feed left the attribute out. */
  status: uofMarketStatusSchema.nullable(),
  outcomes: z.array(uofOddsOutcomeSchema),
});
export type UofOddsMarket = z.infer<typeof uofOddsMarketSchema>;

/** New prices or statuses for some markets of an event. */
export const uofOddsChangeSchema = z.object({
  type: z.literal('odds_change'),
  ...eventShape,
  /** Why the whole event stopped taking bets (`odds.betstop_reason`), when it did. */
  betstopReason: z.number().int().nullable(),
  /** `odds.betting_status`, when sent. */
  bettingStatus: z.number().int().nullable(),
  markets: z.array(uofOddsMarketSchema),
});

/** Stop taking bets on the named market groups of an event until the next odds_change. */
export const uofBetStopSchema = z.object({
  type: z.literal('bet_stop'),
  ...eventShape,
  /** The market groups stopped (`all`, or e.g. `1st_half|corners`). */
  groups: z.array(safeStringSchema.min(1).max(64)),
  /** The status the stopped markets take (suspended unless the feed says otherwise). */
  marketStatus: uofMarketStatusSchema,
});

/** An outcome's result in a bet_settlement. */
export const uofSettledOutcomeSchema = z.object({
  id: uofOutcomeIdSchema,
  result: uofOutcomeResultSchema,
  /** Share of the stake returned as void (1/2 on an Asian quarter line); null = none. */
  voidFactor: uofFractionSchema.nullable(),
  /** Share of the win paid in a dead heat; null = none. */
  deadHeatFactor: uofFractionSchema.nullable(),
  raw: uofRawSchema,
});

/** A market of a bet_settlement. */
export const uofSettledMarketSchema = z.object({
  ...marketRefShape,
  voidReason: z.number().int().nullable(),
  outcomes: z.array(uofSettledOutcomeSchema),
});

/** Results of some markets of an event. */
export const uofBetSettlementSchema = z.object({
  type: z.literal('bet_settlement'),
  ...eventShape,
  /** 1 = settled from live scouting, 2 = confirmed results; null when not sent. */
  certainty: z.number().int().nullable(),
  markets: z.array(uofSettledMarketSchema),
});

/** A market of a bet_cancel. */
export const uofCancelledMarketSchema = z.object({
  ...marketRefShape,
  voidReason: z.number().int().nullable(),
});

/** A time window: bets placed in [startTime, endTime) (epoch ms); an open side is null. */
const windowShape = { startTime: timestampSchema.nullable(), endTime: timestampSchema.nullable() };

/** Void the bets on some markets placed in a time window (all time when it has no sides). */
export const uofBetCancelSchema = z.object({
  type: z.literal('bet_cancel'),
  ...eventShape,
  ...windowShape,
  /** The event that replaces this one, when the cancel is a move. */
  supercededBy: uofUrnSchema.nullable(),
  markets: z.array(uofCancelledMarketSchema),
});

/** A market of a rollback. */
export const uofRollbackMarketSchema = z.object(marketRefShape);

/** Undo the settlement of some markets: their bets are open again. */
export const uofRollbackBetSettlementSchema = z.object({
  type: z.literal('rollback_bet_settlement'),
  ...eventShape,
  markets: z.array(uofRollbackMarketSchema),
});

/** Undo the bet_cancel of that window on some markets. */
export const uofRollbackBetCancelSchema = z.object({
  type: z.literal('rollback_bet_cancel'),
  ...eventShape,
  ...windowShape,
  markets: z.array(uofRollbackMarketSchema),
});

/** An event's fixture changed: fetch it again over REST. */
export const uofFixtureChangeSchema = z.object({
  type: z.literal('fixture_change'),
  ...eventShape,
  changeType: z.number().int().nullable(),
  /** The change by name when UOF documents its code (new, start_time, cancelled, format, coverage). */
  changeTypeName: safeStringSchema.max(32).nullable(),
  startTime: timestampSchema.nullable(),
});

/** A producer's heartbeat (about every 10 s). */
export const uofAliveSchema = z.object({
  type: z.literal('alive'),
  product: productSchema,
  timestamp: timestampSchema,
  /** False (subscribed="0") means the producer lost our state: recover. */
  subscribed: z.boolean(),
  raw: uofRawSchema,
});

/** The end of a recovery that a request id started. */
export const uofSnapshotCompleteSchema = z.object({
  type: z.literal('snapshot_complete'),
  product: productSchema,
  timestamp: timestampSchema,
  requestId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  raw: uofRawSchema,
});

/** Every UOF message the book reads. */
export const uofMessageSchema = z.discriminatedUnion('type', [
  uofOddsChangeSchema,
  uofBetStopSchema,
  uofBetSettlementSchema,
  uofBetCancelSchema,
  uofRollbackBetSettlementSchema,
  uofRollbackBetCancelSchema,
  uofFixtureChangeSchema,
  uofAliveSchema,
  uofSnapshotCompleteSchema,
]);
export type UofMessage = z.infer<typeof uofMessageSchema>;
export type UofMessageType = UofMessage['type'];
export type UofOddsChange = z.infer<typeof uofOddsChangeSchema>;
export type UofBetSettlement = z.infer<typeof uofBetSettlementSchema>;
export type UofBetCancel = z.infer<typeof uofBetCancelSchema>;

/** Why a message was refused (it goes to the dead letters with this reason). */
export const UOF_REFUSAL_REASONS = ['malformed_xml', 'unknown_message_type', 'invalid_message'] as const;
export const uofRefusalReasonSchema = z.enum(UOF_REFUSAL_REASONS);
export type UofRefusalReason = z.infer<typeof uofRefusalReasonSchema>;

/** A specifier a market description declares (`total`, decimal). */
export const uofSpecifierDescriptionSchema = z.object({
  name: safeStringSchema.min(1).max(64),
  /** integer, decimal, string, variable_text… */
  type: safeStringSchema.max(32),
});

export const uofOutcomeDescriptionSchema = z.object({
  id: uofOutcomeIdSchema,
  /** Name template (`over {total}`, `{$competitor1} ({+hcp})`). */
  name: safeStringSchema.max(500),
});

/** How a product's own market maps onto this one (kept as sent, for the back office). */
export const uofMarketMappingSchema = z.object({
  productIds: z.array(z.number().int()),
  sportId: safeStringSchema.max(64),
  marketId: safeStringSchema.max(64),
  validFor: safeStringSchema.max(500).nullable(),
  sovTemplate: safeStringSchema.max(200).nullable(),
  outcomes: z.array(
    z.object({
      outcomeId: uofOutcomeIdSchema,
      productOutcomeId: safeStringSchema.max(200),
      productOutcomeName: safeStringSchema.max(500).nullable(),
    }),
  ),
});

/** One market of markets.xml (or of a single variant market description, then `variant` is set). */
export const uofMarketDescriptionSchema = z.object({
  id: z.number().int().min(1),
  /** Name template (`{!goalnr} goal`, `1st half - total`). */
  name: safeStringSchema.max(500),
  /** Groups the market belongs to (`all`, `score`, `1st_half`, `corners`, `player_props`…). */
  groups: z.array(safeStringSchema.min(1).max(64)),
  /** The variant this description is for (single variant descriptions), else null. */
  variant: safeStringSchema.max(200).nullable(),
  /** `sr:player`, `sr:competitor`: outcomes are entities named by their URN. */
  includesOutcomesOfType: safeStringSchema.max(64).nullable(),
  /** `pre:outcometext` (outrights), `sr:player`… when sent. */
  outcomeType: safeStringSchema.max(64).nullable(),
  outcomes: z.array(uofOutcomeDescriptionSchema),
  specifiers: z.array(uofSpecifierDescriptionSchema),
  mappings: z.array(uofMarketMappingSchema),
  raw: uofRawSchema,
});
export type UofMarketDescription = z.infer<typeof uofMarketDescriptionSchema>;

/** One variant of variants.xml: the outcomes of every market whose `variant` specifier names it. */
export const uofVariantDescriptionSchema = z.object({
  id: safeStringSchema.min(1).max(200),
  outcomes: z.array(uofOutcomeDescriptionSchema),
  mappings: z.array(uofMarketMappingSchema),
});
export type UofVariantDescription = z.infer<typeof uofVariantDescriptionSchema>;
