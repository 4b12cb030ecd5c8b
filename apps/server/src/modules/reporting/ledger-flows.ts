import { GAME_FLOWS, PLAYER_FLOWS, type GameFlow, type PlayerFlow, type ReportFlow } from '@casino/contracts';

/** The product a bet's ledger kind belongs to, by its prefix; an unknown prefix names its own product. */
const PRODUCT_BY_PREFIX: Readonly<Record<string, string>> = {
  bet: 'casino',
  crash: 'crash',
  lottery: 'lottery',
  sports: 'sports',
};

/** Kinds whose flow their suffix does not tell (or tells wrongly: a withdrawal's payout is no win). */
const KINDS: Readonly<Record<string, { flow: ReportFlow; product?: string }>> = {
  recharge: { flow: 'deposits' },
  withdraw_payout: { flow: 'withdrawals' },
  withdraw_reserve: { flow: 'internal' },
  withdraw_release: { flow: 'internal' },
  reward: { flow: 'bonusGranted' },
  reward_convert: { flow: 'bonusConverted' },
  reward_forfeit: { flow: 'bonusForfeited' },
  sports_cashout: { flow: 'wins', product: 'sports' },
};

/** A bet's movements by the suffix of their kind: `<prefix>_stake`, `_payout`, `_refund`, `_reclaim`. */
const BET_SUFFIXES: readonly (readonly [string, GameFlow])[] = [
  ['_stake', 'stakes'],
  ['_payout', 'wins'],
  ['_refund', 'refunds'],
  ['_reclaim', 'reclaims'],
];

/** Where one movement is counted, and the product of a bet's movement (null for the others). */
export interface MovementClass {
  flow: ReportFlow;
  product: string | null;
}

/** What the classification needs to know of a movement besides its kind. */
export interface MovementShape {
  /** The movement names a player (`ledger_transactions.user_id`). */
  hasPlayer: boolean;
  /** The sign of its net change to that player's accounts. */
  playerNetSign: -1 | 0 | 1;
  /** Its other side is the house's game account, as every bet's is (deposits and bonuses have others). */
  againstHouse: boolean;
}

/**
 * Where a ledger movement lands in the report (docs/regulator-export.md has the table). A movement
 * without a player is the house's; a kind listed in KINDS takes its flow; a movement against the house's
 * game account is a bet's, its flow read off the kind's suffix and its product off its prefix; any other
 * is an adjustment, by what it did to the player's balances (internal when it only moved money between
 * them), so a kind added later is reported, never lost, and a `recharge_refund` is never taken for a bet.
 */
export function classifyMovement(kind: string, shape: MovementShape): MovementClass {
  if (!shape.hasPlayer) return { flow: 'house', product: null };
  const known = KINDS[kind];
  if (known) return { flow: known.flow, product: known.product ?? null };
  for (const [suffix, flow] of shape.againstHouse ? BET_SUFFIXES : []) {
    if (kind.endsWith(suffix) && kind.length > suffix.length) {
      const prefix = kind.slice(0, -suffix.length);
      return { flow, product: PRODUCT_BY_PREFIX[prefix] ?? prefix };
    }
  }
  if (shape.playerNetSign > 0) return { flow: 'adjustmentCredits', product: null };
  if (shape.playerNetSign < 0) return { flow: 'adjustmentDebits', product: null };
  return { flow: 'internal', product: null };
}

/** Whether a flow counts in a player's and a currency's totals. */
export const isPlayerFlow = (flow: ReportFlow): flow is PlayerFlow =>
  (PLAYER_FLOWS as readonly string[]).includes(flow);

/** Whether a flow is a bet's, counted per game too. */
export const isGameFlow = (flow: ReportFlow): flow is GameFlow =>
  (GAME_FLOWS as readonly string[]).includes(flow);

/** Whether a flow's amount is what the movement did to the player's balances rather than what it moved. */
export const isAdjustment = (flow: ReportFlow): boolean =>
  flow === 'adjustmentCredits' || flow === 'adjustmentDebits';
