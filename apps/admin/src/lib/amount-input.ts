const PLAIN_DECIMAL = /^\d+(?:[.,]\d+)?$/;

/**
 * A typed amount in major units: digits with one optional decimal point or comma ("12,5" as Portuguese and
 * Indonesian write it). Undefined for anything else, including grouping separators and exponents.
 */
export function parseAmountInput(text: string): number | undefined {
  const trimmed = text.trim();
  if (!PLAIN_DECIMAL.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/** An amount as an input shows it: never in exponent form (1e-7 → "0.0000001"). */
export function amountText(value: number): string {
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}
