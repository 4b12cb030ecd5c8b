import type { RtpRow } from '@casino/contracts';

/**
 * RTP values arrive as fractions of the stakes (0.97 = 97 %), as the server's band maths keeps them. Two
 * decimals of a percent show a drift of a hundredth of a point, which is what a band check is about.
 */
export function formatRtpPercent(value: number | null, locale: string): string | null {
  if (value === null) return null;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** The 99 % band as "95.10% – 98.90%", or null when too few rounds were played to have one. */
export function formatRtpBand(row: Pick<RtpRow, 'bandLow' | 'bandHigh'>, locale: string): string | null {
  if (row.bandLow === null || row.bandHigh === null) return null;
  return `${formatRtpPercent(row.bandLow, locale)} – ${formatRtpPercent(row.bandHigh, locale)}`;
}

/** How many games (per currency) fall outside their band: the count the alert banner shows. */
export function countOutsideBand(rows: readonly RtpRow[]): number {
  return rows.filter((row) => row.outside).length;
}

/** Rows outside their band first, so the alert's subjects head the table; otherwise the server's order. */
export function outsideFirst(rows: readonly RtpRow[]): RtpRow[] {
  return [...rows].sort((a, b) => Number(b.outside) - Number(a.outside));
}
