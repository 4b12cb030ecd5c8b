import { and, eq } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';

import { inTransaction, type Db } from '../../db/client.ts';
import { twoFactorSetups, users } from '../../db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';

/** How long a secret handed out by setup may be bound. */
const PENDING_TTL_MS = 10 * 60_000;

/**
 * Authenticator-app (TOTP) two-factor authentication, the spec's `bind2Auth`: setup hands out a secret,
 * bind stores it once the player proves their app has it, and `check` guards sensitive calls (withdraw)
 * with TWO_FACTOR_REQUIRED (10140) when the code is missing and TWO_FACTOR_CODE_INVALID when it is wrong.
 */
export class TwoFactorService {
  constructor(
    private readonly db: Db,
    private readonly attempts: AttemptCounter,
    private readonly issuer: string,
  ) {}

  /** Hands out a new secret to bind (replacing one not yet bound); stored, so any process may bind it. */
  async setup(userId: number, label: string): Promise<{ secret: string; uri: string }> {
    const secret = generateSecret();
    const expiresAt = new Date(Date.now() + PENDING_TTL_MS);
    await inTransaction(this.db, (tx) =>
      tx
        .insert(twoFactorSetups)
        .values({ userId, secret, expiresAt })
        .onConflictDoUpdate({
          target: twoFactorSetups.userId,
          set: { secret, expiresAt, createdAt: new Date() },
        }),
    );
    return { secret, uri: generateURI({ issuer: this.issuer, label, secret }) };
  }

  async bind(userId: number, code: string): Promise<void> {
    const [pending] = await this.db.select().from(twoFactorSetups).where(eq(twoFactorSetups.userId, userId));
    if (!pending || pending.expiresAt.getTime() < Date.now())
      throw new ApiError('TWO_FACTOR_REQUIRED', { message: 'TWO_FACTOR_SETUP_EXPIRED' });
    await this.verifyOrCount(userId, pending.secret, code);
    await inTransaction(this.db, async (tx) => {
      // Bound once: a second bind of the same setup finds nothing to take.
      const [taken] = await tx
        .delete(twoFactorSetups)
        .where(and(eq(twoFactorSetups.userId, userId), eq(twoFactorSetups.secret, pending.secret)))
        .returning();
      if (!taken) throw new ApiError('TWO_FACTOR_REQUIRED', { message: 'TWO_FACTOR_SETUP_EXPIRED' });
      await tx.update(users).set({ twoFactorSecret: pending.secret }).where(eq(users.id, userId));
    });
  }

  /** Guards a sensitive call of a player who bound two-factor authentication. */
  async check(user: { id: number; twoFactorSecret: string | null }, code: string | undefined): Promise<void> {
    if (user.twoFactorSecret === null) return;
    if (code === undefined) throw new ApiError('TWO_FACTOR_REQUIRED');
    await this.verifyOrCount(user.id, user.twoFactorSecret, code);
  }

  private async verifyOrCount(userId: number, secret: string, code: string): Promise<void> {
    if ((await this.attempts.count(`2fa:${userId}`)) >= 5)
      throw new ApiError('TOO_MANY_LOGIN_ATTEMPTS', { extra: { minutes: 15 } });
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    if (!result.valid) {
      await this.attempts.hit(`2fa:${userId}`, 15 * 60_000);
      throw new ApiError('TWO_FACTOR_CODE_INVALID');
    }
  }
}
