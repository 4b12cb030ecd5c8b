import { randomBytes } from 'node:crypto';

import { generateSecret, generateURI, verify } from 'otplib';

import type { Operator, OperatorMe, OperatorRole, OperatorTotpSetup } from '@casino/contracts';
import { OPERATOR_ROLES } from '@casino/contracts';

import type { Config } from '../../platform/config.ts';
import { inTransaction, pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import { GuessLimiter, IN_SESSION_GUESS_LIMITS, loginGuessLimits } from '../../platform/guess-limiter.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { verifyAuditChain, type AuditChainCheck } from './audit-chain.ts';
import {
  countOperators,
  findOperatorById,
  findOperatorByUsername,
  findOperatorSession,
  insertOperator,
  insertOperatorSession,
  listOperators,
  revokeAllOperatorSessions,
  revokeOperatorSession,
  setOperatorTotp,
  updateOperator,
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
        const admin = await insertOperator(tx, { username, passwordHash, roles: ['admin'] });
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
    if (operator.totpSecret !== null) {
      if (credentials.totp === undefined) throw new ApiError('OPERATOR_TOTP_REQUIRED');
      await this.checkTotp(operator.id, operator.totpSecret, credentials.totp);
    }
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.config.OPERATOR_SESSION_HOURS * 3_600_000);
    await inTransaction(this.db, async (tx) => {
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
    await this.checkTotp(actor.id, pending, code);
    const updated = await inTransaction(this.db, async (tx) => {
      const row = await setOperatorTotp(tx, actor.id, {
        totpSecret: pending,
        totpPendingSecret: null,
        totpPendingExpiresAt: null,
      });
      await writeAudit(tx, { operatorId: actor.id, action: 'operator.totp.enable', target: actor.username });
      return row;
    });
    return presentOperatorMe(updated ?? current);
  }

  /** Clears an operator's TOTP (a lost phone), audited: their next sign-in is by password, to set it up again. */
  async resetTotp(actor: OperatorRow, id: number): Promise<void> {
    const target = await findOperatorById(this.db, id);
    if (!target) throw new ApiError('NOT_FOUND');
    await inTransaction(this.db, async (tx) => {
      await setOperatorTotp(tx, id, {
        totpSecret: null,
        totpPendingSecret: null,
        totpPendingExpiresAt: null,
      });
      await revokeAllOperatorSessions(tx, id);
      await writeAudit(tx, { operatorId: actor.id, action: 'operator.totp.reset', target: target.username });
    });
  }

  private async checkTotp(operatorId: number, secret: string, code: string): Promise<void> {
    const guess = await this.totpGuesses.reserve(`id:${operatorId}`);
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    if (!result.valid) throw new ApiError('TWO_FACTOR_CODE_INVALID');
    await guess.succeeded();
  }

  /** Recomputes the audit log's hash chain (the check of `npm run audit:verify`). */
  async verifyAudit(): Promise<AuditChainCheck> {
    return verifyAuditChain(this.db);
  }

  async list(): Promise<Operator[]> {
    return (await listOperators(this.db)).map(presentOperator);
  }

  async create(
    actor: OperatorRow,
    input: { username: string; password: string; roles: OperatorRole[] },
  ): Promise<Operator> {
    const passwordHash = await hashPassword(input.password);
    try {
      const created = await inTransaction(this.db, async (tx) => {
        const row = await insertOperator(tx, {
          username: input.username,
          passwordHash,
          roles: [...new Set(input.roles)],
        });
        await writeAudit(tx, {
          operatorId: actor.id,
          action: 'operator.create',
          target: row.username,
          details: { roles: row.roles },
        });
        return row;
      });
      return presentOperator(created);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ApiError('USERNAME_TAKEN');
      throw error;
    }
  }

  async update(
    actor: OperatorRow,
    id: number,
    changes: { roles?: OperatorRole[]; disabled?: boolean },
  ): Promise<Operator> {
    const target = await findOperatorById(this.db, id);
    if (!target) throw new ApiError('NOT_FOUND');
    const losesAdmin =
      changes.disabled === true || (changes.roles !== undefined && !changes.roles.includes('admin'));
    if (target.id === actor.id && losesAdmin) throw invalidInput('id', 'OPERATOR_CANNOT_DEMOTE_SELF');
    const updated = await inTransaction(this.db, async (tx) => {
      const row = await updateOperator(tx, id, {
        ...(changes.roles ? { roles: [...new Set(changes.roles)] } : {}),
        ...(changes.disabled === undefined ? {} : { disabled: changes.disabled }),
      });
      if (changes.disabled) await revokeAllOperatorSessions(tx, id);
      await writeAudit(tx, {
        operatorId: actor.id,
        action: 'operator.update',
        target: target.username,
        details: changes,
      });
      return row;
    });
    if (!updated) throw new ApiError('NOT_FOUND');
    return presentOperator(updated);
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
