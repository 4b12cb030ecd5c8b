import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';

import type { ExclusionKind, LimitKind, LimitPeriod } from '@casino/contracts';

import { asBigint, run, statement, type Queryable, type Tx } from '../../db/client.ts';
import { responsibleExclusions, responsibleLimits, responsibleSettings } from './responsible.tables.ts';
import { sessions } from '../user/index.ts';
import type { StoredLimit } from './limit-rules.ts';

export type ExclusionRow = typeof responsibleExclusions.$inferSelect;
export type SettingsRow = typeof responsibleSettings.$inferSelect;

const iso = (at: number) => new Date(at).toISOString();

/**
 * What a stake must know first, in one read: the reality check's due time, whether any limit on play
 * (loss, wager, session time) is set or pending, and the latest exclusion in force at `now`.
 */
const PROTECTION = statement(
  'responsible_protection',
  `SELECT
     (SELECT s.reality_check_due_at FROM responsible_settings s WHERE s.user_id = $1) AS reality_due_at,
     EXISTS (
       SELECT 1 FROM responsible_limits l
        WHERE l.user_id = $1 AND l.kind <> 'deposit'
          AND (l.value IS NOT NULL OR (l.pending_set AND l.pending_value IS NOT NULL))
     ) AS limited,
     (SELECT e.id FROM responsible_exclusions e
       WHERE e.user_id = $1 AND e.starts_at <= $2::timestamptz
         AND (e.ends_at IS NULL OR e.ends_at > $2::timestamptz)
       ORDER BY e.ends_at DESC NULLS FIRST LIMIT 1) AS exclusion_id,
     COALESCE((SELECT p.real_money FROM users u
                 JOIN countries c ON c.id = u.country_id
                 JOIN market_profiles p ON p.id = COALESCE(u.market_profile_id, c.market_profile_id)
                WHERE u.id = $1), true) AS real_money`,
);

/** Takes the player's protection row (made on first use) for the rest of the transaction. */
const LOCK = statement(
  'responsible_lock',
  `INSERT INTO responsible_settings (user_id) VALUES ($1)
   ON CONFLICT (user_id) DO UPDATE SET updated_at = responsible_settings.updated_at
   RETURNING reality_check_minutes, reality_check_due_at, reality_check_from`,
);

/**
 * The player's money in play and deposits since three instants (the starts of a day, a week and a
 * month), from the ledger: wagered (stakes), lost (what play took from cash less what it paid back:
 * every posting between the player's cash and the house) and deposited.
 */
const USAGE = statement(
  'responsible_usage',
  `SELECT
     COALESCE(sum(-e.amount_minor) FILTER (WHERE t.kind LIKE '%stake' AND t.created_at >= $5::timestamptz), 0) AS wagered_day,
     COALESCE(sum(-e.amount_minor) FILTER (WHERE t.kind LIKE '%stake' AND t.created_at >= $6::timestamptz), 0) AS wagered_week,
     COALESCE(sum(-e.amount_minor) FILTER (WHERE t.kind LIKE '%stake' AND t.created_at >= $7::timestamptz), 0) AS wagered_month,
     COALESCE(sum(-e.amount_minor) FILTER (WHERE h.id IS NOT NULL AND t.created_at >= $5::timestamptz), 0) AS lost_day,
     COALESCE(sum(-e.amount_minor) FILTER (WHERE h.id IS NOT NULL AND t.created_at >= $6::timestamptz), 0) AS lost_week,
     COALESCE(sum(-e.amount_minor) FILTER (WHERE h.id IS NOT NULL AND t.created_at >= $7::timestamptz), 0) AS lost_month,
     COALESCE(sum(e.amount_minor) FILTER (WHERE t.kind = 'recharge' AND t.created_at >= $5::timestamptz), 0) AS deposited_day,
     COALESCE(sum(e.amount_minor) FILTER (WHERE t.kind = 'recharge' AND t.created_at >= $6::timestamptz), 0) AS deposited_week,
     COALESCE(sum(e.amount_minor) FILTER (WHERE t.kind = 'recharge' AND t.created_at >= $7::timestamptz), 0) AS deposited_month
   FROM ledger_transactions t
   JOIN ledger_entries e ON e.transaction_id = t.id AND e.account_id = $3
   LEFT JOIN ledger_entries h ON h.transaction_id = t.id AND h.account_id = $4
  WHERE t.user_id = $1 AND t.currency_id = $2
    AND t.created_at >= LEAST($5::timestamptz, $6::timestamptz, $7::timestamptz)`,
);

/** Deposits opened and not yet paid or expired: they count against a deposit limit until they end. */
const OPEN_DEPOSITS = statement(
  'responsible_open_deposits',
  `SELECT COALESCE(sum(amount_minor), 0) AS open_minor FROM recharge_orders
    WHERE user_id = $1 AND currency_id = $2 AND status = 'PENDING' AND expires_at > now() AND id <> $3`,
);
const DECIMALS = statement('responsible_decimals', `SELECT decimal_length FROM currencies WHERE id = $1`);

/** A currency's decimals, read on the handle given (a refusal inside a transaction reads no outer handle). */
export async function decimalsOf(queryable: Queryable, currencyId: string): Promise<number> {
  const [row] = await run(queryable, DECIMALS, [currencyId]);
  return Number(row?.decimal_length ?? 2);
}

export interface Protection {
  /** False where the player's market allows no real money (Indonesia: social play only). */
  realMoney: boolean;
  realityDueAt: number | null;
  limited: boolean;
  exclusionId: number | null;
}

export async function readProtection(queryable: Queryable, userId: number, now: number): Promise<Protection> {
  const [row] = await run(queryable, PROTECTION, [userId, iso(now)]);
  const due = row?.reality_due_at;
  return {
    realMoney: row?.real_money !== false,
    realityDueAt: due ? new Date(due as string | Date).getTime() : null,
    limited: Boolean(row?.limited),
    exclusionId:
      row?.exclusion_id === null || row?.exclusion_id === undefined ? null : Number(row.exclusion_id),
  };
}

/** Locks the player's protection row; their reality-check settings as they stand. */
export async function lockProtection(tx: Tx, userId: number) {
  const [row] = await run(tx, LOCK, [userId]);
  const time = (value: unknown) => (value ? new Date(value as string | Date).getTime() : null);
  return {
    realityCheckMinutes: row?.reality_check_minutes === null ? null : Number(row?.reality_check_minutes),
    realityDueAt: time(row?.reality_check_due_at),
    realityFrom: time(row?.reality_check_from),
  };
}

export type UsageWindow = Record<LimitPeriod, bigint>;
export interface MoneyUsage {
  wagered: UsageWindow;
  lost: UsageWindow;
  deposited: UsageWindow;
}

/** Wagered, lost and deposited since each period's start (instants on the ledger's own clock). */
export async function moneyUsage(
  queryable: Queryable,
  wallet: { userId: number; currencyId: string; cash: number; house: number },
  since: Record<LimitPeriod, number>,
): Promise<MoneyUsage> {
  const [row = {}] = await run(queryable, USAGE, [
    wallet.userId,
    wallet.currencyId,
    wallet.cash,
    wallet.house,
    iso(since.day),
    iso(since.week),
    iso(since.month),
  ]);
  const window = (name: string): UsageWindow => ({
    day: asBigint(row[`${name}_day`] ?? 0),
    week: asBigint(row[`${name}_week`] ?? 0),
    month: asBigint(row[`${name}_month`] ?? 0),
  });
  return { wagered: window('wagered'), lost: window('lost'), deposited: window('deposited') };
}

/** Open deposit orders of the player, other than `excludingOrderId` (the one being opened). */
export async function openDeposits(
  queryable: Queryable,
  userId: number,
  currencyId: string,
  excludingOrderId = '',
): Promise<bigint> {
  const [row] = await run(queryable, OPEN_DEPOSITS, [userId, currencyId, excludingOrderId]);
  return asBigint(row?.open_minor ?? 0);
}

/** The player's sessions that were live at or after `since` (ledger clock): when each began and was last seen. */
export async function sessionSpans(
  queryable: Queryable,
  userId: number,
  since: number,
): Promise<{ startsAt: number; endsAt: number }[]> {
  const rows = await queryable
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.lastSeenAt, new Date(since))));
  return rows.map((row) => ({
    startsAt: row.createdAt.getTime(),
    endsAt: Math.min(row.lastSeenAt.getTime(), row.revokedAt?.getTime() ?? Number.POSITIVE_INFINITY),
  }));
}

export async function storedLimits(queryable: Queryable, userId: number): Promise<StoredLimit[]> {
  const rows = await queryable.select().from(responsibleLimits).where(eq(responsibleLimits.userId, userId));
  return rows.map((row) => ({
    kind: row.kind as LimitKind,
    period: row.period as LimitPeriod,
    value: row.value,
    pending:
      row.pendingSet && row.pendingEffectiveAt
        ? { value: row.pendingValue, effectiveAt: row.pendingEffectiveAt.getTime() }
        : null,
  }));
}

export async function saveLimit(tx: Tx, userId: number, limit: StoredLimit): Promise<void> {
  const values = {
    value: limit.value,
    pendingSet: limit.pending !== null,
    pendingValue: limit.pending?.value ?? null,
    pendingEffectiveAt: limit.pending ? new Date(limit.pending.effectiveAt) : null,
    updatedAt: new Date(),
  };
  await tx
    .insert(responsibleLimits)
    .values({ userId, kind: limit.kind, period: limit.period, ...values })
    .onConflictDoUpdate({
      target: [responsibleLimits.userId, responsibleLimits.kind, responsibleLimits.period],
      set: values,
    });
}

/** The exclusion in force at `now` that ends last (a permanent one first). */
export async function exclusionAt(
  queryable: Queryable,
  userId: number,
  now: number,
): Promise<ExclusionRow | undefined> {
  const at = new Date(now);
  const [row] = await queryable
    .select()
    .from(responsibleExclusions)
    .where(
      and(
        eq(responsibleExclusions.userId, userId),
        lte(responsibleExclusions.startsAt, at),
        or(isNull(responsibleExclusions.endsAt), gt(responsibleExclusions.endsAt, at)),
      ),
    )
    .orderBy(desc(responsibleExclusions.endsAt))
    .limit(1);
  // NULLS FIRST is PostgreSQL's default for DESC: a permanent exclusion comes first.
  return row;
}

export async function insertExclusion(
  tx: Tx,
  values: {
    userId: number;
    kind: ExclusionKind;
    startsAt: number;
    endsAt: number | null;
    source: string;
    reason?: string;
  },
): Promise<ExclusionRow> {
  const [row] = await tx
    .insert(responsibleExclusions)
    .values({
      userId: values.userId,
      kind: values.kind,
      startsAt: new Date(values.startsAt),
      endsAt: values.endsAt === null ? null : new Date(values.endsAt),
      source: values.source,
      reason: values.reason ?? null,
    })
    .returning();
  if (!row) throw new Error('insert into responsible_exclusions returned no row');
  return row;
}

export async function saveRealityCheck(
  tx: Tx,
  userId: number,
  values: {
    realityCheckMinutes?: number | null;
    realityCheckDueAt: number | null;
    realityCheckFrom: number | null;
  },
): Promise<void> {
  const set = {
    ...(values.realityCheckMinutes === undefined ? {} : { realityCheckMinutes: values.realityCheckMinutes }),
    realityCheckDueAt: values.realityCheckDueAt === null ? null : new Date(values.realityCheckDueAt),
    realityCheckFrom: values.realityCheckFrom === null ? null : new Date(values.realityCheckFrom),
    updatedAt: new Date(),
  };
  await tx
    .insert(responsibleSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: responsibleSettings.userId, set });
}

export async function settingsOf(queryable: Queryable, userId: number): Promise<SettingsRow | undefined> {
  const [row] = await queryable
    .select()
    .from(responsibleSettings)
    .where(eq(responsibleSettings.userId, userId));
  return row;
}
