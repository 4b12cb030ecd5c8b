import { sql, type SQL } from 'drizzle-orm';

import { inTransaction, type Db, type Tx } from '../../db/client.ts';

/**
 * The day's ledger movements, grouped by what the report tells apart: kind, player, currency, game,
 * and the direction of the change to the player's balances. `grossMinor` sums what each movement moved
 * (its credits, which equal its debits); `playerNetMinor` sums the change to the player-owned accounts.
 */
export interface MovementGroup {
  kind: string;
  /** The user id in decimal; null for a movement of the house alone. */
  userId: string | null;
  currencyId: string;
  /** `details.gameId` of a bet's movement; null when the movement names none. */
  gameId: string | null;
  direction: -1 | 0 | 1;
  /** The movement's other side is the house's game account (`house`), as a bet's always is. */
  againstHouse: boolean;
  count: number;
  grossMinor: bigint;
  playerNetMinor: bigint;
}

/** A player who registered that day, in their currency. */
export interface Registration {
  userId: string;
  currencyId: string;
}

/** Everything a day's report is made of, read in one snapshot. */
export interface DaySnapshot {
  movements: MovementGroup[];
  registrations: Registration[];
  /** Decimal length of every currency. */
  decimals: ReadonlyMap<string, number>;
}

type Row = Record<string, unknown>;

const rows = async (tx: Tx, query: SQL): Promise<Row[]> =>
  ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;

const text = (value: unknown): string => String(value);

/**
 * Reads the movements recorded in [start, end) and the registrations of that window, in one read-only
 * REPEATABLE READ transaction: every figure comes from the same snapshot, so the totals agree with the
 * rows they add up even while players keep betting.
 */
export function readDay(db: Db, window: { start: Date; end: Date }): Promise<DaySnapshot> {
  const start = window.start.toISOString();
  const end = window.end.toISOString();
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    const movements = await rows(
      tx,
      sql`WITH moved AS (
            SELECT t.id, t.kind, t.user_id, t.currency_id, t.details->>'gameId' AS game_id,
                   coalesce(sum(e.amount_minor) FILTER (WHERE e.amount_minor > 0), 0) AS gross_minor,
                   coalesce(sum(e.amount_minor) FILTER (WHERE a.user_id IS NOT NULL), 0) AS player_net_minor,
                   bool_or(a.user_id IS NULL AND a.kind = 'house') AS against_house
              FROM ledger_transactions t
              JOIN ledger_entries e ON e.transaction_id = t.id
              JOIN accounts a ON a.id = e.account_id
             WHERE t.created_at >= ${start}::timestamptz AND t.created_at < ${end}::timestamptz
             GROUP BY t.id)
          SELECT kind, user_id::text AS user_id, currency_id, game_id,
                 sign(player_net_minor)::int AS direction, against_house, count(*)::int AS count,
                 sum(gross_minor)::text AS gross_minor, sum(player_net_minor)::text AS player_net_minor
            FROM moved
           GROUP BY kind, user_id, currency_id, game_id, sign(player_net_minor), against_house`,
    );
    const registrations = await rows(
      tx,
      sql`SELECT id::text AS user_id, currency_id FROM users
           WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz`,
    );
    const currencies = await rows(tx, sql`SELECT id, decimal_length FROM currencies`);
    return {
      movements: movements.map((row) => ({
        kind: text(row.kind),
        userId: row.user_id === null ? null : text(row.user_id),
        currencyId: text(row.currency_id),
        gameId: row.game_id === null ? null : text(row.game_id),
        direction: Number(row.direction) as -1 | 0 | 1,
        againstHouse: row.against_house === true,
        count: Number(row.count),
        grossMinor: BigInt(text(row.gross_minor)),
        playerNetMinor: BigInt(text(row.player_net_minor)),
      })),
      registrations: registrations.map((row) => ({
        userId: text(row.user_id),
        currencyId: text(row.currency_id),
      })),
      decimals: new Map(currencies.map((row) => [text(row.id), Number(row.decimal_length)])),
    };
  });
}
