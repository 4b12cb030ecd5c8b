import { eq } from 'drizzle-orm';

import {
  CHECKIN_DAYS,
  type CheckinClaim,
  type CheckinData,
  type CheckinTable,
  type RewardDestination,
} from '@casino/contracts';
import { minorToNumber, parseAmount } from '@casino/game-math';

import { inTransaction, run, statement, type Db, type Tx } from '../../db/client.ts';
import { checkinRewards } from './rewards.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import { siteDay } from '../../platform/site-day.ts';
import { writeAudit } from '../operators/index.ts';
import type { SiteService } from '../site/index.ts';
import type { UserRow } from '../user/index.ts';
import { once } from '../wallet/index.ts';
import { rewardCurrency } from './reward-currency.ts';
import { identitiesOf, type RewardEngine, type RewardGranter } from './reward-engine.ts';
import { checkinTableOf, type CheckinTableRow } from './rewards.repo.ts';

/** The streak day a claim pays, from the streak's length (day 8 starts the week again at day 1). */
export const streakDay = (streak: number) => ((streak - 1) % CHECKIN_DAYS) + 1;

const LAST_DAY = statement(
  'checkin_last_day',
  `SELECT to_char(day, 'YYYY-MM-DD') AS day, streak FROM checkin_days WHERE user_id = $1 ORDER BY day DESC LIMIT 1`,
);
const CLAIM_DAY = statement(
  'checkin_claim_day',
  `INSERT INTO checkin_days (user_id, day, streak) VALUES ($1, $2::date, $3)
   ON CONFLICT DO NOTHING RETURNING streak`,
);
const SET_GRANT = statement(
  'checkin_set_grant',
  'UPDATE checkin_days SET grant_id = $3 WHERE user_id = $1 AND day = $2::date',
);

/**
 * The daily check-in (spec §3 check-in data, `#signPopup`): one claim per site day, a streak of seven
 * days whose rewards depend on the player's VIP level, reset by a missed day. Days run in the site's time
 * zone on the server's clock; the reward is paid by the rewards engine (a pre-bet bonus: absent where the
 * market forbids those).
 */
export class CheckinService {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly engine: RewardEngine,
    private readonly granter: RewardGranter,
    private readonly now: () => number = Date.now,
  ) {}

  async data(user: UserRow): Promise<CheckinData> {
    const site = await this.site.get();
    const day = siteDay(this.now(), site.switches.timeZone);
    const decimals = (await this.site.currency(user.currencyId)).decimalLength;
    const [campaign, table, [last]] = await Promise.all([
      this.engine.offered(user.id, user.currencyId, 'checkin'),
      checkinTableOf(this.db, user.currencyId),
      run(this.db, LAST_DAY, [user.id]),
    ]);
    const lastDay = last ? String(last.day) : undefined;
    const lastStreak = last ? Number(last.streak) : 0;
    const claimedToday = lastDay === day.date;
    const alive = claimedToday || lastDay === day.previous;
    const streak = alive ? lastStreak : 0;
    return {
      available: campaign !== undefined && table.length > 0,
      items: table.map((row) => presentRow(row, decimals)),
      vipLevel: user.vipLevel,
      // Days of the current week already claimed: 7 after a full week, then 1 again on day 8.
      streak: streak === 0 ? 0 : streakDay(streak),
      claimedToday,
      nextDay: streakDay(streak + 1),
      today: day.date,
      nextDayAt: day.nextStartsAt,
      timeZone: site.switches.timeZone,
      paysTo: (campaign?.paysTo ?? 'task_bonus') as RewardDestination,
      wageringMultiplier: campaign?.wageringMultiplier ?? 0,
    };
  }

  /**
   * Claims today's reward: once per site day and identity; 50 parallel claims pay once. A retry with the
   * same `requestId` gets the first answer; any other second claim is REWARD_ALREADY_CLAIMED.
   */
  async claim(
    user: UserRow,
    browserId: string | undefined,
    requestId: string | undefined,
  ): Promise<CheckinClaim> {
    const site = await this.site.get();
    const day = siteDay(this.now(), site.switches.timeZone);
    const decimals = (await this.site.currency(user.currencyId)).decimalLength;
    const table = await checkinTableOf(this.db, user.currencyId);
    const work = async (tx: Tx): Promise<CheckinClaim> => {
      const [last] = await run(tx, LAST_DAY, [user.id]);
      if (last && String(last.day) === day.date) throw new ApiError('REWARD_ALREADY_CLAIMED');
      const streak = last && String(last.day) === day.previous ? Number(last.streak) + 1 : 1;
      const [claimed] = await run(tx, CLAIM_DAY, [user.id, day.date, streak]);
      if (!claimed) throw new ApiError('REWARD_ALREADY_CLAIMED');
      const paysDay = streakDay(streak);
      const amountMinor = rewardFor(table, user.vipLevel, paysDay);
      if (amountMinor <= 0n) throw new ApiError('REWARD_UNAVAILABLE');
      const grant = await this.granter.grant(tx, {
        userId: user.id,
        currencyId: user.currencyId,
        kind: 'checkin',
        reference: day.date,
        amountMinor,
        identities: identitiesOf(user, browserId),
      });
      await run(tx, SET_GRANT, [user.id, day.date, grant.id]);
      return {
        day: paysDay,
        amount: minorToNumber(amountMinor, decimals),
        paysTo: grant.paysTo as RewardDestination,
        grantId: grant.id,
      };
    };
    return requestId === undefined
      ? inTransaction(this.db, work)
      : once(this.db, `checkin:${user.id}`, requestId, { day: day.date }, work);
  }

  /** A currency's table as the operator edits it (PUT's shape, major units); no rows where none is set. */
  async tableOf(currencyId: string): Promise<CheckinTable> {
    const { decimalLength } = await rewardCurrency(this.site, currencyId);
    const rows = await checkinTableOf(this.db, currencyId);
    return { currencyId, rows: rows.map((row) => presentRow(row, decimalLength)) };
  }

  /** Replaces a currency's check-in table (the rows given; amounts in major units), audited. */
  async setTable(
    operatorId: number | null,
    currencyId: string,
    rows: readonly { vipLevel: number; rewards: readonly unknown[] }[],
  ): Promise<void> {
    const currency = await rewardCurrency(this.site, currencyId);
    // A refusal names the row as sent (its index), which is how the editor addresses its cells.
    const values = rows.flatMap((row, rowIndex) =>
      row.rewards.map((amount, index) => {
        const parsed = parseAmount(amount, currency.decimalLength);
        if (!parsed.ok) {
          throw new ApiError('AMOUNT_INVALID', {
            extra: { field: `rows.${rowIndex}.rewards.${index}`, reason: parsed.error },
          });
        }
        return { currencyId, vipLevel: row.vipLevel, day: index + 1, amountMinor: parsed.minor as bigint };
      }),
    );
    await inTransaction(this.db, async (tx) => {
      await tx.delete(checkinRewards).where(eq(checkinRewards.currencyId, currencyId));
      await tx.insert(checkinRewards).values(values);
      await writeAudit(tx, {
        operatorId,
        action: 'checkin_table.set',
        target: currencyId,
        details: { rows: values.map((value) => ({ ...value, amountMinor: value.amountMinor.toString() })) },
      });
    });
  }
}

/** A table row on the wire: the streak days' rewards in major units. */
const presentRow = (row: CheckinTableRow, decimals: number) => ({
  vipLevel: row.vipLevel,
  rewards: row.rewards.map((amount) => minorToNumber(amount, decimals)),
});

/** The reward of a streak day for a VIP level: the row of the highest level not above the player's. */
function rewardFor(table: readonly CheckinTableRow[], vipLevel: number, day: number): bigint {
  let found: bigint[] | undefined;
  for (const row of table) if (row.vipLevel <= vipLevel) found = row.rewards;
  return found?.[day - 1] ?? 0n;
}
