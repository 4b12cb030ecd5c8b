import type { Ratio } from './ratio.ts';

/**
 * The shape every single-player game engine has. Engines are pure: the hidden outcome is fixed when the
 * round starts, from the bet's fair floats; each move returns a new state; nothing here reads a clock,
 * a database or a random source. The server persists the state and pays; the browser's fairness page
 * calls `start` with the revealed seeds to show the same outcome.
 */
export type MoveResult = 'continue' | 'lost' | 'completed';

export type EngineError = 'PARAMS_INVALID' | 'MOVE_INVALID';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: EngineError; reason: string };

/**
 * The rules of play of one game, without its identity: the part each game writes by hand. `defineGame`
 * (manifest.ts) joins it with the game's manifest into a `GameEngine`.
 */
export interface EngineCore<Params, State> {
  /** How many fair floats the round's hidden outcome needs. */
  floatCount(params: Params): number;
  /** The round as dealt: the hidden outcome and no moves yet. */
  start(params: Params, floats: readonly number[]): State;
  /** One player move (a tile, a column, a zone…); a move the state does not allow is MOVE_INVALID. */
  play(state: State, move: number): Parsed<{ state: State; result: MoveResult }>;
  /** Steps survived so far; a cash-out needs at least one. */
  steps(state: State): number;
  /** The multiplier a cash-out would pay now, with the declared RTP applied. */
  multiplier(state: State, rtpBasisPoints: number): Ratio;
  /** What the multiplier would be after one more survived step; null when no step is left. */
  nextMultiplier(state: State, rtpBasisPoints: number): Ratio | null;
  /** What the player may see: the hidden outcome only once the round is over. */
  view(state: State, finished: boolean): Record<string, unknown>;
}

/** A round option the bet's model carries besides betAmount: a whole number within bounds, or a name. */
export type OptionSpec =
  | { readonly kind: 'int'; readonly min: number; readonly max: number; readonly default: number }
  | { readonly kind: 'choice'; readonly values: readonly string[]; readonly default: string };

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** The params a game's option specs describe: a number per int option, one of the names per choice. */
export type ParamsOf<Options extends OptionSpecs> = {
  -readonly [Name in keyof Options]: Options[Name] extends { kind: 'choice'; values: readonly (infer V)[] }
    ? V
    : number;
};

/**
 * How a player moves. `play`: one call per step (spec §7 `/api/game/{game}/play`), choosing a spot of the
 * row, named by its unit (a tile, a floor, a kick…) in the fairness verifier; `reveal`: one call that
 * opens the whole round (scratch).
 */
export type MoveKind =
  | { readonly call: 'play'; readonly unit: 'tile' | 'floor' | 'step' | 'kick' | 'level' | 'lane' }
  | { readonly call: 'reveal' };

/** A single-player game: its manifest (the one source of every list of games) and its rules of play. */
export interface GameEngine<Params, State> extends EngineCore<Params, State> {
  readonly id: string;
  /** The round options, with their bounds and defaults. */
  readonly options: OptionSpecs;
  /** Checks the player's round options against `options`; unknown input is refused, never guessed. */
  parseParams(input: unknown): Parsed<Params>;
  /** Whether the game has a cash-out (thimbles pays only a completed chain). */
  readonly cashOut: boolean;
  readonly move: MoveKind;
  /** The return to player a new site declares for it, in basis points (9 700 = 97 %). */
  readonly rtpBasisPoints: number;
}

export const parsed = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const refused = (error: EngineError, reason: string): Parsed<never> => ({ ok: false, error, reason });
