import { z } from 'zod';

/**
 * Amounts from the client: a JSON number or a decimal string in major units. The server converts them
 * to minor units with the currency's decimals (game-math `parseAmount`) and refuses rather than rounds.
 */
export const amountInputSchema = z.union([z.number(), z.string().max(32)]);

/** Client-chosen id of a money-moving request (also accepted as the Idempotency-Key header). */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'REQUEST_ID_INVALID');

export const rechargeChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  currencyId: z.string(),
  min: z.number(),
  max: z.number(),
  quickAmounts: z.array(z.number()),
});
export type RechargeChannel = z.infer<typeof rechargeChannelSchema>;

export const createRechargeRequestSchema = z.object({
  channelId: z.string().max(64),
  amount: amountInputSchema,
  requestId: requestIdSchema.optional(),
});

export const RECHARGE_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED'] as const;
export const rechargeStatusSchema = z.enum(RECHARGE_STATUSES);

export const rechargeOrderSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  currencyId: z.string(),
  amount: z.number(),
  status: rechargeStatusSchema,
  payUrl: z.string(),
  first: z.boolean(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

export const orderIdRequestSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'ORDER_NOT_FOUND'),
});

/** POST /api/pay/paid_list: which of these orders are paid (the client's purchase tracking, spec §3). */
export const paidListRequestSchema = z.object({ ids: z.array(z.string().max(64)).max(10) });
export const paidListItemSchema = z.object({
  id: z.string(),
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
export const historyItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  /** Signed change of the player's cash, major units. */
  amount: z.number(),
  currencyId: z.string(),
  createdAt: z.number().int(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
