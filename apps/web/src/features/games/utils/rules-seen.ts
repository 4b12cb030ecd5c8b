import { readLocalJson, writeLocalJson } from '../../../lib/storage/local-storage';

/**
 * Spec §3 `hasRuleShow` (per game): whether the player has opened a game's rules on this browser. The
 * popup is never forced open (it stood between a player and the game on every first visit); until it has
 * been opened once, the (i) button that opens it carries a dot.
 */
function seenGames(): Record<string, boolean> {
  const stored = readLocalJson('hasRuleShow');
  return stored && typeof stored === 'object' && !Array.isArray(stored)
    ? (stored as Record<string, boolean>)
    : {};
}

/** True when the rules of `gameId` were already opened here. */
export function hasRuleShown(gameId: string): boolean {
  return seenGames()[gameId] === true;
}

/** Remembers that the rules of `gameId` were opened. */
export function markRuleShown(gameId: string): void {
  writeLocalJson('hasRuleShow', { ...seenGames(), [gameId]: true });
}
