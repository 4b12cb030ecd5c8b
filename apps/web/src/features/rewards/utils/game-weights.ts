/** Games that count the same share of their stakes toward wagering. */
export interface WeightGroup {
  /** Percent of a stake that counts (a game not listed counts 100 %). */
  percent: number;
  /** The games' ids, as the weights name them. */
  gameIds: string[];
}

/**
 * A bonus's game weights grouped by percent, lowest first ("crash and aviator count 50 %"); games at
 * 100 % are left out, as every game not listed counts in full anyway.
 */
export function groupGameWeights(weights: Readonly<Record<string, number>>): WeightGroup[] {
  const byPercent = new Map<number, string[]>();
  for (const [gameId, percent] of Object.entries(weights)) {
    if (percent >= 100) continue;
    byPercent.set(percent, [...(byPercent.get(percent) ?? []), gameId]);
  }
  return [...byPercent]
    .sort(([a], [b]) => a - b)
    .map(([percent, gameIds]) => ({ percent, gameIds: gameIds.sort() }));
}
