import {
  parsed,
  refused,
  type EngineCore,
  type GameEngine,
  type MoveKind,
  type OptionSpec,
  type OptionSpecs,
  type ParamsOf,
  type Parsed,
} from './engine.ts';

/** A whole-number option within [min, max]. */
export const intOption = (min: number, max: number, fallback: number): OptionSpec => ({
  kind: 'int',
  min,
  max,
  default: fallback,
});

/** An option that must be one of `values` (the first is the default unless another is named). */
export const choiceOption = <const V extends readonly string[]>(
  values: V,
  fallback: V[number] = values[0] as V[number],
) => ({ kind: 'choice' as const, values, default: fallback });

/** The reason an option's value is refused with: `MINES_INVALID`, `DIFFICULTY_INVALID`… */
export const optionReason = (name: string) => `${name.toUpperCase()}_INVALID`;

/** Reads one option from the player's input; undefined when it is not a value the spec allows. */
export function readOption(spec: OptionSpec, raw: unknown): number | string | undefined {
  if (raw === undefined || raw === null) return spec.default;
  if (spec.kind === 'choice') return spec.values.find((value) => value === raw);
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max) {
    return undefined;
  }
  return value;
}

/** Checks a bet's model against a game's option specs; other fields of the model are ignored. */
export function parseOptions<Options extends OptionSpecs>(
  options: Options,
  input: unknown,
): Parsed<ParamsOf<Options>> {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const params: Record<string, number | string> = {};
  for (const [name, spec] of Object.entries(options)) {
    const value = readOption(spec, source[name]);
    if (value === undefined) return refused('PARAMS_INVALID', optionReason(name));
    params[name] = value;
  }
  return parsed(params as ParamsOf<Options>);
}

/** Each option at its default: what a first visit plays. */
export function defaultOptions(options: OptionSpecs): Record<string, number | string> {
  return Object.fromEntries(Object.entries(options).map(([name, spec]) => [name, spec.default]));
}

/**
 * Declares a single-player game once: its id, options, cash-out, move kind and default RTP, with its rules
 * of play. Contracts (ids, routes, encrypted paths), the server's catalogue, the web registry, the
 * fairness verifier and the RTP benchmark all read the result; nothing else lists the games. The id, the
 * cash-out and the move keep their literal types, so game-list.ts can hold its table of calls to them.
 */
export function defineGame<
  const Id extends string,
  const Options extends OptionSpecs,
  const CashOut extends boolean,
  const Move extends MoveKind,
  State,
>(manifest: {
  id: Id;
  options: Options;
  cashOut: CashOut;
  move: Move;
  rtpBasisPoints?: number;
  rules: EngineCore<ParamsOf<Options>, State>;
}): GameEngine<ParamsOf<Options>, State> & {
  readonly id: Id;
  readonly cashOut: CashOut;
  readonly move: Move;
} {
  const { rules, ...identity } = manifest;
  return {
    ...rules,
    id: identity.id,
    options: identity.options,
    cashOut: identity.cashOut,
    move: identity.move,
    rtpBasisPoints: identity.rtpBasisPoints ?? 9_700,
    parseParams: (input) => parseOptions(identity.options, input),
  };
}
