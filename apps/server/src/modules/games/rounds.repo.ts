import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';

import { asBigint, asNumber, rowOf, run, statement, type Queryable, type Tx } from '../../db/client.ts';
import { demoWallets, fairnessSeeds, gameRounds } from './games.tables.ts';
import { users } from '../user/index.ts';
import type { SettlementMoney } from '../wallet/index.ts';

export type RoundRow = typeof gameRounds.$inferSelect;

/** The public half of a round's seed pair: what the bet view shows (the server seed once revealed). */
export interface RoundSeed {
  id: number;
  serverSeedHash: string;
  clientSeed: string;
  /** Null until the pair is rotated. */
  serverSeed: string | null;
}

/** A round with its seed pair, as the hot path reads it in one query. */
export interface SeededRound {
  round: RoundRow;
  seed: RoundSeed;
}

const ROUND_COLUMNS = 'r.*';

/** A raw game_rounds row read into the row type. */
export const FIND_SEEDED = statement(
  'rounds_find_seeded',
  `SELECT ${ROUND_COLUMNS}, s.server_seed_hash, s.client_seed,
          CASE WHEN s.revealed_at IS NULL THEN NULL ELSE s.server_seed END AS revealed_seed
     FROM game_rounds r JOIN fairness_seeds s ON s.id = r.seed_id
    WHERE r.id = $1 AND r.owner = $2`,
);
const ADVANCE = statement(
  'rounds_advance',
  `UPDATE game_rounds AS r SET state = $3::jsonb, version = r.version + 1
    WHERE r.id = $1 AND r.status = 'OPEN' AND r.version = $2
   RETURNING ${ROUND_COLUMNS}`,
);
/** Settles an open round from the version read; the statements below add its money in the same statement. */
const SETTLED = `settled AS (
  UPDATE game_rounds AS r
     SET status = $3, payout_minor = $4, state = $5::jsonb, settled_at = now(), version = r.version + 1
   WHERE r.id = $1 AND r.status = 'OPEN' AND r.version = $2
  RETURNING ${ROUND_COLUMNS})`;
const SETTLE_AND_POST = statement(
  'rounds_settle_and_post',
  `WITH ${SETTLED}
   SELECT settled.*, posted.balance_minor AS money_balance FROM settled
   LEFT JOIN LATERAL ledger_post($6, $7, $8, $9, $10::jsonb, $11::bigint[], $12::bigint[], $13::bigint[]) AS posted
     ON posted.account_id = $14`,
);
const SETTLE_AND_COUNT = statement(
  'rounds_settle_and_count',
  `WITH ${SETTLED}
   SELECT settled.*, NULL AS money_balance FROM settled, LATERAL ledger_count_wagered($6, $7::bigint) AS counted`,
);
const SETTLE_DEMO = statement(
  'rounds_settle_demo',
  `WITH ${SETTLED}, moved AS (
     UPDATE demo_wallets AS w SET balance_minor = w.balance_minor + $6::bigint, updated_at = now()
      WHERE w.owner = (SELECT owner FROM settled) RETURNING w.balance_minor)
   SELECT settled.*, (SELECT balance_minor FROM moved) AS money_balance FROM settled`,
);

/** A raw game_rounds row read into the row type. */
export const roundOf = (raw: Record<string, unknown>): RoundRow => rowOf(gameRounds, raw);

/** The owner's round with its seed pair (no lock: every write below is guarded by the version read). */
export async function findSeededRound(
  queryable: Queryable,
  owner: string,
  id: number,
): Promise<SeededRound | undefined> {
  const [row] = await run(queryable, FIND_SEEDED, [id, owner]);
  if (!row) return undefined;
  return {
    round: roundOf(row),
    seed: {
      id: asNumber(row.seed_id),
      serverSeedHash: row.server_seed_hash as string,
      clientSeed: row.client_seed as string,
      serverSeed: (row.revealed_seed as string | null) ?? null,
    },
  };
}

/** Moves an open round on, only from the version that was read (a concurrent move loses). */
export async function advanceRound(tx: Tx, round: RoundRow, state: unknown): Promise<RoundRow | undefined> {
  const [row] = await run(tx, ADVANCE, [round.id, round.version, JSON.stringify(state)]);
  return row && roundOf(row);
}

/** How a settlement's money moves: the cashier's posting or wagering count, or the demo balance. */
export type RoundMoney = SettlementMoney | { kind: 'demo'; deltaMinor: bigint };

/**
 * Settles an open round once, with its money, in one statement (atomic without BEGIN/COMMIT): a second
 * settlement finds the round no longer OPEN and gets nothing back, and then no money moves either.
 * Returns the settled round and the balance the money left (undefined when none moved).
 */
export async function settleRound(
  tx: Tx,
  round: RoundRow,
  settlement: { status: 'WIN' | 'LOSE'; payoutMinor: bigint; state: unknown },
  money: RoundMoney,
): Promise<{ round: RoundRow; balanceMinor: bigint | undefined } | undefined> {
  const values = [
    round.id,
    round.version,
    settlement.status,
    settlement.payoutMinor,
    JSON.stringify(settlement.state),
  ];
  const [row] =
    money.kind === 'post'
      ? await run(tx, SETTLE_AND_POST, [...values, ...money.call.args, money.call.account])
      : money.kind === 'wager'
        ? await run(tx, SETTLE_AND_COUNT, [...values, money.account, money.stakeMinor])
        : await run(tx, SETTLE_DEMO, [...values, money.deltaMinor]);
  if (!row) return undefined;
  const balance = row.money_balance;
  return { round: roundOf(row), balanceMinor: balance === null ? undefined : asBigint(balance) };
}

/** The owner's open rounds (of one mode when `demo` is given), newest first. */
export function openRounds(queryable: Queryable, owner: string, demo?: boolean) {
  const conditions = [eq(gameRounds.owner, owner), eq(gameRounds.status, 'OPEN')];
  if (demo !== undefined) conditions.push(eq(gameRounds.demo, demo));
  return queryable
    .select()
    .from(gameRounds)
    .where(and(...conditions))
    .orderBy(desc(gameRounds.id));
}

export async function openRoundCount(queryable: Queryable, owner: string): Promise<number> {
  const [row] = await queryable
    .select({ count: sql<number>`count(*)::int` })
    .from(gameRounds)
    .where(and(eq(gameRounds.owner, owner), eq(gameRounds.status, 'OPEN')));
  return row?.count ?? 0;
}

export async function roundPage(
  queryable: Queryable,
  owner: string,
  filter: { demo: boolean; gameId?: string | undefined; pageNo: number; pageSize: number },
) {
  const conditions = [eq(gameRounds.owner, owner), eq(gameRounds.demo, filter.demo)];
  if (filter.gameId) conditions.push(eq(gameRounds.gameId, filter.gameId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    queryable
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(desc(gameRounds.id))
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize),
    queryable
      .select({ count: sql<number>`count(*)::int` })
      .from(gameRounds)
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** The public halves of the seed pairs behind a list of rounds, each read once. */
export async function roundSeeds(
  queryable: Queryable,
  rounds: readonly RoundRow[],
): Promise<Map<number, RoundSeed>> {
  const ids = [...new Set(rounds.map((round) => round.seedId))];
  if (ids.length === 0) return new Map();
  const rows = await queryable.select().from(fairnessSeeds).where(inArray(fairnessSeeds.id, ids));
  return new Map(
    rows.map((seed) => [
      seed.id,
      {
        id: seed.id,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        serverSeed: seed.revealedAt ? seed.serverSeed : null,
      },
    ]),
  );
}

/** The owner's demo wallet, if it was ever opened. */
export async function findDemoWallet(queryable: Queryable, owner: string) {
  const [row] = await queryable.select().from(demoWallets).where(eq(demoWallets.owner, owner));
  return row;
}

/** Sets the owner's demo balance (opening the wallet when needed). */
export async function resetDemoBalance(tx: Tx, owner: string, currencyId: string, balanceMinor: bigint) {
  await tx
    .insert(demoWallets)
    .values({ owner, currencyId, balanceMinor })
    .onConflictDoUpdate({
      target: demoWallets.owner,
      set: { currencyId, balanceMinor, updatedAt: new Date() },
    });
}

/**
 * Real-money rounds settled since `since` (wins only when asked), newest first, each with its player's
 * names: a short scan of game_rounds_settled_idx, never more than `limit` rows.
 */
export function settledRoundsSince(
  queryable: Queryable,
  query: { since: Date; limit: number; winsOnly: boolean },
) {
  const conditions = [
    sql`${gameRounds.settledAt} IS NOT NULL AND NOT ${gameRounds.demo}`,
    gte(gameRounds.settledAt, query.since),
  ];
  if (query.winsOnly) conditions.push(eq(gameRounds.status, 'WIN'));
  return queryable
    .select({
      id: gameRounds.id,
      gameId: gameRounds.gameId,
      currencyId: gameRounds.currencyId,
      stakeMinor: gameRounds.stakeMinor,
      payoutMinor: gameRounds.payoutMinor,
      status: gameRounds.status,
      settledAt: gameRounds.settledAt,
      username: users.username,
      nickname: users.nickname,
    })
    .from(gameRounds)
    .innerJoin(users, eq(users.id, gameRounds.userId))
    .where(and(...conditions))
    .orderBy(desc(gameRounds.settledAt))
    .limit(query.limit);
}
