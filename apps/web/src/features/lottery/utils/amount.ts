/** The quick amounts of the bet sheet and the follow dialog. */
export const QUICK_AMOUNTS = [1, 5, 10, 50, 100] as const;

/** A typed stake: a positive number with at most two decimals (the server checks the limits), else null. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}
