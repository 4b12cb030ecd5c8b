/** A result with its sign in front of the money ("+R$ 12.00", "−R$ 3.50"), 0 without one. */
export function signedMoney(value: number, format: (value: number) => string): string {
  if (value === 0) return format(0);
  return `${value > 0 ? '+' : '−'}${format(Math.abs(value))}`;
}
