import { and, desc, eq } from 'drizzle-orm';

import { rowOf, run, statement, type Queryable, type Tx } from '../../db/client.ts';
import { crashRounds } from './crash.tables.ts';

export type RoundRow = typeof crashRounds.$inferSelect;

const ROUND_COLUMNS = '*';

/**
 * The game's latest round, share-locked: bets and cash-outs of one round hold it together, while the
 * loop's take-off and crash (an exclusive lock) wait for them, so no bet lands on a round that has left.
 */
const SHARE_LATEST_ROUND = statement(
  'crash_share_latest_round',
  `SELECT ${ROUND_COLUMNS} FROM crash_rounds WHERE game_id = $1 ORDER BY id DESC LIMIT 1 FOR SHARE`,
);

const roundOf = (raw: Record<string, unknown>): RoundRow => rowOf(crashRounds, raw);

export async function latestRound(queryable: Queryable, gameId: string): Promise<RoundRow | undefined> {
  const [row] = await queryable
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.gameId, gameId))
    .orderBy(desc(crashRounds.id))
    .limit(1);
  return row;
}

/** The latest round, share-locked for this transaction (see SHARE_LATEST_ROUND). */
export async function shareLatestRound(tx: Tx, gameId: string): Promise<RoundRow | undefined> {
  const [row] = await run(tx, SHARE_LATEST_ROUND, [gameId]);
  return row && roundOf(row);
}

/** The round, locked against bets and cash-outs for this transaction (the loop's state changes). */
export async function lockRound(tx: Tx, id: number): Promise<RoundRow | undefined> {
  const [row] = await tx.select().from(crashRounds).where(eq(crashRounds.id, id)).for('update');
  return row;
}

export async function insertRound(tx: Tx, values: typeof crashRounds.$inferInsert): Promise<RoundRow> {
  const [row] = await tx.insert(crashRounds).values(values).returning();
  if (!row) throw new Error('insert into crash_rounds returned no row');
  return row;
}

export async function updateRound(tx: Tx, id: number, values: Partial<typeof crashRounds.$inferInsert>) {
  const [row] = await tx.update(crashRounds).set(values).where(eq(crashRounds.id, id)).returning();
  if (!row) throw new Error(`crash round ${id} vanished`);
  return row;
}

export function crashedRounds(queryable: Queryable, gameId: string, limit: number) {
  return queryable
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.gameId, gameId), eq(crashRounds.status, 'CRASHED')))
    .orderBy(desc(crashRounds.id))
    .limit(limit);
}

/** A round of the game by its number in the game or by its id. */
export async function findRound(
  queryable: Queryable,
  gameId: string,
  which: { number?: number; id?: number },
) {
  const [row] = await queryable
    .select()
    .from(crashRounds)
    .where(
      and(
        eq(crashRounds.gameId, gameId),
        which.number === undefined ? eq(crashRounds.id, which.id ?? 0) : eq(crashRounds.number, which.number),
      ),
    );
  return row;
}
