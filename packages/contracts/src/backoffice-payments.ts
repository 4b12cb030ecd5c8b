import { z } from 'zod';

import { currencyIdSchema, safeStringSchema } from './fields.ts';
import { amountInputSchema } from './wallet.ts';

/**
 * The back office's payment desk (issue 20, finance): deposit channels and withdrawal limits per currency,
 * and the pay maintenance switch (-1119). Amounts travel in major units like every player-facing amount.
 */

/** A deposit channel as operators see it, enabled or not, with whether its provider is installed here. */
export const paymentChannelAdminSchema = z.object({
  id: safeStringSchema,
  name: safeStringSchema,
  provider: safeStringSchema,
  /** False: the provider is not installed on this server (e.g. SANDBOX on a real site); it takes no orders. */
  providerInstalled: z.boolean(),
  currencyId: safeStringSchema,
  min: z.number(),
  max: z.number(),
  quickAmounts: z.array(z.number()),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type PaymentChannelAdmin = z.infer<typeof paymentChannelAdminSchema>;

/** A currency's withdrawal limits, and the amount above which a player must have passed KYC. */
export const withdrawLimitAdminSchema = z.object({
  currencyId: safeStringSchema,
  provider: safeStringSchema,
  providerInstalled: z.boolean(),
  min: z.number(),
  max: z.number(),
  kycThreshold: z.number(),
});
export type WithdrawLimitAdmin = z.infer<typeof withdrawLimitAdminSchema>;

/** GET /api/operator/payments: the whole desk in one answer. */
export const paymentDeskSchema = z.object({
  channels: z.array(paymentChannelAdminSchema),
  withdrawLimits: z.array(withdrawLimitAdminSchema),
  payMaintenance: z.boolean(),
  /** The payment providers installed on this server, for a new channel or a currency's withdrawals. */
  providers: z.array(safeStringSchema),
  /** The site's enabled currencies, for a new channel. */
  currencies: z.array(safeStringSchema),
});
export type PaymentDesk = z.infer<typeof paymentDeskSchema>;

/** The most quick amounts a channel offers on the deposit page. */
export const MAX_QUICK_AMOUNTS = 8;

const channelFieldsSchema = z.object({
  name: safeStringSchema.trim().min(1, 'NAME_REQUIRED').max(60),
  min: amountInputSchema,
  max: amountInputSchema,
  quickAmounts: z.array(amountInputSchema).max(MAX_QUICK_AMOUNTS),
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(9999),
});

/** POST /api/operator/payments/channels: a new channel of an installed provider. */
export const paymentChannelCreateSchema = channelFieldsSchema.extend({
  id: safeStringSchema.regex(/^[a-z0-9][a-z0-9_-]{1,39}$/, 'CHANNEL_ID_INVALID'),
  provider: safeStringSchema.min(1).max(40),
  currencyId: currencyIdSchema,
});
export type PaymentChannelCreate = z.infer<typeof paymentChannelCreateSchema>;

/** PATCH /api/operator/payments/channels/:id: any of a channel's fields but its id, provider and currency. */
export const paymentChannelPatchSchema = channelFieldsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'NOTHING_TO_CHANGE' });
export type PaymentChannelPatch = z.infer<typeof paymentChannelPatchSchema>;

export const paymentChannelParamsSchema = z.object({
  id: safeStringSchema.regex(/^[a-z0-9][a-z0-9_-]{1,39}$/, 'CHANNEL_ID_INVALID'),
});

/** PUT /api/operator/payments/withdraw-limits/:currencyId: a currency's withdrawal limits, whole. */
export const withdrawLimitPutSchema = z.object({
  provider: safeStringSchema.min(1).max(40),
  min: amountInputSchema,
  max: amountInputSchema,
  kycThreshold: amountInputSchema,
});
export type WithdrawLimitPut = z.infer<typeof withdrawLimitPutSchema>;

export const currencyParamsSchema = z.object({ currencyId: currencyIdSchema });
