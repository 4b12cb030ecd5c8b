import { createHash, randomInt } from 'node:crypto';

import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

import { inTransaction, type Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import type { SmsSender } from './sms-sender.ts';

export type CodePurpose = 'withdraw' | 'login';

const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS_PER_CODE = 5;
const SENDS_PER_PHONE_PER_HOUR = 5;
const SENDS_PER_IP_PER_HOUR = 20;

const hashCode = (phone: string, purpose: string, code: string) =>
  createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');

/** Six-digit SMS codes: valid 10 minutes, single use, a few tries each, sends limited per phone and per IP. */
export class VerificationService {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsSender,
    private readonly attempts: AttemptCounter,
  ) {}

  async send(phone: string, purpose: CodePurpose, ip: string, text: (code: string) => string): Promise<void> {
    if (!this.sms.available) throw new ApiError('SMS_UNAVAILABLE');
    const [byPhone, byIp] = await Promise.all([
      this.attempts.hit(`sms:phone:${phone}`, 3_600_000),
      this.attempts.hit(`sms:ip:${ip}`, 3_600_000),
    ]);
    if (byPhone > SENDS_PER_PHONE_PER_HOUR || byIp > SENDS_PER_IP_PER_HOUR)
      throw new ApiError('RATE_LIMITED');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = {
      phone,
      purpose,
      codeHash: hashCode(phone, purpose, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    };
    await inTransaction(this.db, (tx) => tx.insert(verificationCodes).values(row));
    await this.sms.send(phone, text(code));
  }

  /**
   * Consumes the newest live code of this phone and purpose if `code` matches; SMS_CODE_INVALID otherwise
   * (and the wrong try is counted). Runs on its own, before the action it guards: a spent code stays spent.
   */
  async consume(phone: string, purpose: CodePurpose, code: string): Promise<void> {
    const matched = await inTransaction(this.db, async (tx) => {
      const [live] = await tx
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.phone, phone),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1)
        .for('update');
      if (!live || live.attempts >= MAX_ATTEMPTS_PER_CODE) return false;
      if (live.codeHash !== hashCode(phone, purpose, code)) {
        await tx
          .update(verificationCodes)
          .set({ attempts: sql`${verificationCodes.attempts} + 1` })
          .where(eq(verificationCodes.id, live.id));
        return false;
      }
      await tx.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, live.id));
      return true;
    });
    if (!matched) throw new ApiError('SMS_CODE_INVALID');
  }
}
