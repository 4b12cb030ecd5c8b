import { z } from 'zod';

import {
  cpfSchema,
  isValidCpf,
  referenceIdSchema,
  requestIdSchema,
  safeStringSchema,
  smsCodeSchema,
} from './fields.ts';

/**
 * Amounts from the client: a JSON number or a decimal string in major units. The server converts them
 * to minor units with the currency's decimals (game-math `parseAmount`) and refuses rather than rounds.
 */
export const amountInputSchema = z.union([z.number(), safeStringSchema.max(32)]);

export const rechargeChannelSchema = z.object({
  id: safeStringSchema,
  name: safeStringSchema,
  currencyId: safeStringSchema,
  min: z.number(),
  max: z.number(),
  quickAmounts: z.array(z.number()),
});
export type RechargeChannel = z.infer<typeof rechargeChannelSchema>;

export const createRechargeRequestSchema = z.object({
  channelId: safeStringSchema.max(64),
  amount: amountInputSchema,
  requestId: requestIdSchema.optional(),
});

/** REFUNDING / REFUNDED: paid from an account not in the player's CPF, so sent back, never credited. */
export const RECHARGE_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDING', 'REFUNDED'] as const;
export const rechargeStatusSchema = z.enum(RECHARGE_STATUSES);

export const rechargeOrderSchema = z.object({
  id: safeStringSchema,
  channelId: safeStringSchema,
  currencyId: safeStringSchema,
  amount: z.number(),
  status: rechargeStatusSchema,
  payUrl: safeStringSchema,
  first: z.boolean(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

export const orderIdRequestSchema = z.object({ id: referenceIdSchema });

/** POST /api/pay/paid_list: which of these orders are paid (the client's purchase tracking, spec §3). */
export const paidListRequestSchema = z.object({ ids: z.array(referenceIdSchema).max(10) });
export const paidListItemSchema = z.object({
  id: safeStringSchema,
  first: z.boolean(),
  usdAmount: z.number(),
  amount: z.number(),
});
export type PaidListItem = z.infer<typeof paidListItemSchema>;

export const HISTORY_KINDS = ['recharge', 'withdraw', 'bet', 'bonus'] as const;
export const historyRequestSchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  kind: z.enum(HISTORY_KINDS).optional(),
  /** Inclusive range, epoch ms. */
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
});
/** What a history row was, as a player reads it (the ledger kind is for bookkeeping). */
export const HISTORY_ROW_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_returned',
  'withdrawal_paid',
  'bet',
  'win',
  'refund',
  /** A win taken back because its result was corrected (a sportsbook rollback). */
  'correction',
  'bonus',
  'other',
] as const;
export type HistoryRowType = (typeof HISTORY_ROW_TYPES)[number];

/**
 * What a history row links to (issue 13): the single-player round or crash bet it settled, or the payment
 * order. The web page `/record/:type/:id` and the call `GET /api/record/:type/:id` show it.
 */
export const RECORD_TYPES = ['round', 'crash', 'lottery', 'sports', 'order'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const recordRefSchema = z.object({
  type: z.enum(RECORD_TYPES),
  id: safeStringSchema,
});
export type RecordRef = z.infer<typeof recordRefSchema>;

export const historyItemSchema = z.object({
  id: z.number().int(),
  /** The ledger kind (`bet_stake`, `crash_payout`…): kept for older clients; read `type` instead. */
  kind: safeStringSchema,
  /** Signed change of the player's cash, major units. */
  amount: z.number(),
  currencyId: safeStringSchema,
  createdAt: z.number().int(),
  type: z.enum(HISTORY_ROW_TYPES),
  /** Language-pack key of the row's name ("${game} bet"), filled with `gameId`, `method` and `multiplier`. */
  label: safeStringSchema,
  /** The game of a bet or win, when the row has one (its name is the pack key `GAME_<ID>`). */
  gameId: safeStringSchema.nullable(),
  /** The payment method of a deposit (the channel's name), when known. */
  method: safeStringSchema.nullable(),
  /** The multiplier a crash bet was cashed out at, when it was. */
  multiplier: z.number().nullable(),
  /** False for bookkeeping rows that moved none of the player's cash (a paid-out reserved withdrawal). */
  moneyMoved: z.boolean(),
  /** The round, crash bet or order the row's record page shows; null for bonuses and bookkeeping. */
  link: recordRefSchema.nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** PIX key types a withdrawal can go to. */
export const PIX_KEY_TYPES = ['CPF', 'PHONE', 'EMAIL', 'RANDOM'] as const;

/** POST /api/withdraw/info/save: where withdrawals go. The key must fit its type. */
export const withdrawInfoSchema = z
  .object({
    pixKeyType: z.enum(PIX_KEY_TYPES),
    pixKey: safeStringSchema.trim().min(1, 'PIX_KEY_INVALID').max(77, 'PIX_KEY_INVALID'),
    holderName: safeStringSchema.trim().min(3, 'HOLDER_NAME_INVALID').max(80, 'HOLDER_NAME_INVALID'),
    cpf: cpfSchema,
  })
  .superRefine((value, context) => {
    const key = value.pixKey;
    const fits =
      value.pixKeyType === 'CPF'
        ? isValidCpf(key)
        : value.pixKeyType === 'PHONE'
          ? /^\+?\d{10,13}$/.test(key.replace(/[\s()-]/g, ''))
          : value.pixKeyType === 'EMAIL'
            ? z.email().safeParse(key).success
            : /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
    if (!fits) context.addIssue({ code: 'custom', path: ['pixKey'], message: 'PIX_KEY_INVALID' });
  });
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const createWithdrawRequestSchema = z.object({
  amount: amountInputSchema,
  requestId: requestIdSchema.optional(),
  /** The SMS code, when the site asks for one (smsConfig.enableWithdraw). */
  smsCode: smsCodeSchema.optional(),
  /** The authenticator code, when the player bound two-factor authentication. */
  googleCode: safeStringSchema.regex(/^\d{6}$/, 'TWO_FACTOR_CODE_INVALID').optional(),
});

export const WITHDRAW_STATUSES = ['PENDING_REVIEW', 'PROCESSING', 'PAID', 'REJECTED', 'FAILED'] as const;
export const withdrawOrderSchema = z.object({
  id: safeStringSchema,
  amount: z.number(),
  currencyId: safeStringSchema,
  status: z.enum(WITHDRAW_STATUSES),
  pixKeyType: z.enum(PIX_KEY_TYPES),
  pixKey: safeStringSchema,
  createdAt: z.number().int(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;

export const withdrawRulesSchema = z.object({
  currencyId: safeStringSchema,
  min: z.number(),
  max: z.number(),
  withdrawDecimalLength: z.number().int(),
  /** Still to be wagered before a withdrawal is possible (the user's depositForWithdraw). */
  wageringRemaining: z.number(),
  needsSmsCode: z.boolean(),
  needsTwoFactor: z.boolean(),
});

export const smsSendRequestSchema = z.object({ purpose: z.enum(['withdraw']) });
export const twoFactorBindRequestSchema = z.object({
  code: safeStringSchema.regex(/^\d{6}$/, 'TWO_FACTOR_CODE_INVALID'),
});

export const withdrawReviewRequestSchema = z.object({
  id: referenceIdSchema,
  note: safeStringSchema.trim().max(500).optional(),
});
export const withdrawQueueQuerySchema = z.object({
  status: z.enum(WITHDRAW_STATUSES).default('PENDING_REVIEW'),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Back office (finance): set what a player still has to wager, or their KYC state, with a reason. */
export const playerWithdrawStandingRequestSchema = z.object({
  userId: z.number().int().positive(),
  wageringRemaining: amountInputSchema.optional(),
  kycVerified: z.boolean().optional(),
  reason: safeStringSchema.trim().min(3).max(500),
});
