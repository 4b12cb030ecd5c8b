import { run, statement, type Db } from '../../db/client.ts';

/** Sessions deleted per statement: small enough never to hold a long lock on the table. */
const BATCH = 2_000;
/** How often the worker looks for data past its retention. */
const EVERY_MS = 60 * 60_000;
/** The retention of a player without a market profile. */
const DEFAULT_SESSION_DAYS = 365;

const PURGE_SESSIONS = statement(
  'retention_purge_sessions',
  `DELETE FROM sessions WHERE token_hash IN (
     SELECT s.token_hash FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN countries c ON c.id = u.country_id
       LEFT JOIN market_profiles p ON p.id = COALESCE(u.market_profile_id, c.market_profile_id)
      WHERE COALESCE(s.revoked_at, s.expires_at) < now() - make_interval(
              days => COALESCE((p.compliance -> 'retention' ->> 'sessionDays')::int, $1))
      LIMIT $2)
   RETURNING 1`,
);

/**
 * Data retention (issue 18): deletes what the market profile's `retention` says is kept no longer. Today
 * that is ended sessions (with their addresses and devices); money records and identity are kept.
 */
export class DataRetention {
  private nextRunAt = 0;

  constructor(private readonly db: Db) {}

  /** The worker's turn: once an hour, deletes in batches until nothing is past its time. */
  async tick(now = Date.now()): Promise<void> {
    if (now < this.nextRunAt) return;
    this.nextRunAt = now + EVERY_MS;
    await this.purgeSessions();
  }

  /** Deletes every session past its market's retention; the number deleted. */
  async purgeSessions(): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = (await run(this.db, PURGE_SESSIONS, [DEFAULT_SESSION_DAYS, BATCH])).length;
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }
}
