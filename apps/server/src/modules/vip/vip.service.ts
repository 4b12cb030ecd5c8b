import { STATUS, type VipInfo, type VipLadderSettings, type VipLevel } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import { asBigint, asNumber, inTransaction, run, statement, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { identitiesOf, type RewardEngine, type RewardGranter } from '../rewards/index.ts';
import type { SiteService } from '../site/index.ts';
import { findUserById, raiseVipLevel } from '../user/index.ts';
import { ladderLevels } from './vip.repo.ts';
import {
  ladderIn,
  ladderSettingsOf,
  replaceLadder,
  type LadderInput,
  type LadderLevel,
} from './vip-ladder.ts';

/** What a player has played and paid in, in their currency (settled real-money bets; paid deposits). */
const PLAYED = statement(
  'vip_played',
  `SELECT
     (SELECT coalesce(sum(stake_minor), 0) FROM settled_bets
       WHERE user_id = $1::bigint AND currency_id = $2) AS wagered,
     (SELECT coalesce(sum(amount_minor), 0) FROM recharge_orders
       WHERE user_id = $1::bigint AND status = 'PAID' AND currency_id = $2) AS deposited`,
);
const LEVELS_REWARDED = statement(
  'vip_levels_rewarded',
  `SELECT g.reference FROM reward_grants g JOIN reward_campaigns c ON c.id = g.campaign_id
    WHERE g.user_id = $1 AND c.kind = 'vip_level_up'`,
);
const RECENT_PLAYERS = statement(
  'vip_recent_players',
  `SELECT DISTINCT user_id FROM (
      SELECT user_id FROM settled_bets WHERE settled_at > now() - interval '10 seconds' LIMIT 600) AS played`,
);

/** A reward refused for a reason that may pass (claimed meanwhile, budget spent, campaign paused). */
const REWARD_REFUSALS: ReadonlySet<number> = new Set([
  STATUS.REWARD_ALREADY_CLAIMED,
  STATUS.REWARD_BUDGET_SPENT,
  STATUS.REWARD_LIMIT_REACHED,
  STATUS.REWARD_UNAVAILABLE,
]);

/**
 * The house edge a player actually played in settled real-money bets between two moments: each stake
 * times (1 − its game's RTP). Bets settled in the last few seconds wait for the next claim, so a settlement
 * still committing is never skipped.
 */
const EDGE_PLAYED = statement(
  'vip_edge_played',
  `WITH mark AS (
     SELECT coalesce((SELECT paid_until FROM rakeback_marks WHERE user_id = $1::bigint), '-infinity') AS since,
            now() - interval '5 seconds' AS until)
   SELECT mark.until,
     (SELECT coalesce(sum(s.stake_minor * (10000 - s.rtp_basis_points) / 10000), 0) FROM settled_bets s
       WHERE s.user_id = $1::bigint AND s.currency_id = $2
         AND s.settled_at > mark.since AND s.settled_at <= mark.until) AS edge
   FROM mark`,
);
const LOCK_MARK = statement(
  'vip_lock_rakeback_mark',
  `INSERT INTO rakeback_marks (user_id, paid_until) VALUES ($1, '-infinity')
   ON CONFLICT (user_id) DO UPDATE SET paid_until = rakeback_marks.paid_until RETURNING paid_until`,
);
const MOVE_MARK = statement(
  'vip_move_rakeback_mark',
  'UPDATE rakeback_marks SET paid_until = $2 WHERE user_id = $1',
);

/**
 * VIP levels (issue 15): a player's level comes from what they deposited and wagered (settled real-money
 * bets) against the ladder, is raised (never lowered) when they reach the next one, and each level reached
 * pays its level-up reward through the rewards engine where the market allows loyalty rewards. Evaluated
 * when the player looks, and by the worker for players who just played.
 */
export class VipService {
  /** When each player was last evaluated by the worker (it skips them for a few seconds). */
  private readonly evaluated = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly engine: RewardEngine,
    private readonly granter: RewardGranter,
  ) {}

  /** The VIP ladder with thresholds in each level's currency (public: visitors see it too). */
  async vipList(): Promise<VipLevel[]> {
    const rows = await ladderLevels(this.db);
    return Promise.all(
      rows.map(async (row) => {
        const { decimalLength } = await this.site.currency(row.currencyId);
        return {
          level: row.level,
          name: row.name,
          depositRequired: minorToNumber(row.depositRequiredMinor, decimalLength),
          betRequired: minorToNumber(row.betRequiredMinor, decimalLength),
          withdrawDailyLimit: minorToNumber(row.withdrawDailyLimitMinor, decimalLength),
        };
      }),
    );
  }

  async info(userId: number): Promise<VipInfo> {
    const { level, wageredMinor, depositedMinor, ladder, currencyId } = await this.evaluate(userId);
    const decimals = (await this.site.currency(currencyId)).decimalLength;
    const money = (minor: bigint) => minorToNumber(minor, decimals);
    const present = (row: LadderLevel) => ({
      level: row.level,
      name: row.name,
      depositRequired: money(row.depositRequiredMinor),
      betRequired: money(row.betRequiredMinor),
      levelUpReward: money(row.levelUpMinor),
      rakebackPercent: row.rakebackBasisPoints / 100,
    });
    const next = ladder.find((row) => row.level > level);
    const rate = ladder.filter((row) => row.level <= level).at(-1)?.rakebackBasisPoints ?? 0;
    const [edge] = await run(this.db, EDGE_PLAYED, [userId, currencyId]);
    const rakebackOffered = (await this.engine.offered(userId, currencyId, 'rakeback')) !== undefined;
    return {
      level,
      wagered: money(wageredMinor),
      deposited: money(depositedMinor),
      ladder: ladder.map(present),
      next: next ? present(next) : null,
      rewardsOffered: (await this.engine.offered(userId, currencyId, 'vip_level_up')) !== undefined,
      rakeback: {
        offered: rakebackOffered,
        percent: rate / 100,
        accrued: money((asBigint(edge?.edge ?? 0) * BigInt(rate)) / 10_000n),
      },
    };
  }

  /** Raises the player's level to what they reached, and pays every reached level's reward not yet paid. */
  async evaluate(userId: number) {
    const user = await findUserById(this.db, userId);
    if (!user) throw new ApiError('LOGIN_EXPIRED');
    const [played] = await run(this.db, PLAYED, [userId, user.currencyId]);
    const wageredMinor = asBigint(played?.wagered ?? 0);
    const depositedMinor = asBigint(played?.deposited ?? 0);
    const ladder = await this.ladder(user.currencyId);
    const reached = ladder
      .filter((row) => depositedMinor >= row.depositRequiredMinor && wageredMinor >= row.betRequiredMinor)
      .reduce((top, row) => Math.max(top, row.level), 0);
    let level = user.vipLevel;
    if (reached > level) {
      level = (await raiseVipLevel(this.db, userId, reached)) ?? level;
    }
    await this.payLevelRewards(user, level, ladder);
    return {
      level: Math.max(level, reached),
      wageredMinor,
      depositedMinor,
      ladder,
      currencyId: user.currencyId,
    };
  }

  /**
   * Pays the rakeback accrued since the last claim: the level's share of the house edge played in bets
   * settled up to a few seconds ago, through the rewards engine. One claim at a time per player (the mark's
   * row lock); a second claim finds nothing new to pay.
   */
  async claimRakeback(userId: number): Promise<{ amount: number; grantId: number }> {
    const { level, ladder, currencyId } = await this.evaluate(userId);
    const rate = BigInt(ladder.filter((row) => row.level <= level).at(-1)?.rakebackBasisPoints ?? 0);
    const decimals = (await this.site.currency(currencyId)).decimalLength;
    return inTransaction(this.db, async (tx) => {
      await run(tx, LOCK_MARK, [userId]);
      const [edge] = await run(tx, EDGE_PLAYED, [userId, currencyId]);
      const amountMinor = (asBigint(edge?.edge ?? 0) * rate) / 10_000n;
      if (amountMinor <= 0n) throw new ApiError('REWARD_UNAVAILABLE', { message: 'RAKEBACK_EMPTY' });
      const until = edge?.until instanceof Date ? edge.until : new Date(String(edge?.until));
      await run(tx, MOVE_MARK, [userId, until]);
      const grant = await this.granter.grant(tx, {
        userId,
        currencyId,
        kind: 'rakeback',
        reference: `until:${until.toISOString()}`,
        amountMinor,
        identities: [`user:${userId}`],
      });
      return { amount: minorToNumber(amountMinor, decimals), grantId: grant.id };
    });
  }

  /**
   * One turn of the worker: evaluates the players whose bets settled in the last 10 s, each at most every
   * 3 s (shorter than the window, so a player's last bet is always looked at once more).
   */
  async sweep(now = Date.now()): Promise<void> {
    for (const [userId, at] of this.evaluated) if (now - at > 3_000) this.evaluated.delete(userId);
    for (const row of await run(this.db, RECENT_PLAYERS, [])) {
      const userId = asNumber(row.user_id);
      if (this.evaluated.has(userId)) continue;
      this.evaluated.set(userId, now);
      await this.evaluate(userId);
    }
  }

  /** Replaces the ladder and the level-up rewards, audited. */
  async setLadder(operatorId: number, input: LadderInput): Promise<void> {
    await replaceLadder(this.db, await this.site.get(), operatorId, input);
  }

  /** The ladder as the operator edits it (PUT's shape): thresholds in the ladder's currency. */
  async ladderSettings(): Promise<VipLadderSettings> {
    return ladderSettingsOf(this.db, await this.site.get());
  }

  /** The ladder in a player's currency, with that currency's level-up rewards. */
  private async ladder(currencyId: string): Promise<LadderLevel[]> {
    return ladderIn(this.db, await this.site.get(), currencyId);
  }

  /** Pays the level-up reward of every level up to `level` not paid yet (each once: its reference). */
  private async payLevelRewards(
    user: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
    level: number,
    ladder: LadderLevel[],
  ): Promise<void> {
    const due = ladder.filter((row) => row.level > 0 && row.level <= level && row.levelUpMinor > 0n);
    if (due.length === 0) return;
    if (!(await this.engine.offered(user.id, user.currencyId, 'vip_level_up'))) return;
    const paid = new Set(
      (await run(this.db, LEVELS_REWARDED, [user.id])).map((row) => String(row.reference)),
    );
    for (const row of due) {
      const reference = `level:${row.level}`;
      if (paid.has(reference)) continue;
      await inTransaction(this.db, (tx) =>
        this.granter.grant(tx, {
          userId: user.id,
          currencyId: user.currencyId,
          kind: 'vip_level_up',
          reference,
          amountMinor: row.levelUpMinor,
          identities: identitiesOf({ id: user.id, phone: null, attribution: {} }),
        }),
      ).catch((error: unknown) => {
        // Claimed meanwhile, or the budget is spent: tried again on the next evaluation.
        if (!(error instanceof ApiError) || !REWARD_REFUSALS.has(error.status)) throw error;
      });
    }
  }
}
