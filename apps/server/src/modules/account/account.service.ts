import type { PasswordChangeRequest, ProfileUpdateRequest, SessionView } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import type { CacheBus } from '../../platform/cache-bus.ts';
import { ApiError } from '../../platform/errors.ts';
import { GuessLimiter, IN_SESSION_GUESS_LIMITS } from '../../platform/guess-limiter.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { uploadedFileUrl, type FileService } from '../files/index.ts';
import type { TwoFactorService } from '../two-factor/index.ts';
import { liveSessions, revokeOtherSessions, setPasswordHash, setProfile } from '../user/index.ts';
import type { AuthenticatedPlayer } from '../user/index.ts';

/** An address with its last part hidden: enough to recognise a session, not to locate a player. */
export function maskedIp(ip: string | null): string | null {
  if (!ip) return null;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}:…`;
  const parts = ip.split('.');
  return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.*` : null;
}

/**
 * The player's own account: profile (nickname, avatar), password change, live sessions with "log out
 * everywhere else", and removing two-factor authentication. Every call acts on the session's player.
 */
export class AccountService {
  private readonly passwordGuesses: GuessLimiter;

  constructor(
    private readonly db: Db,
    private readonly files: FileService,
    private readonly twoFactor: TwoFactorService,
    private readonly bus: CacheBus,
    attempts: AttemptCounter,
  ) {
    this.passwordGuesses = new GuessLimiter(attempts, 'password-change', IN_SESSION_GUESS_LIMITS);
  }

  async updateProfile({ user }: AuthenticatedPlayer, change: ProfileUpdateRequest): Promise<void> {
    // The avatar must be an image this player uploaded (POST /api/file/upload?image=true).
    const avatar =
      change.avatarFileId === undefined
        ? undefined
        : uploadedFileUrl((await this.files.ownImage(change.avatarFileId, { userId: user.id })).id);
    await inTransaction(this.db, (tx) =>
      setProfile(tx, user.id, {
        ...(change.nickname === undefined ? {} : { nickname: change.nickname }),
        ...(avatar === undefined ? {} : { avatar }),
      }),
    );
  }

  /** Checks the current password (guesses counted first), stores the new one, ends every other session. */
  async changePassword(player: AuthenticatedPlayer, change: PasswordChangeRequest): Promise<void> {
    const guess = await this.passwordGuesses.reserve(`id:${player.user.id}`);
    if (!(await verifyPassword(player.user.passwordHash, change.oldPassword))) {
      throw new ApiError('INVALID_CREDENTIALS', { message: 'OLD_PASSWORD_WRONG' });
    }
    await guess.succeeded();
    const passwordHash = await hashPassword(change.newPassword);
    const ended = await inTransaction(this.db, async (tx) => {
      await setPasswordHash(tx, player.user.id, passwordHash);
      return revokeOtherSessions(tx, player.user.id, player.tokenHash);
    });
    await this.forget(ended);
  }

  async sessions(player: AuthenticatedPlayer, now = new Date()): Promise<SessionView[]> {
    const rows = await liveSessions(this.db, player.user.id, now);
    return rows.map((row) => ({
      id: row.tokenHash.toString('hex').slice(0, 12),
      current: row.tokenHash.equals(player.tokenHash),
      createdAt: row.createdAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
      device: row.device,
      userAgent: row.userAgent,
      ip: maskedIp(row.ip),
    }));
  }

  /** "Log out everywhere else": every session but this one ends now, on every process. */
  async logoutOthers(player: AuthenticatedPlayer): Promise<number> {
    const ended = await inTransaction(this.db, (tx) =>
      revokeOtherSessions(tx, player.user.id, player.tokenHash),
    );
    await this.forget(ended);
    return ended.length;
  }

  async removeTwoFactor({ user }: AuthenticatedPlayer, code: string): Promise<void> {
    await this.twoFactor.remove(user, code);
  }

  /** Every process drops the ended tokens from its identity cache at once. */
  private async forget(tokenHashes: readonly Buffer[]): Promise<void> {
    for (const tokenHash of tokenHashes) await this.bus.publish('session-revoked', tokenHash.toString('hex'));
  }
}
