import { and, eq } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';

import { inTransaction, type Db } from '../../db/client.ts';
import { twoFactorSetups } from './two-factor.tables.ts';
import { removeTwoFactorSecret, setTwoFactorSecret } from '../user/index.ts';
import { ApiError } from '../../platform/errors.ts';
import { GuessLimiter, IN_SESSION_GUESS_LIMITS } from '../../platform/guess-limiter.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';

/** How long a secret handed out by setup may be bound. */
const PENDING_TTL_MS = 10 * 60_000;
/**
 * Authenticator-app (TOTP) two-factor authentication, the spec's `bind2Auth`: setup hands out a secret,
 * bind stores it once the player proves their app has it, and `check` guards sensitive calls (withdraw)
 * with TWO_FACTOR_REQUIRED (10140) when the code is missing and TWO_FACTOR_CODE_INVALID when it is wrong.
 */
export class TwoFactorService {
  private readonly codeGuesses: GuessLimiter;

  constructor(
    private readonly db: Db,
    attempts: AttemptCounter,
    private readonly issuer: string,
  ) {
    this.codeGuesses = new GuessLimiter(attempts, '2fa', IN_SESSION_GUESS_LIMITS);
  }

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
      await setTwoFactorSecret(tx, userId, pending.secret);
    });
  }

  /** Guards a sensitive call of a player who bound two-factor authentication. */
  async check(user: { id: number; twoFactorSecret: string | null }, code: string | undefined): Promise<void> {
    if (user.twoFactorSecret === null) return;
    if (code === undefined) throw new ApiError('TWO_FACTOR_REQUIRED');
    await this.verifyOrCount(user.id, user.twoFactorSecret, code);
  }

  /** Unbinds the app of a player who proves, with a current code, that they still hold it. */
  async remove(user: { id: number; twoFactorSecret: string | null }, code: string): Promise<void> {
    if (user.twoFactorSecret === null)
      throw new ApiError('TWO_FACTOR_REQUIRED', { message: 'TWO_FACTOR_NOT_BOUND' });
    await this.verifyOrCount(user.id, user.twoFactorSecret, code);
    const secret = user.twoFactorSecret;
    await inTransaction(this.db, (tx) => removeTwoFactorSecret(tx, user.id, secret));
  }

  /** Reserves the guess before checking it, so simultaneous guesses cannot get past the limit. */
  private async verifyOrCount(userId: number, secret: string, code: string): Promise<void> {
    const guess = await this.codeGuesses.reserve(`id:${userId}`);
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    if (!result.valid) throw new ApiError('TWO_FACTOR_CODE_INVALID');
    await guess.succeeded();
  }
}
