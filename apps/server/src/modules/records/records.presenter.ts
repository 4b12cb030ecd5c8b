import type { BetView, RoundRecord } from '@casino/contracts';

/** The game options a round was dealt with (mines count, rows…), as the verifier takes them. */
function optionsOf(state: BetView['state']): RoundRecord['options'] {
  const params = state.params;
  if (!params || typeof params !== 'object') return {};
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * A single-player round as its record page shows it: the money, the multiplier it paid, and the seeds
 * and options a verifier recomputes it from (the board itself stays on the game's own screens).
 */
export function presentRoundRecord(bet: BetView): RoundRecord {
  return {
    id: bet.id,
    gameId: bet.gameId,
    demo: bet.demo,
    result: bet.result,
    betAmount: bet.betAmount,
    winAmount: bet.winAmount,
    currencyId: bet.currencyId,
    multiplier: bet.result === 'PENDING' ? 0 : bet.multiplier,
    createdAt: bet.createdAt,
    settledAt: bet.settledAt,
    fairness: bet.fairness,
    options: optionsOf(bet.state),
  };
}
