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

export interface GameEngine<Params, State> {
  readonly id: string;
  /** Checks the player's round options (mines count, difficulty…); unknown input is refused, never guessed. */
  parseParams(input: unknown): Parsed<Params>;
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
  /** Whether the game has a cash-out (thimbles pays only a completed chain). */
  readonly cashOut: boolean;
}

export const parsed = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const refused = (error: EngineError, reason: string): Parsed<never> => ({ ok: false, error, reason });

/** Reads an integer option from the player's input, within bounds. */
export function intOption(input: unknown, key: string, min: number, max: number, fallback?: number) {
  const raw = input && typeof input === 'object' ? (input as Record<string, unknown>)[key] : undefined;
  const value = raw === undefined || raw === null ? fallback : typeof raw === 'string' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) return undefined;
  return value;
}

/** Reads an option that must be one of a list of names. */
export function namedOption<T extends string>(
  input: unknown,
  key: string,
  names: readonly T[],
  fallback: T,
): T | undefined {
  const raw = input && typeof input === 'object' ? (input as Record<string, unknown>)[key] : undefined;
  if (raw === undefined || raw === null) return fallback;
  return names.find((name) => name === raw);
}
