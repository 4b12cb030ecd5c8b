import type { OddsChangeChoice, SportsBetRequest } from '@casino/contracts';
import { maxPayout, minorToNumber, parseAmount, totalStake, type BetShape } from '@casino/game-math';

import {
  chosenSystem,
  effectiveMode,
  isBettable,
  selectionKey,
  type SlipSelection,
  type SlipState,
} from './bet-slip';

/**
 * The bets a slip places and what they cost and can win, computed with game-math's settlement (exact
 * integers in minor units, each line floored) so the slip shows what the server will pay.
 */

/** One bet the slip would place: each selection of singles, or all of them in a multiple or a system. */
export interface BetDraft {
  /** Identifies the bet within the slip (the selection's key for a single). */
  key: string;
  shape: BetShape;
  legs: SlipSelection[];
  /** How many lines (stakes) it takes. */
  lines: number;
}

/** The bets of the slip in its mode (none when the mode has nothing to place). */
export function slipDrafts(state: SlipState): BetDraft[] {
  const mode = effectiveMode(state);
  const { selections } = state;
  if (selections.length === 0) return [];
  if (mode === 'single') {
    return selections.map((leg) => ({
      key: selectionKey(leg),
      shape: { kind: 'single' },
      legs: [leg],
      lines: 1,
    }));
  }
  const legKeys = selections.map(selectionKey).join('+');
  if (mode === 'multiple')
    return [{ key: `multiple:${legKeys}`, shape: { kind: 'multiple' }, legs: selections, lines: 1 }];
  const system = chosenSystem(state);
  if (!system) return [];
  return [
    {
      key: `system:${system.id}:${legKeys}`,
      shape: { kind: 'system', sizes: system.sizes },
      legs: selections,
      lines: system.lines,
    },
  ];
}

/** Decimal odds (1.85) in the thousandths game-math counts in. */
export const oddsThousandths = (odds: number): number => Math.round(odds * 1000);

/** The product of a multiple's odds, for the slip's "total odds" (display only, two decimals). */
export function combinedOdds(selections: readonly SlipSelection[]): number {
  return selections.reduce((product, leg) => product * leg.odds, 1);
}

/** A typed stake per line in minor units, or null when it is not a positive amount of the currency. */
export function stakeMinorOf(text: string, decimals: number): bigint | null {
  const parsed = parseAmount(text.trim().replace(',', '.'), decimals);
  return parsed.ok && parsed.minor > 0n ? parsed.minor : null;
}

/** What the slip costs and can win, in major units; null figures while the stake is not valid. */
export interface SlipTotals {
  /** The stake of each line, in major units. */
  stakePerLine: number | null;
  /** Lines of every bet together. */
  lines: number;
  totalStake: number | null;
  /** What every bet pays back if every leg wins, stake included. */
  potentialWin: number | null;
}

/** The totals of the slip for a stake per line typed in a currency of `decimals` decimals. */
export function slipTotals(state: SlipState, decimals: number): SlipTotals {
  const drafts = slipDrafts(state);
  const lines = drafts.reduce((sum, draft) => sum + draft.lines, 0);
  const stakeMinor = stakeMinorOf(state.stake, decimals);
  if (stakeMinor === null || drafts.length === 0) {
    return { stakePerLine: null, lines, totalStake: null, potentialWin: null };
  }
  let stakeSum = 0n;
  let payoutSum = 0n;
  for (const draft of drafts) {
    const odds = draft.legs.map((leg) => oddsThousandths(leg.odds));
    stakeSum += totalStake(draft.shape, draft.legs.length, stakeMinor);
    payoutSum += maxPayout(draft.shape, stakeMinor, odds);
  }
  return {
    stakePerLine: minorToNumber(stakeMinor, decimals),
    lines,
    totalStake: minorToNumber(stakeSum, decimals),
    potentialWin: minorToNumber(payoutSum, decimals),
  };
}

/** Whether the slip can be placed now: something to place, a valid stake, every leg open, no change to accept. */
export function canPlace(state: SlipState, decimals: number): boolean {
  return (
    slipDrafts(state).length > 0 &&
    stakeMinorOf(state.stake, decimals) !== null &&
    !state.needsAccept &&
    state.selections.every(isBettable)
  );
}

/** What the player chose for the bets of a placing. */
export interface PlacingChoices {
  /** The stake of each line, in major units. */
  stake: number;
  oddsChange: OddsChangeChoice;
  /** Play money. */
  demo: boolean;
  /** The language the slip showed the names in: the bet keeps its names in it. */
  lang: string;
}

/** The request of one draft (the request id is the caller's: the same for a retry of the same bet). */
export function betRequestOf(draft: BetDraft, choices: PlacingChoices, requestId: string): SportsBetRequest {
  return {
    kind: draft.shape.kind,
    legs: draft.legs.map(({ eventId, marketId, outcomeId, odds }) => ({
      eventId,
      marketId,
      outcomeId,
      odds,
    })),
    ...(draft.shape.kind === 'system' ? { sizes: [...draft.shape.sizes] } : {}),
    stake: choices.stake,
    oddsChange: choices.oddsChange,
    demo: choices.demo,
    lang: choices.lang,
    requestId,
  };
}

/**
 * What makes a request the same intent: its legs at their prices, its stake, choice and mode of play. A retry
 * of the same intent reuses its request id (the server then answers the first answer again); any change is a
 * new intent with a new id. The language is not part of it: the same bet asked in another language is the
 * same bet.
 */
export function intentOf(request: Omit<SportsBetRequest, 'requestId'>): string {
  const legs = request.legs
    .map((leg) => `${leg.eventId}/${leg.marketId}/${leg.outcomeId}@${leg.odds}`)
    .join('+');
  return [
    request.kind,
    legs,
    request.sizes?.join(',') ?? '',
    request.stake,
    request.oddsChange,
    request.demo,
  ].join('|');
}
