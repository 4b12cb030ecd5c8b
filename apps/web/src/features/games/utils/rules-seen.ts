import { readLocalJson, writeLocalJson } from '../../../lib/storage/local-storage';

/**
 * Spec §3 `hasRuleShow` (per game): the rules popup opens by itself on a player's first visit to a game
 * and never again on that browser; the (i) button opens it any time.
 */
function seenGames(): Record<string, boolean> {
  const stored = readLocalJson('hasRuleShow');
  return stored && typeof stored === 'object' && !Array.isArray(stored)
    ? (stored as Record<string, boolean>)
    : {};
}

/** True when the rules of `gameId` were already shown here. */
export function hasRuleShown(gameId: string): boolean {
  return seenGames()[gameId] === true;
}

/** Remembers that the rules of `gameId` were shown. */
export function markRuleShown(gameId: string): void {
  writeLocalJson('hasRuleShow', { ...seenGames(), [gameId]: true });
}
