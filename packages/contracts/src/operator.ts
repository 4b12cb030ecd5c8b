import { z } from 'zod';

/** Operator roles. Admin may do everything; the others are limited to their area. */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'designer'] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const operatorUsernameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9._-]{3,32}$/, 'USERNAME_RULE');

export const operatorLoginRequestSchema = z.object({
  username: operatorUsernameSchema,
  password: z.string().min(1, 'PASSWORD_RULE').max(128, 'PASSWORD_RULE'),
});

export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(operatorRoleSchema),
  disabled: z.boolean(),
  createdAt: z.number().int(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorSessionSchema = z.object({ token: z.string(), operator: operatorSchema });

export const createOperatorRequestSchema = z.object({
  username: operatorUsernameSchema,
  password: z.string().min(12, 'OPERATOR_PASSWORD_RULE').max(128, 'OPERATOR_PASSWORD_RULE'),
  roles: z.array(operatorRoleSchema).min(1).max(OPERATOR_ROLES.length),
});

export const updateOperatorRequestSchema = z.object({
  roles: z.array(operatorRoleSchema).min(1).max(OPERATOR_ROLES.length).optional(),
  disabled: z.boolean().optional(),
});

export const operatorIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const maintenanceRequestSchema = z.object({ enabled: z.boolean() });

export const playerSearchQuerySchema = z.object({
  q: z.string().trim().max(64).default(''),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const playerSummarySchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  phone: z.string().nullable(),
  currencyId: z.string(),
  createdAt: z.number().int(),
  disabled: z.boolean(),
});

/**
 * A crash chain's salt lifecycle: first where the salt will come from, published before that value
 * exists (e.g. "the hash of Bitcoin block 880000"), then the value itself once it is public.
 */
export const crashSaltAnnouncementRequestSchema = z.object({
  announcement: z.string().trim().min(1).max(500),
});

export const crashSaltRequestSchema = z.object({ salt: z.string().trim().min(1).max(200) });
