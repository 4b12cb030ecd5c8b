import { z } from 'zod';

import { currencyIdSchema, safeStringSchema } from './fields.ts';

/**
 * The daily regulator export (issue 18 item 6): one site day of bets, payouts, deposits, withdrawals,
 * bonuses and players, derived from the ledger only. It is our own documented format, not SIGAP's official
 * layout (docs/regulator-export.md says field by field what it holds and what an integration still needs).
 * Money is in integer minor units written as decimal strings; counts are whole numbers.
 */

export const REGULATOR_REPORT_FORMAT = 'casino-regulator-daily';
export const REGULATOR_REPORT_VERSION = 1;

/**
 * Where a ledger movement lands in the report. A player's money flows; `internal` (between a player's
 * own accounts, e.g. a withdrawal's hold) and `house` (no player, e.g. a bonus budget's funding) are
 * listed per ledger kind only, so that nothing the ledger holds for the day is left out.
 */
export const REPORT_FLOWS = [
  'stakes',
  'wins',
  'refunds',
  'reclaims',
  'deposits',
  'withdrawals',
  'bonusGranted',
  'bonusConverted',
  'bonusForfeited',
  'adjustmentCredits',
  'adjustmentDebits',
  'internal',
  'house',
] as const;
export type ReportFlow = (typeof REPORT_FLOWS)[number];

/** The flows of bets, kept per game: a stake, and what came back of it (a win, a refund, a reclaim). */
export const GAME_FLOWS = ['stakes', 'wins', 'refunds', 'reclaims'] as const;
export type GameFlow = (typeof GAME_FLOWS)[number];

/** The flows a player's and a currency's totals add up. */
export const PLAYER_FLOWS = [
  ...GAME_FLOWS,
  'deposits',
  'withdrawals',
  'bonusGranted',
  'bonusConverted',
  'bonusForfeited',
  'adjustmentCredits',
  'adjustmentDebits',
] as const;
export type PlayerFlow = (typeof PLAYER_FLOWS)[number];

/** A count of ledger movements or players: a whole number, never negative. */
const countSchema = z
  .number()
  .int({ error: 'a count must be a whole number' })
  .min(0, { error: 'a count must not be negative' })
  .max(Number.MAX_SAFE_INTEGER);

/** An amount in minor units that cannot be negative, as a decimal string (never a float). */
export const unsignedMinorSchema = safeStringSchema.regex(
  /^(0|[1-9]\d{0,18})$/,
  'an amount must be whole minor units without a sign, as a string',
);

/** A result in minor units that may be negative (a day the house lost), as a decimal string. */
export const signedMinorSchema = safeStringSchema.regex(
  /^(0|-?[1-9]\d{0,18})$/,
  'an amount must be whole minor units, as a string',
);

/** The report's day in the site's time zone, `YYYY-MM-DD`, a day that exists. */
export const reportDateSchema = safeStringSchema
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date must read YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'no such date');

/** Lower-case hex of a given length: a SHA-256, an HMAC, a key's fingerprint. */
const hexSchema = (length: number) =>
  safeStringSchema.regex(new RegExp(`^[0-9a-f]{${length}}$`), `expected ${length} lower-case hex digits`);

/** How many movements of one flow, and how much money they moved. */
export const tallySchema = z.strictObject({
  count: countSchema,
  amountMinor: unsignedMinorSchema,
});
export type Tally = z.infer<typeof tallySchema>;

const gameFlowsSchema = z.strictObject({
  /** Bets placed: each a stake taken from the player's cash. */
  stakes: tallySchema,
  /** Winnings paid, cash-outs included. */
  wins: tallySchema,
  /** Stakes given back for voided bets. */
  refunds: tallySchema,
  /** Winnings taken back when a result was regraded (sports). */
  reclaims: tallySchema,
});

const playerFlowsSchema = gameFlowsSchema.extend({
  /** Deposits credited. */
  deposits: tallySchema,
  /** Withdrawals paid out by the provider (money that left the site). */
  withdrawals: tallySchema,
  /** Rewards paid into a player's balance (cash or a bonus balance) from a campaign's budget. */
  bonusGranted: tallySchema,
  /** Bonus balances turned into cash once their wagering was met. */
  bonusConverted: tallySchema,
  /** Bonus balances given back to their campaign. */
  bonusForfeited: tallySchema,
  /** Movements of kinds the report does not know that raised a player's balances. */
  adjustmentCredits: tallySchema,
  /** Movements of kinds the report does not know that lowered a player's balances. */
  adjustmentDebits: tallySchema,
});

/** What the bets came to for the house: payouts = wins + refunds − reclaims; GGR = stakes − payouts. */
const resultShape = {
  payoutsMinor: signedMinorSchema,
  ggrMinor: signedMinorSchema,
};

export const reportHeaderSchema = z.strictObject({
  operator: z.strictObject({ siteId: safeStringSchema.min(1).max(64), name: safeStringSchema.max(200) }),
  reportDate: reportDateSchema,
  /** The site's IANA time zone: its days start at local midnight there. */
  timeZone: safeStringSchema.min(1).max(64),
  /** The day as instants: movements recorded at or after the start and before the end. */
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  generatedAt: z.iso.datetime(),
  /** Made after the day ended (true for the daily export); false for a running day, whose figures still grow. */
  final: z.boolean(),
  /** Players are named by HMAC-SHA256(key, user id); `keyId` tells which key (same key, same reference). */
  pseudonymisation: z.strictObject({ method: z.literal('HMAC-SHA256'), keyId: hexSchema(16) }),
});
export type ReportHeader = z.infer<typeof reportHeaderSchema>;

/** One currency's day: every player flow, the players counted, and the house's result. */
export const currencyTotalsSchema = z.strictObject({
  currencyId: currencyIdSchema,
  /** Minor units per major unit are 10^decimals. */
  decimals: z.number().int().min(0).max(18),
  /** Players with a ledger movement that day. */
  activePlayers: countSchema,
  /** Players who registered that day. */
  newRegistrations: countSchema,
  flows: playerFlowsSchema,
  ...resultShape,
});
export type CurrencyTotals = z.infer<typeof currencyTotalsSchema>;

/** One game's bets in a currency. */
export const gameRowSchema = z.strictObject({
  currencyId: currencyIdSchema,
  /** The product, from the ledger kind's prefix: casino (single-player rounds), crash, lottery, sports. */
  product: safeStringSchema.min(1).max(64),
  /** The game as the ledger movement names it (`details.gameId`). */
  gameId: safeStringSchema.min(1).max(64),
  flows: gameFlowsSchema,
  ...resultShape,
});
export type GameRow = z.infer<typeof gameRowSchema>;

/** One ledger kind's movements of the day in a currency, and the flow they were counted under. */
export const ledgerKindRowSchema = z.strictObject({
  currencyId: currencyIdSchema,
  kind: safeStringSchema.min(1).max(64),
  flow: z.enum(REPORT_FLOWS),
  /** The product of a bet's movement; null for the others. */
  product: safeStringSchema.min(1).max(64).nullable(),
  count: countSchema,
  amountMinor: unsignedMinorSchema,
});
export type LedgerKindRow = z.infer<typeof ledgerKindRowSchema>;

/** One player's day in a currency, under a pseudonym. */
export const playerRowSchema = z.strictObject({
  playerRef: hexSchema(64),
  currencyId: currencyIdSchema,
  /** Registered that day. */
  registered: z.boolean(),
  /** Had a ledger movement that day. */
  active: z.boolean(),
  flows: playerFlowsSchema,
  ...resultShape,
});
export type PlayerRow = z.infer<typeof playerRowSchema>;

/** Record counts, and the SHA-256 of the canonical JSON of every other top-level field. */
export const reportTrailerSchema = z.strictObject({
  records: z.strictObject({
    currencies: countSchema,
    games: countSchema,
    ledgerKinds: countSchema,
    players: countSchema,
  }),
  sha256: hexSchema(64),
});

export const regulatorReportSchema = z.strictObject({
  format: z.literal(REGULATOR_REPORT_FORMAT),
  version: z.literal(REGULATOR_REPORT_VERSION),
  header: reportHeaderSchema,
  currencies: z.array(currencyTotalsSchema),
  games: z.array(gameRowSchema),
  ledgerKinds: z.array(ledgerKindRowSchema),
  players: z.array(playerRowSchema),
  trailer: reportTrailerSchema,
});
export type RegulatorReport = z.infer<typeof regulatorReportSchema>;
/** The report before its trailer: what the trailer's hash covers. */
export type RegulatorReportBody = Omit<RegulatorReport, 'trailer'>;
