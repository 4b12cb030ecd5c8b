/** Decimal odds as the book writes them: two decimals, three when the price has them (1.85, 1.857, 2.00). */
export function formatOdds(odds: number): string {
  const text = odds.toFixed(3);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}
