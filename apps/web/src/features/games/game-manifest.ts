import {
  gameOf,
  readOption,
  type GameEngine,
  type OptionSpec,
  type SinglePlayerGameId,
} from '@casino/game-math';

/** A whole-number option: its bounds and default. */
export type IntOptionSpec = Extract<OptionSpec, { kind: 'int' }>;

/**
 * A single-player game's manifest (options with bounds and defaults, cash-out, move kind) as game-math
 * declares it. The web never restates those facts: the frame, the option forms and the fairness verifier
 * read them here. No boards are imported, so the fairness page can use it without pulling every game in.
 */
export function manifestOf(gameId: SinglePlayerGameId): GameEngine<unknown, unknown> {
  const manifest = gameOf(gameId);
  // The id type is derived from the manifests, so this only fails if the two get out of step.
  if (!manifest) throw new Error(`no game manifest for ${gameId}`);
  return manifest;
}

/** One option of a round as its manifest allows it: the value given, or the option's default. */
export function optionOf(
  gameId: SinglePlayerGameId,
  name: string,
  options: Readonly<Record<string, unknown>> | undefined,
): string | number {
  const spec = manifestOf(gameId).options[name];
  if (!spec) throw new Error(`game ${gameId} has no option ${name}`);
  return readOption(spec, options?.[name]) ?? spec.default;
}

/** A whole-number option's bounds and default, from its game's manifest. */
export function intOptionOf(gameId: SinglePlayerGameId, name: string): IntOptionSpec {
  const spec = manifestOf(gameId).options[name];
  if (spec?.kind !== 'int') throw new Error(`game ${gameId} has no whole-number option ${name}`);
  return spec;
}

/** Every value of a whole-number option, from its minimum to its maximum. */
export function intOptionValues(spec: IntOptionSpec): number[] {
  return Array.from({ length: spec.max - spec.min + 1 }, (_, index) => spec.min + index);
}
