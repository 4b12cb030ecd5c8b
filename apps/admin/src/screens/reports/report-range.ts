/** A report's period: whole UTC days, `from` to `to` inclusive, as YYYY-MM-DD. */
export interface ReportRange {
  /** First day, YYYY-MM-DD (UTC). */
  from: string;
  /** Last day, YYYY-MM-DD (UTC), inclusive. */
  to: string;
}

/** The three reports the screen shows; also the last part of their API paths. */
export type ReportKind = 'ggr' | 'cashflow' | 'rtp';

const DAY_MS = 86_400_000;
/** The contracts' rule key for a refused period. */
const RANGE_REFUSAL = 'DATE_RANGE_INVALID';
const DEFAULT_DAYS = 7;

const utcDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** The last seven UTC days, today included: what the screen opens with. */
export function defaultReportRange(nowMs: number): ReportRange {
  return { from: utcDay(nowMs - (DEFAULT_DAYS - 1) * DAY_MS), to: utcDay(nowMs) };
}

/** Whether both ends are filled in: a cleared date input gives an empty string, and no query is sent. */
export function isRangeComplete(range: ReportRange): boolean {
  return range.from !== '' && range.to !== '';
}

/**
 * The name an exported CSV is saved under, e.g. `ggr-by-game-2026-11-17-to-2026-11-23.csv`: the report,
 * its grouping when it has one, and the period, so several exports sort and read well in a folder.
 */
export function reportCsvFilename(kind: ReportKind, range: ReportRange, groupBy?: string): string {
  const grouping = groupBy ? `-by-${groupBy}` : '';
  return `${kind}${grouping}-${range.from}-to-${range.to}.csv`;
}

/**
 * Whether a report call was refused for its dates (end before start, or more than a year): the screen
 * shows that once, at the date inputs, instead of in every report. The server sends it as INVALID_INPUT
 * naming the rule (DATE_RANGE_INVALID) as message and as `extra.reason`.
 */
export function isRangeRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const extra = (error as { extra?: unknown }).extra;
  const reason =
    extra !== null && typeof extra === 'object' ? (extra as Record<string, unknown>).reason : undefined;
  return error.message === RANGE_REFUSAL || reason === RANGE_REFUSAL;
}
