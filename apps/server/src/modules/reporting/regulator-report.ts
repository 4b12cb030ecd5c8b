import {
  GAME_FLOWS,
  PLAYER_FLOWS,
  REGULATOR_REPORT_FORMAT,
  REGULATOR_REPORT_VERSION,
  reportDateSchema,
  type CurrencyTotals,
  type GameFlow,
  type GameRow,
  type LedgerKindRow,
  type PlayerFlow,
  type PlayerRow,
  type RegulatorReport,
  type RegulatorReportBody,
  type Tally,
} from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import { siteMidnight } from '../../platform/site-day.ts';
import { classifyMovement, isAdjustment, isGameFlow, isPlayerFlow } from './ledger-flows.ts';
import type { PlayerPseudonyms } from './player-pseudonyms.ts';
import { reportDigest } from './report-digest.ts';
import { readDay, type DaySnapshot } from './report-queries.ts';

/** The site the report is about, as the site service knows it. */
export interface ReportSite {
  id: string;
  name: string;
  /** IANA zone whose local day the report covers. */
  timeZone: string;
}

/** What one report is asked for. */
export interface ReportRequest {
  site: ReportSite;
  /** The local day, `YYYY-MM-DD`. */
  date: string;
  pseudonyms: PlayerPseudonyms;
  /** When the report is made; a day that has not started yet is refused. */
  now?: Date;
}

interface Sum {
  count: number;
  amount: bigint;
}
type Sums<F extends string> = Record<F, Sum>;

const emptySums = <F extends string>(flows: readonly F[]): Sums<F> =>
  Object.fromEntries(flows.map((flow) => [flow, { count: 0, amount: 0n }])) as Sums<F>;

const add = (sum: Sum, count: number, amount: bigint) => {
  sum.count += count;
  sum.amount += amount;
};

const tallies = <F extends string>(sums: Sums<F>): Record<F, Tally> =>
  Object.fromEntries(
    Object.entries<Sum>(sums).map(([flow, sum]) => [
      flow,
      { count: sum.count, amountMinor: sum.amount.toString() },
    ]),
  ) as Record<F, Tally>;

/** Payouts = wins + refunds − reclaims; GGR = stakes − payouts. */
function results(sums: Sums<GameFlow>): { payoutsMinor: string; ggrMinor: string } {
  const payouts = sums.wins.amount + sums.refunds.amount - sums.reclaims.amount;
  return { payoutsMinor: payouts.toString(), ggrMinor: (sums.stakes.amount - payouts).toString() };
}

/** The day after a local date (`YYYY-MM-DD`). */
export const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const byKeys =
  <T>(...keys: ((row: T) => string)[]) =>
  (left: T, right: T): number => {
    for (const key of keys) {
      const a = key(left);
      const b = key(right);
      if (a !== b) return a < b ? -1 : 1;
    }
    return 0;
  };

interface PlayerSums {
  userId: string;
  currencyId: string;
  registered: boolean;
  active: boolean;
  sums: Sums<PlayerFlow>;
}

/** The entry of `key`, made by `make` the first time. */
function entry<T>(map: Map<string, T>, key: string, make: () => T): T {
  let found = map.get(key);
  if (found === undefined) map.set(key, (found = make()));
  return found;
}

/**
 * The day's sums: each movement group counted under its flow (ledger-flows.ts) for its ledger kind,
 * and, when it is a player's money, for the player, the currency and (a bet's) the game. A movement
 * makes its player active; a registration makes a player row too.
 */
function sumDay(snapshot: DaySnapshot) {
  const currencies = new Map<string, Sums<PlayerFlow>>();
  const games = new Map<
    string,
    { currencyId: string; product: string; gameId: string; sums: Sums<GameFlow> }
  >();
  const kinds = new Map<string, Omit<LedgerKindRow, 'count' | 'amountMinor'> & Sum>();
  const players = new Map<string, PlayerSums>();
  const currency = (currencyId: string) => entry(currencies, currencyId, () => emptySums(PLAYER_FLOWS));
  const player = (userId: string, currencyId: string) =>
    entry(players, `${userId}|${currencyId}`, () => ({
      userId,
      currencyId,
      registered: false,
      active: false,
      sums: emptySums(PLAYER_FLOWS),
    }));

  for (const group of snapshot.movements) {
    const { currencyId, kind, userId } = group;
    const { flow, product } = classifyMovement(kind, {
      hasPlayer: userId !== null,
      playerNetSign: group.direction,
      againstHouse: group.againstHouse,
    });
    const net = group.playerNetMinor;
    const amount = isAdjustment(flow) ? (net < 0n ? -net : net) : group.grossMinor;
    const totals = currency(currencyId);
    add(
      entry(kinds, `${currencyId}|${kind}|${flow}`, () => ({
        currencyId,
        kind,
        flow,
        product,
        count: 0,
        amount: 0n,
      })),
      group.count,
      amount,
    );
    if (userId === null) continue;
    const owner = player(userId, currencyId);
    owner.active = true;
    if (!isPlayerFlow(flow)) continue;
    add(totals[flow], group.count, amount);
    add(owner.sums[flow], group.count, amount);
    if (isGameFlow(flow) && product !== null) {
      const gameId = group.gameId ?? product;
      const game = entry(games, `${currencyId}|${product}|${gameId}`, () => ({
        currencyId,
        product,
        gameId,
        sums: emptySums(GAME_FLOWS),
      }));
      add(game.sums[flow], group.count, amount);
    }
  }
  for (const registration of snapshot.registrations) {
    currency(registration.currencyId);
    player(registration.userId, registration.currencyId).registered = true;
  }
  return { currencies, games, kinds, players };
}

/**
 * Builds the day's report from the ledger (docs/regulator-export.md): the movements recorded during the
 * site's local day, each counted under its flow (ledger-flows.ts), added up per currency, game, ledger
 * kind and player, all from one snapshot; then sealed with the SHA-256 of its canonical JSON.
 */
export async function buildRegulatorReport(db: Db, request: ReportRequest): Promise<RegulatorReport> {
  const { site, date, pseudonyms } = request;
  if (!reportDateSchema.safeParse(date).success) throw new Error(`${date} is not a date (YYYY-MM-DD)`);
  const now = request.now ?? new Date();
  const start = siteMidnight(date, site.timeZone);
  const end = siteMidnight(nextDate(date), site.timeZone);
  if (start > now.getTime()) throw new Error(`${date} has not started yet in ${site.timeZone}`);
  const snapshot = await readDay(db, { start: new Date(start), end: new Date(end) });
  const summed = sumDay(snapshot);

  const players: PlayerRow[] = [...summed.players.values()]
    .map((row) => ({
      playerRef: pseudonyms.refOf(row.userId),
      currencyId: row.currencyId,
      registered: row.registered,
      active: row.active,
      flows: tallies(row.sums),
      ...results(row.sums),
    }))
    .sort(
      byKeys(
        (row) => row.currencyId,
        (row) => row.playerRef,
      ),
    );
  const currencies: CurrencyTotals[] = [...summed.currencies.entries()]
    .map(([currencyId, sums]) => {
      const decimals = snapshot.decimals.get(currencyId);
      if (decimals === undefined) throw new Error(`the ledger names an unknown currency ${currencyId}`);
      const mine = players.filter((row) => row.currencyId === currencyId);
      return {
        currencyId,
        decimals,
        activePlayers: mine.filter((row) => row.active).length,
        newRegistrations: mine.filter((row) => row.registered).length,
        flows: tallies(sums),
        ...results(sums),
      };
    })
    .sort(byKeys((row) => row.currencyId));
  const games: GameRow[] = [...summed.games.values()]
    .map((row) => ({
      currencyId: row.currencyId,
      product: row.product,
      gameId: row.gameId,
      flows: tallies(row.sums),
      ...results(row.sums),
    }))
    .sort(
      byKeys(
        (row) => row.currencyId,
        (row) => row.product,
        (row) => row.gameId,
      ),
    );
  const ledgerKinds: LedgerKindRow[] = [...summed.kinds.values()]
    .map((row) => ({
      currencyId: row.currencyId,
      kind: row.kind,
      flow: row.flow,
      product: row.product,
      count: row.count,
      amountMinor: row.amount.toString(),
    }))
    .sort(
      byKeys(
        (row) => row.currencyId,
        (row) => row.kind,
        (row) => row.flow,
      ),
    );

  const body: RegulatorReportBody = {
    format: REGULATOR_REPORT_FORMAT,
    version: REGULATOR_REPORT_VERSION,
    header: {
      operator: { siteId: site.id, name: site.name },
      reportDate: date,
      timeZone: site.timeZone,
      periodStart: new Date(start).toISOString(),
      periodEnd: new Date(end).toISOString(),
      generatedAt: now.toISOString(),
      final: now.getTime() >= end,
      pseudonymisation: { method: 'HMAC-SHA256', keyId: pseudonyms.keyId },
    },
    currencies,
    games,
    ledgerKinds,
    players,
  };
  return {
    ...body,
    trailer: {
      records: {
        currencies: currencies.length,
        games: games.length,
        ledgerKinds: ledgerKinds.length,
        players: players.length,
      },
      sha256: reportDigest(body),
    },
  };
}
