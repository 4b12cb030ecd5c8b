import { and, eq } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';

import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { twoFactorSetups } from './two-factor.tables.ts';
import { totpCodeUsed, verifyTotpStep } from '../operators/index.ts';
import { removeTwoFactorSecret, setTwoFactorSecret, takeTwoFactorStep } from '../user/index.ts';
import { ApiError } from '../../platform/errors.ts';
import { GuessLimiter, IN_SESSION_GUESS_LIMITS } from '../../platform/guess-limiter.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';

/** How long a secret handed out by setup may be bound. */
const PENDING_TTL_MS = 10 * 60_000;

/** The player as the checks read them: their bound secret and the last code's time step it took. */
interface TwoFactorHolder {
  id: number;
  twoFactorSecret: string | null;
  twoFactorLastStep: number | null;
}

/**
 * Authenticator-app (TOTP) two-factor authentication, the spec's `bind2Auth`: setup hands out a secret,
 * bind stores it once the player proves their app has it, and `check` guards sensitive calls (withdraw)
 * with TWO_FACTOR_REQUIRED (10140) when the code is missing and TWO_FACTOR_CODE_INVALID when it is wrong.
 * Each code is taken once per secret (bind, check and remove alike): a code of a time step at or before
 * the last one taken is refused as TWO_FACTOR_CODE_USED.
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
    const step = await this.verifyOrCount(userId, pending.secret, null, code);
    await inTransaction(this.db, async (tx) => {
      // Bound once: a second bind of the same setup finds nothing to take.
      const [taken] = await tx
        .delete(twoFactorSetups)
        .where(and(eq(twoFactorSetups.userId, userId), eq(twoFactorSetups.secret, pending.secret)))
        .returning();
      if (!taken) throw new ApiError('TWO_FACTOR_REQUIRED', { message: 'TWO_FACTOR_SETUP_EXPIRED' });
      // The binding code is spent with it: the next check takes a later one.
      await setTwoFactorSecret(tx, userId, pending.secret, step);
    });
  }

  /** Guards a sensitive call of a player who bound two-factor authentication; the code is spent. */
  async check(user: TwoFactorHolder, code: string | undefined): Promise<void> {
    const secret = user.twoFactorSecret;
    if (secret === null) return;
    if (code === undefined) throw new ApiError('TWO_FACTOR_REQUIRED');
    const step = await this.verifyOrCount(user.id, secret, user.twoFactorLastStep, code);
    await inTransaction(this.db, (tx) => takeStep(tx, user.id, secret, step));
  }

  /** Unbinds the app of a player who proves, with a current code, that they still hold it. */
  async remove(user: TwoFactorHolder, code: string): Promise<void> {
    const secret = user.twoFactorSecret;
    if (secret === null) throw new ApiError('TWO_FACTOR_REQUIRED', { message: 'TWO_FACTOR_NOT_BOUND' });
    const step = await this.verifyOrCount(user.id, secret, user.twoFactorLastStep, code);
    await inTransaction(this.db, async (tx) => {
      await takeStep(tx, user.id, secret, step);
      await removeTwoFactorSecret(tx, user.id, secret);
    });
  }

  /** Reserves the guess before checking it, so simultaneous guesses cannot get past the limit. */
  private async verifyOrCount(
    userId: number,
    secret: string,
    lastStep: number | null,
    code: string,
  ): Promise<number> {
    const guess = await this.codeGuesses.reserve(`id:${userId}`);
    const step = await verifyTotpStep(secret, code, lastStep);
    await guess.succeeded();
    return step;
  }
}

/** Takes the code's step, or refuses it as used (a replay, or a request racing with the same code). */
async function takeStep(tx: Tx, userId: number, secret: string, step: number): Promise<void> {
  if (!(await takeTwoFactorStep(tx, userId, secret, step))) throw totpCodeUsed();
}
