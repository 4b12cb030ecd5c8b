import { randomBytes } from 'node:crypto';

import { generateSecret, generateURI } from 'otplib';

import type { Operator, OperatorMe, OperatorRole, OperatorTotpSetup } from '@casino/contracts';
import { OPERATOR_ROLES } from '@casino/contracts';

import type { Config } from '../../platform/config.ts';
import { inTransaction, pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { GuessLimiter, IN_SESSION_GUESS_LIMITS, loginGuessLimits } from '../../platform/guess-limiter.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { verifyAuditChain, type AuditChainCheck } from './audit-chain.ts';
import { totpCodeUsed, verifyTotpStep } from './totp.ts';
import {
  countOperators,
  findOperatorById,
  findOperatorByUsername,
  findOperatorSession,
  insertOperator,
  insertOperatorSession,
  revokeOperatorSession,
  bindOperatorTotp,
  setOperatorTotp,
  takeOperatorTotpStep,
  writeAudit,
  type OperatorRow,
} from './operators.repo.ts';

export interface AuthenticatedOperator {
  operator: OperatorRow;
  tokenHash: Buffer;
}

const toRoles = (roles: string[]): OperatorRole[] =>
  roles.filter((role): role is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(role));

export function presentOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    username: row.username,
    person: row.person,
    roles: toRoles(row.roles),
    disabled: row.disabled,
    createdAt: row.createdAt.getTime(),
  };
}

export const presentOperatorMe = (row: OperatorRow): OperatorMe => ({
  ...presentOperator(row),
  totpEnabled: row.totpSecret !== null,
});

/** How long a TOTP secret handed out by setup may be bound. */
const TOTP_SETUP_TTL_MS = 10 * 60_000;

/** What an operator login guesses at: the operator's id when it exists, else the name typed. */
const loginAccount = (operator: OperatorRow | undefined, username: string) =>
  operator ? `id:${operator.id}` : `u:${username.toLowerCase()}`;

/**
 * The back office's identities: operators are not players. They have their own table, tokens and
 * roles; every operator call names the roles it admits, and admin admits everything. Logins are limited
 * like players' (per operator from one IP, per IP, a slow-down across IPs): nobody elsewhere can lock the
 * admin out, and an admin can lift an operator's lock at once (`unlock`).
 */
export class OperatorService {
  private readonly passwordGuesses: GuessLimiter;
  private readonly totpGuesses: GuessLimiter;

  constructor(
    private readonly db: Db,
    attempts: AttemptCounter,
    private readonly config: Config,
    /** The TOTP issuer staff see in their authenticator app (the site's name). */
    private readonly issuerName: () => Promise<string>,
  ) {
    this.passwordGuesses = new GuessLimiter(attempts, 'operator-login', loginGuessLimits(config));
    this.totpGuesses = new GuessLimiter(attempts, 'operator-totp', IN_SESSION_GUESS_LIMITS);
  }

  /**
   * Creates the first admin when there is no operator yet: from OPERATOR_ADMIN_PASSWORD when set, else
   * with a generated password that is returned (and printed by the caller) this one time only.
   */
  async ensureFirstAdmin(): Promise<{ username: string; generatedPassword?: string } | undefined> {
    if ((await countOperators(this.db)) > 0) return undefined;
    const username = this.config.OPERATOR_ADMIN_USERNAME;
    const generatedPassword =
      this.config.OPERATOR_ADMIN_PASSWORD === undefined ? randomBytes(18).toString('base64url') : undefined;
    const password = this.config.OPERATOR_ADMIN_PASSWORD ?? (generatedPassword as string);
    const passwordHash = await hashPassword(password);
    try {
      await inTransaction(this.db, async (tx) => {
        // Its person is its name until an admin knows better; it has no sponsor.
        const admin = await insertOperator(tx, {
          username,
          passwordHash,
          roles: ['admin'],
          person: username.toLowerCase(),
          sponsors: [],
        });
        await writeAudit(tx, { operatorId: admin.id, action: 'operator.bootstrap', target: username });
      });
    } catch (error) {
      // Another process created it first.
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return undefined;
      throw error;
    }
    return generatedPassword === undefined ? { username } : { username, generatedPassword };
  }

  /**
   * Signs an operator in: the password, then (once they set TOTP up) the code of their authenticator app,
   * OPERATOR_TOTP_REQUIRED asking for it. A right password stops counting as a password guess; the codes
   * have their own limit per operator.
   */
  async login(
    credentials: { username: string; password: string; totp?: string | undefined },
    ip: string,
  ): Promise<{ token: string; operator: Operator }> {
    const { username, password } = credentials;
    const operator = await findOperatorByUsername(this.db, username);
    const guess = await this.passwordGuesses.reserve(loginAccount(operator, username), ip);
    const valid = await verifyPassword(operator?.passwordHash, password);
    if (!operator || !valid || operator.disabled) throw new ApiError('INVALID_CREDENTIALS');
    await guess.succeeded();
    const secret = operator.totpSecret;
    let totpStep: number | undefined;
    if (secret !== null) {
      if (credentials.totp === undefined) throw new ApiError('OPERATOR_TOTP_REQUIRED');
      totpStep = await this.checkTotp(operator.id, secret, operator.totpLastStep, credentials.totp);
    }
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.config.OPERATOR_SESSION_HOURS * 3_600_000);
    await inTransaction(this.db, async (tx) => {
      // The code is taken here, once: a replay, or a second sign-in racing with the same code, finds it spent.
      if (secret !== null && totpStep !== undefined) {
        if (!(await takeOperatorTotpStep(tx, operator.id, secret, totpStep))) throw totpCodeUsed();
      }
      await insertOperatorSession(tx, {
        tokenHash: hashToken(token),
        operatorId: operator.id,
        expiresAt,
        ip,
      });
      await writeAudit(tx, { operatorId: operator.id, action: 'operator.login', details: { ip } });
    });
    return { token, operator: presentOperator(operator) };
  }

  async logout(tokenHash: Buffer): Promise<void> {
    await inTransaction(this.db, (tx) => revokeOperatorSession(tx, tokenHash));
  }

  /** The operator behind a token, admitted only with one of `roles` (admin always). */
  async authenticate(
    token: string | undefined,
    roles: readonly OperatorRole[],
  ): Promise<AuthenticatedOperator> {
    if (!token) throw new ApiError('OPERATOR_LOGIN_REQUIRED', { httpStatus: 401 });
    const tokenHash = hashToken(token);
    const found = await findOperatorSession(this.db, tokenHash);
    if (
      !found ||
      found.session.revokedAt !== null ||
      found.session.expiresAt.getTime() <= Date.now() ||
      found.operator.disabled
    ) {
      throw new ApiError('OPERATOR_LOGIN_REQUIRED', { httpStatus: 401 });
    }
    const held = toRoles(found.operator.roles);
    if (!held.includes('admin') && !roles.some((role) => held.includes(role))) {
      throw new ApiError('FORBIDDEN', { httpStatus: 403, extra: { required: roles } });
    }
    return { operator: found.operator, tokenHash };
  }

  /** Hands out a new TOTP secret to set up (replacing one not yet bound), valid for ten minutes. */
  async setupTotp(actor: OperatorRow): Promise<OperatorTotpSetup> {
    const secret = generateSecret();
    await inTransaction(this.db, (tx) =>
      setOperatorTotp(tx, actor.id, {
        totpPendingSecret: secret,
        totpPendingExpiresAt: new Date(Date.now() + TOTP_SETUP_TTL_MS),
      }),
    );
    const issuer = `${await this.issuerName()} back office`;
    return { secret, uri: generateURI({ issuer, label: actor.username, secret }) };
  }

  /** Binds the secret of `setupTotp` once the operator's app shows a valid code; from then sign-in asks. */
  async enableTotp(actor: OperatorRow, code: string): Promise<OperatorMe> {
    const current = await findOperatorById(this.db, actor.id);
    const pending = current?.totpPendingSecret;
    if (!current || !pending || (current.totpPendingExpiresAt?.getTime() ?? 0) < Date.now())
      throw new ApiError('TWO_FACTOR_REQUIRED', { message: 'TWO_FACTOR_SETUP_EXPIRED' });
    const step = await this.checkTotp(actor.id, pending, null, code);
    const updated = await inTransaction(this.db, async (tx) => {
      // Bound once, and the binding code is spent: the next sign-in takes a later one.
      const row = await bindOperatorTotp(tx, actor.id, pending, step);
      if (!row) throw new ApiError('TWO_FACTOR_REQUIRED', { message: 'TWO_FACTOR_SETUP_EXPIRED' });
      await writeAudit(tx, { operatorId: actor.id, action: 'operator.totp.enable', target: actor.username });
      return row;
    });
    return presentOperatorMe(updated);
  }

  /** Checks a code within the guess limit; answers its time step (to take with the sign-in or binding). */
  private async checkTotp(
    operatorId: number,
    secret: string,
    lastStep: number | null,
    code: string,
  ): Promise<number> {
    const guess = await this.totpGuesses.reserve(`id:${operatorId}`);
    const step = await verifyTotpStep(secret, code, lastStep);
    await guess.succeeded();
    return step;
  }

  /** Recomputes the audit log's hash chain (the check of `npm run audit:verify`). */
  async verifyAudit(): Promise<AuditChainCheck> {
    return verifyAuditChain(this.db);
  }

  /** Lifts an operator's login lock on every IP (the operator locked themselves out), audited. */
  async unlock(actor: OperatorRow, id: number): Promise<void> {
    const target = await findOperatorById(this.db, id);
    if (!target) throw new ApiError('NOT_FOUND');
    await this.passwordGuesses.unlock(loginAccount(target, target.username));
    await inTransaction(this.db, (tx) =>
      writeAudit(tx, { operatorId: actor.id, action: 'operator.unlock', target: target.username }),
    );
  }
}
