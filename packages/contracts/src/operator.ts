import { z } from 'zod';

import { safeStringSchema, serialIdSchema } from './fields.ts';

/** Operator roles. Admin may do everything; the others are limited to their area. */
export const OPERATOR_ROLES = [
  'admin',
  'finance',
  'support',
  'risk',
  'compliance',
  'marketing',
  'designer',
] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const operatorUsernameSchema = safeStringSchema.trim().regex(/^[a-z0-9._-]{3,32}$/, 'USERNAME_RULE');

export const operatorLoginRequestSchema = z.object({
  username: operatorUsernameSchema,
  password: safeStringSchema.min(1, 'PASSWORD_RULE').max(128, 'PASSWORD_RULE'),
  /** The staff TOTP code: required once the operator has set TOTP up (OPERATOR_TOTP_REQUIRED without it). */
  totp: safeStringSchema
    .trim()
    .regex(/^\d{6}$/, 'TWO_FACTOR_CODE_INVALID')
    .optional(),
});

/**
 * The person a staff account belongs to: their work e-mail or employee id, lower-cased. Every account of
 * one person (an alias) carries the same identity; four-eyes approvals need two different ones.
 */
export const staffPersonSchema = safeStringSchema
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._%+@-]{2,119}$/, 'STAFF_PERSON_RULE');

export const operatorSchema = z.object({
  id: z.number().int(),
  username: safeStringSchema,
  /** The person behind the account (see staffPersonSchema). */
  person: safeStringSchema,
  roles: z.array(operatorRoleSchema),
  disabled: z.boolean(),
  createdAt: z.number().int(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorSessionSchema = z.object({ token: safeStringSchema, operator: operatorSchema });

export const createOperatorRequestSchema = z.object({
  username: operatorUsernameSchema,
  password: safeStringSchema.min(12, 'OPERATOR_PASSWORD_RULE').max(128, 'OPERATOR_PASSWORD_RULE'),
  roles: z.array(operatorRoleSchema).min(1).max(OPERATOR_ROLES.length),
  /** Required, and fixed once set: the person's identity, shared by every account of theirs. */
  person: staffPersonSchema,
});

/** At least one change: an empty PATCH is a mistake of the caller, not a no-op to audit. */
export const updateOperatorRequestSchema = z
  .object({
    roles: z.array(operatorRoleSchema).min(1).max(OPERATOR_ROLES.length).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((changes) => changes.roles !== undefined || changes.disabled !== undefined, {
    message: 'NOTHING_TO_CHANGE',
    path: ['roles'],
  });

export const operatorIdParamsSchema = z.object({ id: serialIdSchema });

export const maintenanceRequestSchema = z.object({ enabled: z.boolean() });

export const playerSearchQuerySchema = z.object({
  q: safeStringSchema.trim().max(64).default(''),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const playerSummarySchema = z.object({
  userId: z.number().int(),
  username: safeStringSchema,
  phone: safeStringSchema.nullable(),
  currencyId: safeStringSchema,
  createdAt: z.number().int(),
  disabled: z.boolean(),
});
