import { createHash, randomInt } from 'node:crypto';

import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { verificationCodes } from './sms.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import type { SmsSender } from './sms-sender.ts';

/** What a code proves; a code sent for one purpose never authorises another. */
export type CodePurpose = 'withdraw' | 'login' | 'register' | 'reset' | 'phone';

const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS_PER_CODE = 5;
const SENDS_PER_PHONE_PER_HOUR = 5;

const hashCode = (phone: string, purpose: string, code: string) =>
  createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');

/**
 * Six-digit SMS codes in one store for every purpose: valid 10 minutes, single use, a few tries each,
 * sends limited per phone (5 an hour) and per IP (`sendsPerIpPerHour`, the SMS_SENDS_PER_IP_PER_HOUR setting).
 */
export class VerificationService {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsSender,
    private readonly attempts: AttemptCounter,
    private readonly sendsPerIpPerHour = 20,
  ) {}

  async send(phone: string, purpose: CodePurpose, ip: string, text: (code: string) => string): Promise<void> {
    await this.countSend(phone, ip);
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
   * Texts a message without a code, counted against the same limits as a code: what an enumeration-safe
   * call sends where a code must not go (a registration code asked for a phone that has an account).
   */
  async notify(phone: string, ip: string, text: string): Promise<void> {
    await this.countSend(phone, ip);
    await this.sms.send(phone, text);
  }

  /**
   * Everything `send` checks and counts (a provider, the limits per phone and per IP), without storing or
   * sending a code: an enumeration-safe call answers an unknown phone exactly as a known one.
   */
  async countSend(phone: string, ip: string): Promise<void> {
    if (!this.sms.available) throw new ApiError('SMS_UNAVAILABLE');
    const [byPhone, byIp] = await Promise.all([
      this.attempts.hit(`sms:phone:${phone}`, 3_600_000),
      this.attempts.hit(`sms:ip:${ip}`, 3_600_000),
    ]);
    if (byPhone > SENDS_PER_PHONE_PER_HOUR || byIp > this.sendsPerIpPerHour)
      throw new ApiError('RATE_LIMITED');
  }

  /**
   * Consumes the newest live code of this phone and purpose if `code` matches; SMS_CODE_INVALID otherwise
   * (and the wrong try is counted). Runs on its own, before the action it guards: a spent code stays spent.
   */
  async consume(phone: string, purpose: CodePurpose, code: string): Promise<void> {
    await this.spend(phone, purpose, code, async () => undefined);
  }

  /**
   * Spends the newest live code of this phone and purpose and runs `action` in the same transaction, so
   * the code is spent exactly when what it authorises is written: should `action` fail, both roll back
   * and the code stays usable. A wrong code is counted (that much commits) and answered SMS_CODE_INVALID,
   * as are an expired, spent or exhausted one. The row lock makes concurrent tries queue, so no more than
   * MAX_ATTEMPTS_PER_CODE guesses are ever checked.
   */
  async spend<T>(
    phone: string,
    purpose: CodePurpose,
    code: string,
    action: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const outcome = await inTransaction(this.db, async (tx) => {
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
      if (!live || live.attempts >= MAX_ATTEMPTS_PER_CODE) return { matched: false as const };
      if (live.codeHash !== hashCode(phone, purpose, code)) {
        await tx
          .update(verificationCodes)
          .set({ attempts: sql`${verificationCodes.attempts} + 1` })
          .where(eq(verificationCodes.id, live.id));
        return { matched: false as const };
      }
      await tx.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, live.id));
      return { matched: true as const, value: await action(tx) };
    });
    if (!outcome.matched) throw new ApiError('SMS_CODE_INVALID');
    return outcome.value;
  }
}
