import {
  GAME_FLOWS,
  PLAYER_FLOWS,
  regulatorReportSchema,
  type CurrencyTotals,
  type RegulatorReport,
  type Tally,
} from '@casino/contracts';

import { isTimeZone, siteMidnight } from '../../platform/site-day.ts';
import { isGameFlow } from './ledger-flows.ts';
import { nextDate } from './regulator-report.ts';
import { reportDigest } from './report-digest.ts';

/** A report that passed every check, or every reason it did not. */
export type ReportCheck = { ok: true; report: RegulatorReport } | { ok: false; problems: string[] };

type GameResult = {
  flows: Record<(typeof GAME_FLOWS)[number], Tally>;
  payoutsMinor: string;
  ggrMinor: string;
};

/**
 * Checks a report as a receiver would (docs/regulator-export.md): the schema (which refuses negative
 * counts and amounts that are not whole minor units), the record counts and the SHA-256 in the trailer,
 * the day's instants against its date and zone, each currency's totals against the sum of its per-kind,
 * per-game and per-player rows, payouts = wins + refunds − reclaims and GGR = stakes − payouts on every
 * row, and that no row appears twice or names a currency without totals.
 */
export function validateRegulatorReport(input: unknown): ReportCheck {
  const parsed = regulatorReportSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(report)'}: ${issue.message}`),
    };
  }
  const report = parsed.data;
  const problems = [
    ...trailerProblems(report),
    ...headerProblems(report),
    ...duplicateProblems(report),
    ...report.currencies.flatMap((totals) => totalsProblems(report, totals)),
    ...resultProblems(report),
  ];
  return problems.length === 0 ? { ok: true, report } : { ok: false, problems };
}

function trailerProblems(report: RegulatorReport): string[] {
  const problems: string[] = [];
  const { records, sha256 } = report.trailer;
  for (const section of ['currencies', 'games', 'ledgerKinds', 'players'] as const) {
    if (records[section] !== report[section].length) {
      problems.push(
        `trailer.records.${section} is ${records[section]} but the report holds ${report[section].length} row(s)`,
      );
    }
  }
  const digest = reportDigest(report);
  if (digest !== sha256) {
    problems.push(
      `trailer.sha256 is ${sha256} but the report hashes to ${digest}: it was changed after it was made`,
    );
  }
  return problems;
}

function headerProblems(report: RegulatorReport): string[] {
  const { reportDate, timeZone, periodStart, periodEnd, generatedAt, final } = report.header;
  if (!isTimeZone(timeZone)) return [`header.timeZone: ${timeZone} is not a time zone this validator knows`];
  const problems: string[] = [];
  const next = nextDate(reportDate);
  if (Date.parse(periodStart) !== siteMidnight(reportDate, timeZone)) {
    problems.push(`header.periodStart ${periodStart} is not the start of ${reportDate} in ${timeZone}`);
  }
  if (Date.parse(periodEnd) !== siteMidnight(next, timeZone)) {
    problems.push(`header.periodEnd ${periodEnd} is not the end of ${reportDate} in ${timeZone}`);
  }
  if (final !== Date.parse(generatedAt) >= Date.parse(periodEnd)) {
    problems.push(
      `header.final is ${final} but the report was made at ${generatedAt}, the day ends ${periodEnd}`,
    );
  }
  return problems;
}

function duplicateProblems(report: RegulatorReport): string[] {
  const problems: string[] = [];
  const known = new Set(report.currencies.map((row) => row.currencyId));
  const check = <T extends { currencyId: string }>(section: string, rows: T[], key: (row: T) => string) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const id = key(row);
      if (seen.has(id)) problems.push(`${section}[${index}]: ${id} appears twice`);
      seen.add(id);
      if (section !== 'currencies' && !known.has(row.currencyId)) {
        problems.push(`${section}[${index}]: currency ${row.currencyId} has no totals`);
      }
    });
  };
  check('currencies', report.currencies, (row) => row.currencyId);
  check('games', report.games, (row) => `${row.currencyId} ${row.product} ${row.gameId}`);
  check('ledgerKinds', report.ledgerKinds, (row) => `${row.currencyId} ${row.kind} ${row.flow}`);
  check('players', report.players, (row) => `${row.currencyId} ${row.playerRef}`);
  report.players.forEach((row, index) => {
    const moved = PLAYER_FLOWS.some((flow) => row.flows[flow].count > 0);
    if (!row.active && !row.registered)
      problems.push(`players[${index}]: neither active nor registered that day`);
    if (!row.active && moved) problems.push(`players[${index}]: has movements but is not marked active`);
  });
  return problems;
}

/** Sums one flow over rows: the count and the amount. */
function sumOf(rows: { count: number; amountMinor: string }[]): { count: number; amount: bigint } {
  return rows.reduce(
    (sum, row) => ({ count: sum.count + row.count, amount: sum.amount + BigInt(row.amountMinor) }),
    { count: 0, amount: 0n },
  );
}

/** A currency's totals against the rows that make them up. */
function totalsProblems(report: RegulatorReport, totals: CurrencyTotals): string[] {
  const problems: string[] = [];
  const { currencyId } = totals;
  const compare = (what: string, total: Tally, parts: { count: number; amount: bigint }, source: string) => {
    if (total.count !== parts.count || BigInt(total.amountMinor) !== parts.amount) {
      problems.push(
        `${currencyId} ${what}: the totals say ${total.count} for ${total.amountMinor} but the ${source} add up to ` +
          `${parts.count} for ${parts.amount}`,
      );
    }
  };
  const players = report.players.filter((row) => row.currencyId === currencyId);
  const kinds = report.ledgerKinds.filter((row) => row.currencyId === currencyId);
  const games = report.games.filter((row) => row.currencyId === currencyId);
  for (const flow of PLAYER_FLOWS) {
    const total = totals.flows[flow];
    compare(flow, total, sumOf(kinds.filter((row) => row.flow === flow)), 'ledger kind rows');
    compare(flow, total, sumOf(players.map((row) => row.flows[flow])), 'player rows');
  }
  for (const flow of GAME_FLOWS) {
    compare(flow, totals.flows[flow], sumOf(games.map((row) => row.flows[flow])), 'game rows');
  }
  kinds.forEach((row) => {
    if (isGameFlow(row.flow) !== (row.product !== null)) {
      problems.push(
        `${currencyId} ledger kind ${row.kind}: a bet's movement names its product, no other does`,
      );
    }
  });
  const active = players.filter((row) => row.active).length;
  const registered = players.filter((row) => row.registered).length;
  if (totals.activePlayers !== active) {
    problems.push(
      `${currencyId} activePlayers is ${totals.activePlayers} but ${active} player row(s) are active`,
    );
  }
  if (totals.newRegistrations !== registered) {
    problems.push(
      `${currencyId} newRegistrations is ${totals.newRegistrations} but ${registered} player row(s) registered`,
    );
  }
  return problems;
}

/** Payouts and GGR on every row that carries them. */
function resultProblems(report: RegulatorReport): string[] {
  const problems: string[] = [];
  const check = (where: string, row: GameResult) => {
    const { stakes, wins, refunds, reclaims } = row.flows;
    const payouts = BigInt(wins.amountMinor) + BigInt(refunds.amountMinor) - BigInt(reclaims.amountMinor);
    if (BigInt(row.payoutsMinor) !== payouts) {
      problems.push(
        `${where}: payoutsMinor is ${row.payoutsMinor} but wins + refunds − reclaims is ${payouts}`,
      );
    }
    const ggr = BigInt(stakes.amountMinor) - BigInt(row.payoutsMinor);
    if (BigInt(row.ggrMinor) !== ggr) {
      problems.push(`${where}: ggrMinor is ${row.ggrMinor} but stakes − payouts is ${ggr}`);
    }
  };
  report.currencies.forEach((row) => check(`currencies[${row.currencyId}]`, row));
  report.games.forEach((row, index) => check(`games[${index}] (${row.currencyId} ${row.gameId})`, row));
  report.players.forEach((row, index) => check(`players[${index}] (${row.currencyId})`, row));
  return problems;
}
