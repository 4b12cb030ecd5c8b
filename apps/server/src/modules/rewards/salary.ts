import type { SalaryStatement } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import { asBigint, asNumber, inTransaction, run, statement, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { siteWeek } from '../../platform/site-day.ts';
import type { SiteService } from '../site/index.ts';
import type { RewardEngine, RewardGranter } from './reward-engine.ts';

/**
 * What a player earned in one week: the house edge their direct invitees played (one level only: an
 * invitee's own invitees count for the invitee, never for the inviter) and whether they played themselves,
 * with their VIP level's weekly amount.
 */
const WEEK_FIGURES = statement(
  'salary_week_figures',
  `WITH edges AS (
     SELECT i.id,
       (SELECT coalesce(sum(s.stake_minor * (10000 - s.rtp_basis_points) / 10000), 0) FROM settled_bets s
         WHERE s.user_id = i.id AND s.currency_id = $2
           AND s.settled_at >= to_timestamp($3::double precision / 1000)
           AND s.settled_at < to_timestamp($4::double precision / 1000)) AS edge
       FROM users i WHERE i.invited_by = $1::bigint)
   SELECT (SELECT count(*)::int FROM edges WHERE edge > 0) AS invitees,
          (SELECT coalesce(sum(edge), 0) FROM edges) AS edge,
          u.vip_level,
          coalesce((SELECT weekly_salary_minor FROM vip_rewards v WHERE v.currency_id = $2 AND v.level = u.vip_level), 0)
            AS vip_weekly,
          EXISTS (SELECT 1 FROM settled_bets s WHERE s.user_id = u.id
                    AND s.settled_at >= to_timestamp($3::double precision / 1000)
                    AND s.settled_at < to_timestamp($4::double precision / 1000)) AS played
     FROM users u WHERE u.id = $1::bigint`,
);
const CANDIDATES = statement(
  'salary_candidates',
  `SELECT u.id, u.currency_id FROM users u
    WHERE (u.vip_level > 0 OR EXISTS (SELECT 1 FROM users i WHERE i.invited_by = u.id))
      AND NOT EXISTS (SELECT 1 FROM salary_payments s WHERE s.user_id = u.id AND s.week_start = $1::date)
    ORDER BY u.id LIMIT 50`,
);
const RECORD = statement(
  'salary_record',
  `INSERT INTO salary_payments (user_id, week_start, currency_id, invitees, referral_edge_minor, referral_minor,
       vip_level, vip_minor, grant_id)
   VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING user_id`,
);
const PAID_WEEKS = statement(
  'salary_paid_weeks',
  `SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, invitees, referral_edge_minor, referral_minor, vip_level,
          vip_minor, grant_id FROM salary_payments
    WHERE user_id = $1 AND referral_minor + vip_minor > 0 ORDER BY week_start DESC LIMIT 12`,
);

interface WeekFigures {
  invitees: number;
  referralEdgeMinor: bigint;
  referralMinor: bigint;
  vipLevel: number;
  vipMinor: bigint;
}

/**
 * The weekly salary (`enableSalary`): after each site week (Monday to Monday in the site's time zone) the
 * worker pays every referrer and VIP what the ledger says they earned — the referral share of the edge
 * their direct invitees played, and their level's weekly amount if they played — through the rewards
 * engine, once per week (the row's key). The statement shows the week in progress and the weeks paid.
 */
export class Salary {
  /** When the worker last found every player of the last week paid (it looks again a minute later). */
  private doneAt = 0;

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly engine: RewardEngine,
    private readonly granter: RewardGranter,
    private readonly now: () => number = Date.now,
  ) {}

  async statement(userId: number, currencyId: string): Promise<SalaryStatement> {
    const site = await this.site.get();
    const week = siteWeek(this.now(), site.switches.timeZone);
    const decimals = (await this.site.currency(currencyId)).decimalLength;
    const money = (minor: bigint) => minorToNumber(minor, decimals);
    const current = await this.figures(
      userId,
      currencyId,
      week.startsAt,
      week.endsAt,
      site.switches.salaryReferralPercent,
    );
    const present = (weekStart: string, figures: WeekFigures, paid: boolean) => ({
      weekStart,
      invitees: figures.invitees,
      referralEdge: money(figures.referralEdgeMinor),
      referral: money(figures.referralMinor),
      vipLevel: figures.vipLevel,
      vip: money(figures.vipMinor),
      total: money(figures.referralMinor + figures.vipMinor),
      paid,
    });
    const weeks = (await run(this.db, PAID_WEEKS, [userId])).map((row) =>
      present(
        String(row.week_start),
        {
          invitees: asNumber(row.invitees),
          referralEdgeMinor: asBigint(row.referral_edge_minor),
          referralMinor: asBigint(row.referral_minor),
          vipLevel: asNumber(row.vip_level),
          vipMinor: asBigint(row.vip_minor),
        },
        row.grant_id !== null,
      ),
    );
    return {
      enabled: site.switches.enableSalary && (await this.engine.offers(userId, 'salary')),
      referralPercent: site.switches.salaryReferralPercent,
      current: present(week.start, current, false),
      currentEndsAt: week.endsAt,
      weeks,
    };
  }

  /** One turn of the worker: pays a batch of last week's salaries (each player once). */
  async tick(): Promise<void> {
    const site = await this.site.get();
    if (!site.switches.enableSalary || this.now() - this.doneAt < 60_000) return;
    const week = siteWeek(this.now(), site.switches.timeZone);
    const candidates = await run(this.db, CANDIDATES, [week.previous]);
    if (candidates.length === 0) this.doneAt = this.now();
    for (const row of candidates) {
      const paid = await this.pay(
        asNumber(row.id),
        String(row.currency_id),
        week.previous,
        week.previousStartsAt,
        week.startsAt,
      );
      // A spent budget: those players wait a minute rather than being tried on every turn.
      if (!paid) this.doneAt = this.now();
    }
  }

  /**
   * Pays one player's week, or records it as nothing due (so it is not counted again). False when the
   * payment was refused for a reason that may pass (a spent budget, a paused campaign).
   */
  async pay(
    userId: number,
    currencyId: string,
    weekStart: string,
    from: number,
    to: number,
  ): Promise<boolean> {
    const site = await this.site.get();
    const figures = await this.figures(userId, currencyId, from, to, site.switches.salaryReferralPercent);
    const amountMinor = figures.referralMinor + figures.vipMinor;
    const record = (grantId: number | null) => [
      userId,
      weekStart,
      currencyId,
      figures.invitees,
      figures.referralEdgeMinor,
      figures.referralMinor,
      figures.vipLevel,
      figures.vipMinor,
      grantId,
    ];
    const offered =
      amountMinor > 0n && (await this.engine.offered(userId, currencyId, 'salary')) !== undefined;
    if (!offered) {
      await inTransaction(this.db, (tx) => run(tx, RECORD, record(null)));
      return true;
    }
    return inTransaction(this.db, async (tx) => {
      const grant = await this.granter.grant(tx, {
        userId,
        currencyId,
        kind: 'salary',
        reference: `week:${weekStart}`,
        amountMinor,
        identities: [`user:${userId}`],
      });
      await run(tx, RECORD, record(grant.id));
      return true;
    }).catch((error: unknown) => {
      // A spent budget or a paused campaign: the week stays unpaid and is tried again on a later turn.
      if (!(error instanceof ApiError)) throw error;
      return false;
    });
  }

  private async figures(
    userId: number,
    currencyId: string,
    from: number,
    to: number,
    referralPercent: number,
  ): Promise<WeekFigures> {
    const [row] = await run(this.db, WEEK_FIGURES, [userId, currencyId, from, to]);
    const referralEdgeMinor = asBigint(row?.edge ?? 0);
    const basisPoints = BigInt(Math.round(referralPercent * 100));
    return {
      invitees: asNumber(row?.invitees ?? 0),
      referralEdgeMinor,
      referralMinor: (referralEdgeMinor * basisPoints) / 10_000n,
      vipLevel: asNumber(row?.vip_level ?? 0),
      vipMinor: row?.played ? asBigint(row.vip_weekly ?? 0) : 0n,
    };
  }
}
