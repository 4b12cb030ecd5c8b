import type { RecordRef } from '@casino/contracts';

/**
 * The page of a round, crash bet or payment order (`/record/round/17`): history rows link there and the
 * app's router serves it, so the address is written in one place below both.
 */
export function recordHref(ref: RecordRef): string {
  return `/record/${ref.type}/${encodeURIComponent(ref.id)}`;
}
