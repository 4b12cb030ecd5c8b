import { verify } from 'otplib';

import { ApiError } from '../../platform/errors.ts';

/** The authenticator apps' period (RFC 6238: 30 s steps). */
const PERIOD_S = 30;

/** The refusal of a right code that was used already (its step, or a later one, was taken before). */
export const totpCodeUsed = () =>
  new ApiError('TWO_FACTOR_CODE_INVALID', { message: 'TWO_FACTOR_CODE_USED' });

/**
 * Checks a TOTP code against `secret`, one step of clock drift either way (~90 s), and answers the time
 * step it belongs to. Refuses a wrong code, and a code of a step at or before `lastStep` (spent: each
 * step's code is taken once per secret). The caller records the step with a conditional write
 * (`last < step`) and refuses with `totpCodeUsed` when it loses, so of two requests with the same code
 * only one gets through. Shared by the staff sign-in and the players' two-factor check.
 */
export async function verifyTotpStep(secret: string, code: string, lastStep: number | null): Promise<number> {
  const epoch = Math.floor(Date.now() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: PERIOD_S });
  if (!result.valid) throw new ApiError('TWO_FACTOR_CODE_INVALID');
  const step = Math.floor(epoch / PERIOD_S) + result.delta;
  if (lastStep !== null && step <= lastStep) throw totpCodeUsed();
  return step;
}
