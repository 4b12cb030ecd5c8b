import { z } from 'zod';

import { uploadedFileIdSchema } from './chat.ts';
import { passwordSchema, phoneSchema, safeStringSchema, smsCodeSchema } from './fields.ts';
import { twoFactorBindRequestSchema } from './wallet.ts';

/**
 * The player's account area: profile, password, sessions and two-factor removal. Every call acts on the
 * player of the session; nothing here names another player.
 */

/** A public name others see in live bets and chat: letters, digits, spaces and `_ . -`, 2–20 characters. */
export const nicknameSchema = safeStringSchema.trim().regex(/^[\p{L}\p{N}_. -]{2,20}$/u, 'NICKNAME_RULE');

/** POST /api/user/profile: what to change (at least one); the avatar is an image the player uploaded. */
export const profileUpdateRequestSchema = z
  .object({
    nickname: nicknameSchema.optional(),
    avatarFileId: uploadedFileIdSchema.optional(),
  })
  .refine((body) => body.nickname !== undefined || body.avatarFileId !== undefined, {
    message: 'NOTHING_TO_CHANGE',
    path: ['nickname'],
  });
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** POST /api/user/password: the current password proves it is the player; every other session ends. */
export const passwordChangeRequestSchema = z.object({
  oldPassword: safeStringSchema.min(1, 'PASSWORD_RULE').max(128, 'PASSWORD_RULE'),
  newPassword: passwordSchema,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** One live session of the player, as the sessions list shows it. */
export const sessionViewSchema = z.object({
  /** A short public handle of the session (never its token). */
  id: safeStringSchema,
  current: z.boolean(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  device: safeStringSchema.nullable(),
  userAgent: safeStringSchema.nullable(),
  /** The address it was opened from, its last part hidden. */
  ip: safeStringSchema.nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** POST /api/user/2fa/remove: a current code from the app proves the player still holds it. */
export const twoFactorRemoveRequestSchema = twoFactorBindRequestSchema;

/** POST /api/user/phone/send_code: a code to the phone the player wants on their account. */
export const phoneCodeRequestSchema = z.object({ phone: phoneSchema });
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequestSchema>;

/** POST /api/user/phone/verify: the phone and its code; the account's phone becomes it, verified. */
export const phoneVerifyRequestSchema = z.object({ phone: phoneSchema, code: smsCodeSchema });
export type PhoneVerifyRequest = z.infer<typeof phoneVerifyRequestSchema>;
