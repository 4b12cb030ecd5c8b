import { sessionViewSchema, type Envelope, type SessionView } from '@casino/contracts';
import { z } from 'zod';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet, apiPost } from '../../../lib/api/client';

/**
 * The account area's calls. Each shows its refusal beside its own form, so the client's alert is off;
 * a non-zero answer is thrown as ApiStatusError (but by sendPhoneCode, which answers it).
 */
const quietly = { noAlert: true } as const;

export async function saveNickname(nickname: string): Promise<void> {
  unwrapModel(await apiPost('/api/user/profile', { nickname }, quietly));
}

/** Sets the avatar to an image the player uploaded (its id from /api/file/upload). */
export async function saveAvatar(avatarFileId: string): Promise<void> {
  unwrapModel(await apiPost('/api/user/profile', { avatarFileId }, quietly));
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  unwrapModel(await apiPost('/api/user/password', { oldPassword, newPassword }, quietly));
}

export async function getSessions(): Promise<SessionView[]> {
  const envelope = await apiGet('/api/user/sessions', quietly);
  unwrapModel(envelope);
  return z.array(sessionViewSchema).parse(envelope.list ?? []);
}

export async function logoutOtherSessions(): Promise<number> {
  return unwrapModel(await apiPost<{ ended: number }>('/api/user/sessions/logout_others', {}, quietly)).ended;
}

export async function setUpTwoFactor(): Promise<{ secret: string; uri: string }> {
  return unwrapModel(await apiPost<{ secret: string; uri: string }>('/api/user/2fa/setup', {}, quietly));
}

export async function bindTwoFactor(code: string): Promise<void> {
  unwrapModel(await apiPost('/api/user/2fa/bind', { code }, quietly));
}

export async function removeTwoFactor(code: string): Promise<void> {
  unwrapModel(await apiPost('/api/user/2fa/remove', { code }, quietly));
}

/**
 * Texts a code to the phone the player wants on the account (another account's phone gets no code, and
 * the answer does not say so).
 * Answers the envelope, as every SMS form's sender reads it (lib/phone/use-sms-code-sender.ts).
 */
export function sendPhoneCode(phone: string): Promise<Envelope> {
  return apiPost('/api/user/phone/send_code', { phone }, quietly);
}

/** Gives the code back: the phone becomes the account's, verified. */
export async function verifyPhone(phone: string, code: string): Promise<void> {
  unwrapModel(await apiPost('/api/user/phone/verify', { phone, code }, quietly));
}
