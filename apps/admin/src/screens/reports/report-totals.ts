import type { GgrRow } from '@casino/contracts';

/** The money columns of a GGR row, the ones a totals row adds up. */
const GGR_SUMS = ['stakes', 'payouts', 'ggr', 'bonuses', 'ngr'] as const;

/** Currencies carry at most 8 decimals (crypto); finer digits are float noise. */
const MAX_DECIMALS = 8;

/** Digits after the point, exponent form included (`1.5e-7` has 8). */
const decimalsOf = (value: number): number => {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const mantissaDecimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, mantissaDecimals - Number(exponent));
};

/**
 * Adds amounts given in major units without float drift (0.1 + 0.2 must show 0.3): each value is scaled
 * to whole units of the finest decimal among them and summed as a bigint.
 */
export function sumMajorUnits(values: readonly number[]): number {
  const decimals = Math.min(MAX_DECIMALS, Math.max(0, ...values.map(decimalsOf)));
  const scale = 10 ** decimals;
  const total = values.reduce((sum, value) => sum + BigInt(Math.round(value * scale)), 0n);
  return Number(total) / scale;
}

/**
 * One totals row per currency (rows never mix currencies), in the order the currencies first appear.
 * Its `key` is the currency: the screen labels it as a total.
 */
export function ggrTotalsByCurrency(rows: readonly GgrRow[]): GgrRow[] {
  const byCurrency = new Map<string, GgrRow[]>();
  for (const row of rows) {
    const group = byCurrency.get(row.currencyId);
    if (group) group.push(row);
    else byCurrency.set(row.currencyId, [row]);
  }
  return [...byCurrency].map(([currencyId, group]) => {
    const total: GgrRow = {
      key: currencyId,
      currencyId,
      rounds: group.reduce((sum, row) => sum + row.rounds, 0),
      stakes: 0,
      payouts: 0,
      ggr: 0,
      bonuses: 0,
      ngr: 0,
    };
    for (const column of GGR_SUMS) total[column] = sumMajorUnits(group.map((row) => row[column]));
    return total;
  });
}
