import type { Config } from './config.ts';
import { ApiError } from './errors.ts';
import type { AttemptCounter } from './rate-limit.ts';

/** What a limiter allows within one window. */
export interface GuessLimits {
  /** Guesses at one account from one IP; past it that pair is refused (only that pair: no stranger lockout). */
  perAccountIp: number;
  /** Guesses from one IP across every account; past it the IP is refused. */
  perIp: number;
  /** Guesses at one account from every IP after which each further guess waits; never a refusal. */
  slowAfter: number;
  /** The wait: this much per guess past `slowAfter`… */
  delayStepMs: number;
  /** …and never more than this. */
  maxDelayMs: number;
  /** How long a count lives, from the first guess it counts (a fixed window). */
  windowMs: number;
}

/** A guess allowed to be checked. Until `succeeded` it counts as a wrong one. */
export interface GuessReservation {
  /** The guess was right: the pair's count starts again, and this guess stops counting for the IP and account. */
  succeeded(): Promise<void>;
}

/** The password limits of LOGIN_* settings (player and operator logins). */
export function loginGuessLimits(config: Config): GuessLimits {
  return {
    perAccountIp: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    perIp: config.LOGIN_MAX_FAILURES_PER_IP,
    slowAfter: config.LOGIN_ACCOUNT_SLOW_AFTER,
    delayStepMs: config.LOGIN_ACCOUNT_DELAY_STEP_MS,
    maxDelayMs: config.LOGIN_ACCOUNT_MAX_DELAY_MS,
    windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
  };
}

/**
 * Limits for a secret guessed inside the player's own session (a two-factor code, the current password
 * before a change): the player's alone, whatever the IP, so no stranger can reach it to lock anyone out.
 */
export const IN_SESSION_GUESS_LIMITS: GuessLimits = {
  perAccountIp: 5,
  perIp: Number.POSITIVE_INFINITY,
  slowAfter: Number.POSITIVE_INFINITY,
  delayStepMs: 0,
  maxDelayMs: 0,
  windowMs: 15 * 60_000,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What an IP limit counts: an IPv4 address, or the /64 of an IPv6 one (a single host is commonly given a
 * whole /64, so counting its addresses one by one would hand it billions of fresh limits).
 */
export function ipBlock(ip: string): string {
  const address = ip.split('%', 1)[0] ?? ip;
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::', 2);
  const groups = head === '' ? [] : head.split(':');
  if (tail !== undefined) {
    const tailGroups = tail === '' ? [] : tail.split(':');
    groups.push(
      ...Array<string>(Math.max(0, 8 - groups.length - tailGroups.length)).fill('0'),
      ...tailGroups,
    );
  }
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * Bounds the guesses of a secret (a password, a one-time code) however many arrive at once: each guess
 * reserves its place with an atomic increment BEFORE the secret is checked, so a burst of a hundred
 * simultaneous guesses gets at most the limit checked. The hard limits are per account from one IP and
 * per IP, so a stranger elsewhere cannot lock the owner out; across IPs an account only slows down.
 */
export class GuessLimiter {
  constructor(
    private readonly attempts: AttemptCounter,
    /** Names the secret guessed (`login`, `operator-login`, `2fa`): each has its own counts. */
    private readonly scope: string,
    private readonly limits: GuessLimits,
  ) {}

  /**
   * Reserves one guess at `account` (an id when the account exists, else what was typed) from `address`, or
   * refuses with TOO_MANY_LOGIN_ATTEMPTS and the time to wait. Without an IP (a code guessed inside a
   * session) only the per-account limit applies.
   */
  async reserve(account: string, address?: string): Promise<GuessReservation> {
    const { windowMs } = this.limits;
    const ip = address === undefined ? undefined : ipBlock(address);
    const pairKey = this.pairKey(account, ip);
    const ipKey = ip === undefined ? undefined : `${this.scope}:ip:${ip}`;
    const [onPair, fromIp] = await Promise.all([
      this.attempts.hit(pairKey, windowMs),
      ipKey === undefined ? 0 : this.attempts.hit(ipKey, windowMs),
    ]);
    const pairRefused = onPair > this.limits.perAccountIp;
    const ipRefused = ipKey !== undefined && fromIp > this.limits.perIp;
    if (pairRefused || ipRefused) {
      // A refused try checks nothing, so it gives its places back: the counts stay the guesses checked, and
      // a lock on one account does not use up the IP's tries at the others. Meanwhile it may have refused
      // a few more, never let one more through.
      await Promise.all([
        this.attempts.release(pairKey),
        ...(ipKey === undefined ? [] : [this.attempts.release(ipKey)]),
      ]);
      throw await this.refusal([...(pairRefused ? [pairKey] : []), ...(ipRefused && ipKey ? [ipKey] : [])]);
    }

    const accountKey = `${this.scope}:account:${account}`;
    if (ip !== undefined) {
      const onAccount = await this.attempts.hit(accountKey, windowMs);
      const over = onAccount - this.limits.slowAfter;
      if (over > 0) await wait(Math.min(this.limits.maxDelayMs, over * this.limits.delayStepMs));
    }
    return {
      succeeded: async () => {
        await Promise.all([
          this.attempts.reset(pairKey),
          ...(ipKey === undefined ? [] : [this.attempts.release(ipKey), this.attempts.release(accountKey)]),
        ]);
      },
    };
  }

  /**
   * Lifts the account's lock: from one IP (its owner proved who they are from there), or from every IP
   * (an administrator's unlock). Either way the account's slow-down starts again.
   */
  async unlock(account: string, address?: string): Promise<void> {
    await Promise.all([
      address === undefined
        ? this.attempts.resetPrefix(this.pairKey(account, ''))
        : this.attempts.reset(this.pairKey(account, ipBlock(address))),
      this.attempts.reset(`${this.scope}:account:${account}`),
    ]);
  }

  /** `|` ends the account, so that unlocking `u:bob` from every IP leaves `u:bobby` alone. */
  private pairKey(account: string, ip: string | undefined): string {
    return `${this.scope}:pair:${account}|${ip ?? '*'}`;
  }

  private async refusal(keys: string[]): Promise<ApiError> {
    const retryAfterMs = Math.max(...(await Promise.all(keys.map((key) => this.attempts.retryAfterMs(key)))));
    return new ApiError('TOO_MANY_LOGIN_ATTEMPTS', {
      extra: { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)), retryAfterMs },
    });
  }
}
