import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { games } from '../games/index.ts';
import type { BetKind } from './ledger-tally.ts';

/** A half-open period of time, `[start, end)`. */
export interface Window {
  start: Date;
  end: Date;
}

/** How spread the per-round payout multipliers of a game's bets were. */
export interface RoundDispersion {
  /** Bets staked in the window. */
  rounds: number;
  /** Sample variance of payout / stake over those bets; null below two bets. */
  variance: number | null;
}

type Row = Record<string, unknown>;

/** The key of a game and currency in the maps below. */
export const gameCurrencyKey = (gameId: string, currencyId: string) => `${gameId}|${currencyId}`;

/**
 * Per game and currency, the dispersion of the payout multipliers of the bets staked in the window, read
 * from the ledger: a bet is a stake movement, and what it returned is the sum of the later wins and
 * refunds less the reclaims of the same bet, up to now (so a bet staked just before the window's end still
 * counts its payout). Movements of one bet are matched by product and bet id: the `betId` of their details
 * (sports payouts and cash-outs), else the id after the first colon of their reference (`round:12`,
 * `crashbet:7`, `lotterybet:9`, `sportsbet:5`), which is how every product writes them today. A bet still
 * open counts as having returned nothing, as a lost one does: the ledger alone cannot tell them apart.
 *
 * `kinds` are the bets' ledger kinds as the regulator classification reads them (ledger-flows.ts), so this
 * query counts exactly what the report's totals count.
 */
export async function readRoundDispersion(
  db: Db,
  window: Window,
  kinds: readonly BetKind[],
): Promise<Map<string, RoundDispersion>> {
  if (kinds.length === 0) return new Map();
  const result = await db.execute(
    sql`WITH kinds AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(kinds)}::jsonb) AS k(kind text, flow text, product text)),
        moved AS (
          SELECT t.id, t.currency_id, t.created_at, k.flow,
                 coalesce(t.details->>'gameId', k.product) AS game_id,
                 k.product || ':' || coalesce(t.details->>'betId', nullif(split_part(t.reference, ':', 2), ''),
                                              t.reference) AS bet,
                 sum(e.amount_minor) FILTER (WHERE e.amount_minor > 0) AS gross_minor
            FROM ledger_transactions t
            JOIN kinds k ON k.kind = t.kind
            JOIN ledger_entries e ON e.transaction_id = t.id
           WHERE t.user_id IS NOT NULL AND t.created_at >= ${window.start.toISOString()}::timestamptz
           GROUP BY t.id, k.flow, k.product),
        returned AS (
          SELECT bet, currency_id,
                 sum(CASE WHEN flow = 'reclaims' THEN -gross_minor ELSE gross_minor END) AS back_minor
            FROM moved WHERE flow <> 'stakes' GROUP BY bet, currency_id)
        SELECT s.game_id, s.currency_id, count(*)::int AS rounds,
               var_samp(coalesce(r.back_minor, 0)::float8 / s.gross_minor::float8) AS variance
          FROM moved s
          LEFT JOIN returned r ON r.bet = s.bet AND r.currency_id = s.currency_id
         WHERE s.flow = 'stakes' AND s.created_at < ${window.end.toISOString()}::timestamptz
         GROUP BY s.game_id, s.currency_id`,
  );
  const rows = (result as unknown as { rows: Row[] }).rows;
  return new Map(
    rows.map((row) => [
      gameCurrencyKey(String(row.game_id), String(row.currency_id)),
      { rounds: Number(row.rounds), variance: row.variance === null ? null : Number(row.variance) },
    ]),
  );
}

/** Every game's declared RTP as a fraction (9 700 basis points = 0.97), by game id. */
export async function readDeclaredRtps(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: games.id, rtpBasisPoints: games.rtpBasisPoints }).from(games);
  return new Map(rows.map((row) => [row.id, row.rtpBasisPoints / 10_000]));
}
