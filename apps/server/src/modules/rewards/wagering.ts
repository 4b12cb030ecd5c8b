import { asBigint, asNumber, run, statement, type Queryable } from '../../db/client.ts';

/** A bonus that asks to be wagered, as the allocation reads it. */
export interface WageringGrant {
  id: number;
  currencyId: string;
  createdAt: number;
  /** Bets placed from this moment on no longer count (null: never). */
  expiresAt: number | null;
  /** When it was converted or forfeited (null while it is wagering): later bets go to the next bonus. */
  settledAt: number | null;
  requiredMinor: bigint;
  maxBetMinor: bigint | null;
  /** Percent each game's stake counts (100 where a game is not named). */
  gameWeights: Record<string, number>;
}

/** A settled real-money bet as it counts for wagering (a cash-out: the stake that was at risk). */
export interface WageringBet {
  gameId: string;
  currencyId: string;
  stakeMinor: bigint;
  createdAt: number;
}

/**
 * How much of each bonus has been wagered, when bonuses wager in the order they were given and each bet is
 * counted once: a bet goes to the oldest bonus it can count for (placed in its window, not above its maximum
 * bet, in its currency, at its game's weight), and only what that bonus still needed is taken from it; the
 * rest of the bet goes on to the next bonus. Pure: the same grants and bets always give the same answer, so
 * a bonus converted earlier keeps the bets it took.
 */
export function allocateWagering(
  grants: readonly WageringGrant[],
  bets: readonly WageringBet[],
): Map<number, bigint> {
  const ordered = [...grants].sort((a, b) => a.id - b.id);
  const wagered = new Map(ordered.map((grant) => [grant.id, 0n]));
  const inOrder = [...bets].sort((a, b) => a.createdAt - b.createdAt);
  for (const bet of inOrder) {
    let leftMinor = bet.stakeMinor;
    for (const grant of ordered) {
      if (leftMinor <= 0n) break;
      if (!counts(grant, bet)) continue;
      const weight = BigInt(grant.gameWeights[bet.gameId] ?? 100);
      if (weight <= 0n) continue;
      const done = wagered.get(grant.id) ?? 0n;
      const needMinor = grant.requiredMinor - done;
      if (needMinor <= 0n) continue;
      const countedMinor = (leftMinor * weight) / 100n;
      if (countedMinor <= needMinor) {
        wagered.set(grant.id, done + countedMinor);
        leftMinor = 0n;
      } else {
        wagered.set(grant.id, grant.requiredMinor);
        // The stake that counted exactly what was needed, rounded up: the rest goes on.
        leftMinor -= (needMinor * 100n + weight - 1n) / weight;
      }
    }
  }
  return wagered;
}

/** Whether a bet may count for a bonus at all (its window, currency and maximum bet). */
function counts(grant: WageringGrant, bet: WageringBet): boolean {
  if (bet.currencyId !== grant.currencyId) return false;
  if (bet.createdAt < grant.createdAt) return false;
  if (grant.expiresAt !== null && bet.createdAt >= grant.expiresAt) return false;
  if (grant.settledAt !== null && bet.createdAt >= grant.settledAt) return false;
  return grant.maxBetMinor === null || bet.stakeMinor <= grant.maxBetMinor;
}

/**
 * The bonuses whose windows meet those of the player's wagering ones (older bonuses take bets first), from
 * the oldest wagering bonus's start.
 */
const GRANTS = statement(
  'rewards_wagering_grants',
  `WITH open AS (SELECT min(created_at) AS since FROM reward_grants WHERE user_id = $1 AND status = 'WAGERING')
   SELECT g.id, g.currency_id, g.created_at, g.expires_at, g.settled_at, g.status, g.wagering_required_minor,
          g.max_bet_minor, g.game_weights
     FROM reward_grants g, open
    WHERE g.user_id = $1 AND g.wagering_required_minor > 0 AND open.since IS NOT NULL
      AND (g.status = 'WAGERING' OR ((g.expires_at IS NULL OR g.expires_at > open.since)
                                  AND (g.settled_at IS NULL OR g.settled_at > open.since)))`,
);
const BETS = statement(
  'rewards_wagering_bets',
  `SELECT game_id, currency_id, stake_minor, created_at FROM settled_bets
    WHERE user_id = $1 AND created_at >= $2 ORDER BY created_at`,
);

/** A wagering bonus's progress: what it has had wagered, what it needs, and whether its time is up. */
export interface WageringProgress {
  id: number;
  wageredMinor: bigint;
  requiredMinor: bigint;
  expired: boolean;
}

/** The progress of each of the player's wagering bonuses, read now. */
export async function wageringProgress(queryable: Queryable, userId: number): Promise<WageringProgress[]> {
  const rows = await run(queryable, GRANTS, [userId]);
  if (rows.length === 0) return [];
  const time = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string).getTime();
  const grants = rows.map((row) => ({
    id: asNumber(row.id),
    currencyId: String(row.currency_id),
    createdAt: time(row.created_at) ?? 0,
    expiresAt: time(row.expires_at),
    settledAt: time(row.settled_at),
    requiredMinor: asBigint(row.wagering_required_minor),
    maxBetMinor: row.max_bet_minor === null ? null : asBigint(row.max_bet_minor),
    gameWeights: (row.game_weights ?? {}) as Record<string, number>,
    status: String(row.status),
  }));
  const since = new Date(Math.min(...grants.map((grant) => grant.createdAt)));
  const bets = (await run(queryable, BETS, [userId, since])).map((row) => ({
    gameId: String(row.game_id),
    currencyId: String(row.currency_id),
    stakeMinor: asBigint(row.stake_minor),
    createdAt: time(row.created_at) ?? 0,
  }));
  const wagered = allocateWagering(grants, bets);
  const now = Date.now();
  return grants
    .filter((grant) => grant.status === 'WAGERING')
    .map((grant) => ({
      id: grant.id,
      wageredMinor: wagered.get(grant.id) ?? 0n,
      requiredMinor: grant.requiredMinor,
      expired: grant.expiresAt !== null && grant.expiresAt <= now,
    }));
}
