import { z } from 'zod';

import {
  currencyIdSchema,
  isoDateSchema,
  requestIdSchema,
  safeJsonSchema,
  safeStringSchema,
  serialIdSchema,
} from './fields.ts';
import { operatorSchema, type OperatorRole } from './operator.ts';
import { amountInputSchema, WITHDRAW_STATUSES, withdrawOrderSchema } from './wallet.ts';

/**
 * The back office's calls beyond sign-in (operator.ts): the 360° player view and its actions, the
 * four-eyes withdrawal queue, reports read from the ledger, and the audit log. Every action that changes
 * something names its reason; the server writes it into the hash-chained audit log with the operator.
 */

/**
 * Which roles each back-office area admits (admin admits everything). The back office shows an area's
 * screen only to these roles, and the server checks the calls of the player desk, money, reports, audit,
 * KYC, chat, notices, staff and settings against this list; a call may admit fewer (the rewards screen is
 * marketing's and finance's, but only finance funds a campaign).
 */
export const BACKOFFICE_AREAS = {
  players: ['support', 'finance', 'risk', 'compliance'],
  /** Balance adjustments and withdrawal decisions. */
  money: ['finance'],
  /** Block, unblock, reset 2FA. */
  playerSafety: ['support', 'risk', 'compliance'],
  reports: ['finance', 'risk', 'compliance'],
  audit: ['compliance'],
  kyc: ['finance', 'compliance'],
  chat: ['support'],
  notices: ['support', 'marketing'],
  games: ['admin'],
  staff: ['admin'],
  settings: ['admin'],
  design: ['designer'],
  /** Bonus campaigns, check-in, VIP ladder, invite wheel, money rain. */
  rewards: ['marketing', 'finance'],
  /** Lottery rooms (admin) and the public chats' moderation (support). */
  lottery: ['support'],
  sportsbook: [],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type BackofficeArea = keyof typeof BACKOFFICE_AREAS;

/** Whether an operator with `roles` may use `area`. */
export const mayUse = (roles: readonly OperatorRole[], area: BackofficeArea): boolean =>
  roles.includes('admin') ||
  (BACKOFFICE_AREAS[area] as readonly OperatorRole[]).some((role) => roles.includes(role));

/** A reason an operator gives for an action: mandatory, short, shown in the audit log. */
export const operatorReasonSchema = safeStringSchema.trim().min(3, 'REASON_REQUIRED').max(500);

/** A staff TOTP code (RFC 6238, 6 digits). */
export const operatorTotpCodeSchema = safeStringSchema.trim().regex(/^\d{6}$/, 'TWO_FACTOR_CODE_INVALID');

/** The signed-in operator, with whether their sign-in asks for a TOTP code. */
export const operatorMeSchema = operatorSchema.extend({ totpEnabled: z.boolean() });
export type OperatorMe = z.infer<typeof operatorMeSchema>;

/** A TOTP secret being set up: shown once as a QR code (`uri`) and as text, confirmed by `enable`. */
export const operatorTotpSetupSchema = z.object({ secret: safeStringSchema, uri: safeStringSchema });
export type OperatorTotpSetup = z.infer<typeof operatorTotpSetupSchema>;
export const operatorTotpEnableRequestSchema = z.object({ code: operatorTotpCodeSchema });

export const playerIdParamsSchema = z.object({ id: serialIdSchema });

/** One currency of a player's wallet, in major units. */
export const playerBalanceSchema = z.object({
  currencyId: safeStringSchema,
  cash: z.number(),
  withdrawHold: z.number(),
  bonus: z.number(),
  /** Still to be wagered before a withdrawal. */
  wagering: z.number(),
});
export type PlayerBalance = z.infer<typeof playerBalanceSchema>;

/** One ledger line of the player's: what moved, by how much (signed), and the balance after it. */
export const playerLedgerLineSchema = z.object({
  id: z.number().int(),
  kind: safeStringSchema,
  reference: safeStringSchema,
  account: safeStringSchema,
  currencyId: safeStringSchema,
  amount: z.number(),
  createdAt: z.number().int(),
});
export type PlayerLedgerLine = z.infer<typeof playerLedgerLineSchema>;

export const playerOrderLineSchema = z.object({
  id: safeStringSchema,
  amount: z.number(),
  currencyId: safeStringSchema,
  status: safeStringSchema,
  createdAt: z.number().int(),
});
export type PlayerOrderLine = z.infer<typeof playerOrderLineSchema>;

export const playerNoteSchema = z.object({
  id: z.number().int(),
  operator: safeStringSchema,
  text: safeStringSchema,
  createdAt: z.number().int(),
});
export type PlayerNote = z.infer<typeof playerNoteSchema>;

export const playerSessionLineSchema = z.object({
  createdAt: z.number().int(),
  lastSeenAt: z.number().int().nullable(),
  ip: safeStringSchema.nullable(),
  device: safeStringSchema.nullable(),
  active: z.boolean(),
});
export type PlayerSessionLine = z.infer<typeof playerSessionLineSchema>;

export const playerRoundLineSchema = z.object({
  id: z.number().int(),
  gameId: safeStringSchema,
  currencyId: safeStringSchema,
  stake: z.number(),
  payout: z.number().nullable(),
  status: safeStringSchema,
  demo: z.boolean(),
  createdAt: z.number().int(),
});
export type PlayerRoundLine = z.infer<typeof playerRoundLineSchema>;

/**
 * A responsible-gaming limit the player set: money limits in major units of the player's currency, the
 * session limit in minutes; a raised limit waits (`pending…`) before it applies.
 */
export const playerLimitLineSchema = z.object({
  kind: safeStringSchema,
  period: safeStringSchema,
  value: z.number().nullable(),
  pendingValue: z.number().nullable(),
  pendingEffectiveAt: z.number().int().nullable(),
});
export type PlayerLimitLine = z.infer<typeof playerLimitLineSchema>;

export const playerExclusionLineSchema = z.object({
  kind: safeStringSchema,
  source: safeStringSchema,
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  reason: safeStringSchema.nullable(),
});
export type PlayerExclusionLine = z.infer<typeof playerExclusionLineSchema>;

/** A bonus the player was granted: by which campaign, how much, where it paid and where its wagering stands. */
export const playerBonusLineSchema = z.object({
  id: z.number().int(),
  campaign: safeStringSchema,
  /** The campaign's kind (check-in, money rain, wheel…). */
  kind: safeStringSchema,
  currencyId: safeStringSchema,
  amount: z.number(),
  paysTo: safeStringSchema,
  wageringRequired: z.number(),
  /** WAGERING, CONVERTED, FORFEITED or PAID. */
  status: safeStringSchema,
  expiresAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type PlayerBonusLine = z.infer<typeof playerBonusLineSchema>;

/** The 360° view of one player: who, what they hold, what moved, and what staff wrote about them. */
export const playerDetailSchema = z.object({
  userId: z.number().int(),
  username: safeStringSchema,
  phone: safeStringSchema.nullable(),
  currencyId: safeStringSchema,
  createdAt: z.number().int(),
  disabled: z.boolean(),
  kycStatus: safeStringSchema,
  twoFactorEnabled: z.boolean(),
  vipLevel: z.number().int(),
  balances: z.array(playerBalanceSchema),
  ledger: z.array(playerLedgerLineSchema),
  rounds: z.array(playerRoundLineSchema),
  limits: z.array(playerLimitLineSchema),
  exclusions: z.array(playerExclusionLineSchema),
  deposits: z.array(playerOrderLineSchema),
  withdrawals: z.array(playerOrderLineSchema),
  sessions: z.array(playerSessionLineSchema),
  notes: z.array(playerNoteSchema),
  bonuses: z.array(playerBonusLineSchema),
  /** The player's support chat, if they ever wrote (support opens it from here). */
  chatConversationId: z.number().int().nullable(),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

/**
 * A balance adjustment (finance): a ledger posting between the player's cash and the house's adjustments
 * account. `amount` is signed, in major units: positive credits, negative debits (never below zero).
 * `requestId` makes a retried click one adjustment.
 */
export const playerAdjustRequestSchema = z.object({
  currencyId: currencyIdSchema,
  amount: amountInputSchema,
  reason: operatorReasonSchema,
  requestId: requestIdSchema,
});
export type PlayerAdjustRequest = z.infer<typeof playerAdjustRequestSchema>;

export const playerBlockRequestSchema = z.object({ blocked: z.boolean(), reason: operatorReasonSchema });
export const playerReasonRequestSchema = z.object({ reason: operatorReasonSchema });
export const playerNoteRequestSchema = z.object({ text: safeStringSchema.trim().min(1).max(2000) });

/**
 * A withdrawal in the review queue. Above the site's four-eyes amount a first approval leaves it waiting
 * (`firstApprovedBy` set) until a different operator approves it too.
 */
export const withdrawQueueItemSchema = z.object({
  id: safeStringSchema,
  userId: z.number().int(),
  username: safeStringSchema,
  amount: z.number(),
  currencyId: safeStringSchema,
  status: z.enum(WITHDRAW_STATUSES),
  holderName: safeStringSchema,
  pixKeyType: safeStringSchema,
  pixKey: safeStringSchema,
  createdAt: z.number().int(),
  needsSecondApproval: z.boolean(),
  firstApprovedBy: safeStringSchema.nullable(),
  reviewedBy: safeStringSchema.nullable(),
  reviewNote: safeStringSchema.nullable(),
});
export type WithdrawQueueItem = z.infer<typeof withdrawQueueItemSchema>;

/** The answer of an approval: paid out, or waiting for the second approver. */
export const withdrawApprovalSchema = withdrawOrderSchema.extend({ awaitingSecondApproval: z.boolean() });
export type WithdrawApproval = z.infer<typeof withdrawApprovalSchema>;

const MAX_REPORT_DAYS = 366;
const REPORT_FORMATS = ['json', 'csv'] as const;

/** Reports cover whole UTC days, `from` to `to` inclusive, at most a year; `csv` answers a file. */
const reportRange = {
  from: isoDateSchema,
  to: isoDateSchema,
  format: z.enum(REPORT_FORMATS).default('json'),
};
const rangeIsValid = ({ from, to }: { from: string; to: string }) =>
  from <= to && Date.parse(to) - Date.parse(from) < MAX_REPORT_DAYS * 86_400_000;
const RANGE_REFUSAL = { message: 'DATE_RANGE_INVALID', path: ['to'] };

export const reportRangeQuerySchema = z.object(reportRange).refine(rangeIsValid, RANGE_REFUSAL);
export const GGR_GROUPINGS = ['day', 'game', 'currency'] as const;
export const ggrReportQuerySchema = z
  .object({ ...reportRange, groupBy: z.enum(GGR_GROUPINGS).default('day') })
  .refine(rangeIsValid, RANGE_REFUSAL);
/**
 * One row of the GGR report, in major units of its currency: GGR = stakes − payouts; NGR = GGR − bonus
 * money paid to players (rewards, rain, campaign payouts). Rows never mix currencies.
 */
export const ggrRowSchema = z.object({
  key: safeStringSchema,
  currencyId: safeStringSchema,
  rounds: z.number().int(),
  stakes: z.number(),
  payouts: z.number(),
  ggr: z.number(),
  bonuses: z.number(),
  ngr: z.number(),
});
export type GgrRow = z.infer<typeof ggrRowSchema>;

/** Money in and out through the payment providers, and who played, per day and currency. */
export const cashflowRowSchema = z.object({
  day: safeStringSchema,
  currencyId: safeStringSchema,
  deposits: z.number(),
  withdrawals: z.number(),
  activePlayers: z.number().int(),
});
export type CashflowRow = z.infer<typeof cashflowRowSchema>;

/**
 * A game's actual RTP against its declared one, as fractions (0.97 is 97 %): the band is where the actual
 * RTP falls 99 % of the time for the rounds played (normal approximation, from the game's payout
 * variance); `outside` is the alert.
 */
export const rtpRowSchema = z.object({
  gameId: safeStringSchema,
  currencyId: safeStringSchema,
  rounds: z.number().int(),
  stakes: z.number(),
  payouts: z.number(),
  declaredRtp: z.number(),
  actualRtp: z.number().nullable(),
  bandLow: z.number().nullable(),
  bandHigh: z.number().nullable(),
  outside: z.boolean(),
});
export type RtpRow = z.infer<typeof rtpRowSchema>;

export const auditQuerySchema = z.object({
  operator: safeStringSchema.trim().max(32).optional(),
  action: safeStringSchema.trim().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditEntrySchema = z.object({
  seq: z.number().int(),
  operator: safeStringSchema.nullable(),
  action: safeStringSchema,
  target: safeStringSchema.nullable(),
  details: z.unknown(),
  createdAt: z.number().int(),
  hash: safeStringSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The result of recomputing the chain: whole, or the first entry where it breaks. */
export const auditVerifySchema = z.object({
  entries: z.number().int(),
  /** The last entry's hash: it vouches for every entry before it. */
  head: safeStringSchema.nullable(),
  broken: z
    .object({ seq: z.number().int().nullable(), id: z.number().int(), reason: safeStringSchema })
    .optional(),
});
export type AuditVerify = z.infer<typeof auditVerifySchema>;

/** The four-eyes amounts: per currency, a withdrawal above this (major units) needs two approvers. */
export const withdrawSecondApprovalAboveSchema = z.record(
  currencyIdSchema,
  z.number().nonnegative().finite(),
);

/**
 * Settings whose change needs a second person (four eyes over the four-eyes rule itself): a PATCH naming
 * one proposes the change, which waits until another, independent admin approves it.
 */
export const SECOND_PERSON_SETTINGS = ['withdrawSecondApprovalAbove'] as const;

/** A settings change waiting for its second approver. */
export const pendingSettingChangeSchema = z.object({
  id: z.number().int(),
  key: z.enum(SECOND_PERSON_SETTINGS),
  value: safeJsonSchema,
  proposedBy: safeStringSchema,
  proposedAt: z.number().int(),
});
export type PendingSettingChange = z.infer<typeof pendingSettingChangeSchema>;

/**
 * A change of site settings (the start-up switches of spec §3): only the keys sent change. The server
 * knows each setting's own rule and checks the whole result (SETTING_UNKNOWN for a key it does not know).
 */
export const siteSettingsPatchSchema = z
  .record(safeStringSchema.max(64), safeJsonSchema)
  .refine((changes) => Object.keys(changes).length >= 1, 'NOTHING_TO_CHANGE')
  .refine((changes) => Object.keys(changes).length <= 60, 'TOO_MANY_CHANGES');
