import type {
  OddsChangeChoice,
  SportId,
  SportsEventView,
  SportsMarketView,
  SportsOutcomeView,
} from '@casino/contracts';
import {
  MULTIPLE_MAX_LEGS,
  MULTIPLE_MIN_LEGS,
  SYSTEM_BUNDLES,
  SYSTEM_MAX_LEGS,
  SYSTEM_MIN_LEGS,
  systemLineCount,
} from '@casino/game-math';

/**
 * The bet slip as pure functions of its state: selections (one per market), the bet mode, the stake per line,
 * the chosen system, and whether a price change waits for the player's approval. The store applies them; the
 * tests call them directly.
 */

/** The most selections a slip holds (a multiple's most legs). */
export const MAX_SELECTIONS = MULTIPLE_MAX_LEGS;

/** One selection: an outcome of a market of an event, at the price the player sees. */
export interface SlipSelection {
  eventId: string;
  marketId: string;
  outcomeId: string;
  sport: SportId;
  home: string;
  away: string;
  /** The market's and the outcome's names as the page showed them when the selection was taken. */
  marketName: string;
  outcomeName: string;
  /** Decimal odds now (1.85). */
  odds: number;
  /** The odds before a change the player has not accepted yet; null when there is none. */
  previousOdds: number | null;
  /** The market takes bets on this outcome. */
  active: boolean;
  /** The event takes bets (not suspended by the operator, not over). */
  open: boolean;
  /** The event was in play when the selection was taken: its bets are held before they are accepted. */
  live: boolean;
}

export const SLIP_MODES = ['single', 'multiple', 'system'] as const;
export type SlipMode = (typeof SLIP_MODES)[number];

/** The slip's state. */
export interface SlipState {
  selections: SlipSelection[];
  /** The mode the player chose; the slip falls back to singles while it is not available. */
  mode: SlipMode;
  /** The stake of each line, as typed. */
  stake: string;
  /** The chosen system's option id (`2` every double, `trixie`…); null for the first offered. */
  systemId: string | null;
  /** A price moved against the player's odds-change choice: they must accept before placing. */
  needsAccept: boolean;
}

export const EMPTY_SLIP: SlipState = {
  selections: [],
  mode: 'single',
  stake: '',
  systemId: null,
  needsAccept: false,
};

/** A selection's identity: its event, market and outcome. */
export const selectionKey = (selection: Pick<SlipSelection, 'eventId' | 'marketId' | 'outcomeId'>): string =>
  `${selection.eventId}/${selection.marketId}/${selection.outcomeId}`;

const sameMarket = (a: SlipSelection, b: Pick<SlipSelection, 'eventId' | 'marketId'>) =>
  a.eventId === b.eventId && a.marketId === b.marketId;

/** Whether a selection can be bet on now. */
export const isBettable = (selection: SlipSelection): boolean => selection.active && selection.open;

/** Whether the event takes bets at all. */
export function eventOpen(event: Pick<SportsEventView, 'status' | 'suspended'>): boolean {
  return !event.suspended && (event.status === 'not_started' || event.status === 'live');
}

/** The selection of an outcome as the event page or list shows it. */
export function selectionOf(
  event: SportsEventView,
  market: SportsMarketView,
  outcome: SportsOutcomeView,
): SlipSelection {
  return {
    eventId: event.id,
    marketId: market.id,
    outcomeId: outcome.id,
    sport: event.sport,
    home: event.home,
    away: event.away,
    marketName: market.name,
    outcomeName: outcome.name,
    odds: outcome.odds,
    previousOdds: null,
    active: market.state === 'active' && outcome.active,
    open: eventOpen(event),
    live: event.status === 'live',
  };
}

/**
 * Adds a selection, or takes it off when it is on the slip already. A market holds one selection: another
 * outcome of it replaces the one there, in its place. A full slip takes no new market.
 */
export function toggleSelection(state: SlipState, selection: SlipSelection): SlipState {
  const key = selectionKey(selection);
  if (state.selections.some((each) => selectionKey(each) === key)) return removeSelections(state, [key]);
  const index = state.selections.findIndex((each) => sameMarket(each, selection));
  if (index >= 0) {
    const selections = state.selections.map((each, at) => (at === index ? selection : each));
    return { ...state, selections };
  }
  if (state.selections.length >= MAX_SELECTIONS) return state;
  return { ...state, selections: [...state.selections, selection] };
}

/** Takes selections off the slip (after a removal, or once they are placed: they never come back). */
export function removeSelections(state: SlipState, keys: readonly string[]): SlipState {
  const doomed = new Set(keys);
  const selections = state.selections.filter((each) => !doomed.has(selectionKey(each)));
  if (selections.length === state.selections.length) return state;
  return {
    ...state,
    selections,
    needsAccept: state.needsAccept && selections.some((each) => each.previousOdds !== null),
  };
}

/** Why a mode cannot be used now (a language key), or null when it can. */
export type ModeBlock =
  | 'SPORTS_SLIP_NEEDS_SELECTION'
  | 'SPORTS_SLIP_MULTIPLE_NEEDS_TWO'
  | 'SPORTS_SLIP_SYSTEM_NEEDS_THREE'
  | 'SPORTS_SLIP_TOO_MANY'
  | 'SPORTS_SLIP_SAME_EVENT';

/** Two selections on one event cannot be combined (the server refuses it as SELECTION_CONFLICT). */
export function hasSameEvent(selections: readonly SlipSelection[]): boolean {
  return new Set(selections.map((each) => each.eventId)).size < selections.length;
}

/** Whether each mode can be used with these selections, and why not. */
export function modeBlocks(selections: readonly SlipSelection[]): Record<SlipMode, ModeBlock | null> {
  const count = selections.length;
  const sameEvent = hasSameEvent(selections);
  const combined = (min: number, max: number, tooFew: ModeBlock): ModeBlock | null => {
    if (count < min) return tooFew;
    if (count > max) return 'SPORTS_SLIP_TOO_MANY';
    return sameEvent ? 'SPORTS_SLIP_SAME_EVENT' : null;
  };
  return {
    single: count === 0 ? 'SPORTS_SLIP_NEEDS_SELECTION' : null,
    multiple: combined(MULTIPLE_MIN_LEGS, MULTIPLE_MAX_LEGS, 'SPORTS_SLIP_MULTIPLE_NEEDS_TWO'),
    system: combined(SYSTEM_MIN_LEGS, SYSTEM_MAX_LEGS, 'SPORTS_SLIP_SYSTEM_NEEDS_THREE'),
  };
}

/** The mode in force: the chosen one while it can be used, else singles. */
export function effectiveMode(state: SlipState): SlipMode {
  return modeBlocks(state.selections)[state.mode] === null ? state.mode : 'single';
}

/** Chooses a mode (a mode that cannot be used is remembered and comes into force once it can). */
export function setMode(state: SlipState, mode: SlipMode): SlipState {
  return state.mode === mode ? state : { ...state, mode };
}

/** A system the slip offers. */
export interface SystemOption {
  /** `2` for every double, `3` for every treble…, or a named bundle (`trixie`, `yankee`…). */
  id: string;
  /** Combination sizes it covers. */
  sizes: number[];
  /** How many lines (bets) it makes. */
  lines: number;
  /** The bundle's name when it is one, else null. */
  bundle: string | null;
}

/**
 * The systems of `count` legs: every combination of each size from doubles up to one below the multiple
 * (k of n), then the named bundles built from exactly that many legs (Trixie, Patent, Yankee, Lucky 15).
 */
export function systemOptions(count: number): SystemOption[] {
  if (count < SYSTEM_MIN_LEGS || count > SYSTEM_MAX_LEGS) return [];
  const sizes: SystemOption[] = [];
  for (let size = 2; size < count; size += 1) {
    sizes.push({ id: String(size), sizes: [size], lines: systemLineCount(count, [size]), bundle: null });
  }
  const bundles = Object.entries(SYSTEM_BUNDLES)
    .filter(([, bundle]) => bundle.legs === count)
    .map(([name, bundle]) => ({
      id: name,
      sizes: [...bundle.sizes],
      lines: systemLineCount(count, bundle.sizes),
      bundle: name,
    }));
  return [...sizes, ...bundles];
}

/** The system in force: the chosen one when it is offered, else the first (every double). */
export function chosenSystem(state: SlipState): SystemOption | null {
  const options = systemOptions(state.selections.length);
  return options.find((option) => option.id === state.systemId) ?? options[0] ?? null;
}

/** Chooses a system by its option id. */
export function setSystem(state: SlipState, systemId: string): SlipState {
  return { ...state, systemId };
}

/** The stake per line, as typed. */
export function setStake(state: SlipState, stake: string): SlipState {
  return { ...state, stake };
}

/** A price as the server or the feed tells it. */
export interface PriceUpdate {
  eventId: string;
  marketId: string;
  outcomeId: string;
  odds: number;
  active: boolean;
}

/**
 * Whether a price change may be taken without asking, under the player's choice; `required` is a change the
 * server refused (ODDS_CHANGED), which always waits for the player.
 */
function takenWithoutAsking(choice: OddsChangeChoice | 'required', before: number, after: number): boolean {
  if (choice === 'any') return true;
  if (choice === 'higher') return after > before;
  return false;
}

/**
 * Applies prices to the selections they name (a re-quote from the server, or a push from the feed). A
 * changed price keeps the price the player last accepted in `previousOdds`, for the highlight, and a change
 * their choice does not cover (any change the server refused) makes the slip ask them to accept it.
 */
export function applyPrices(
  state: SlipState,
  prices: readonly PriceUpdate[],
  choice: OddsChangeChoice | 'required',
): SlipState {
  const byKey = new Map(prices.map((price) => [selectionKey(price), price]));
  let changed = false;
  let mustAsk = choice === 'required';
  const selections = state.selections.map((selection) => {
    const price = byKey.get(selectionKey(selection));
    if (!price || (price.odds === selection.odds && price.active === selection.active)) return selection;
    changed = true;
    if (price.odds === selection.odds) return { ...selection, active: price.active };
    const accepted = selection.previousOdds ?? selection.odds;
    if (!takenWithoutAsking(choice, accepted, price.odds)) mustAsk = true;
    return {
      ...selection,
      odds: price.odds,
      active: price.active,
      previousOdds: price.odds === accepted ? null : accepted,
    };
  });
  if (!changed && !mustAsk) return state;
  return { ...state, selections, needsAccept: state.needsAccept || mustAsk };
}

/** Marks every selection of an event open or closed (the operator suspended it, it started or ended). */
export function setEventOpen(state: SlipState, eventId: string, open: boolean, live: boolean): SlipState {
  if (
    !state.selections.some((each) => each.eventId === eventId && (each.open !== open || each.live !== live))
  )
    return state;
  const selections = state.selections.map((each) =>
    each.eventId === eventId ? { ...each, open, live } : each,
  );
  return { ...state, selections };
}

/** The player accepts the new prices: nothing is highlighted any more and the slip may be placed. */
export function acceptChanges(state: SlipState): SlipState {
  return {
    ...state,
    needsAccept: false,
    selections: state.selections.map((each) =>
      each.previousOdds === null ? each : { ...each, previousOdds: null },
    ),
  };
}
