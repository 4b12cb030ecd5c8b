/** When a break that starts at `startMs` ends: `days` later for a time-out, `months` later for a self-exclusion. */
export function breakEnd(startMs: number, length: { days: number } | { months: number }): number {
  if ('days' in length) return startMs + length.days * 24 * 60 * 60 * 1000;
  const end = new Date(startMs);
  end.setMonth(end.getMonth() + length.months);
  return end.getTime();
}
