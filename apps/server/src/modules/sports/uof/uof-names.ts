import type { UofSpecifiers } from '@casino/contracts';

import type { UofMarketCatalogue } from './uof-markets.ts';

/**
 * Market and outcome names from UOF's name templates. An expression in braces is one of:
 * `{X}` the value of specifier X; `{!X}` its ordinal (1st, 2nd…); `{(X+c)}` / `{!(X-c)}` an integer specifier
 * plus or minus a constant; `{+X}` the value with its sign (`+0.25`, `-1`, `0`) and `{-X}` the value negated
 * with its sign (the other side of a handicap); `{$competitor1}`, `{$competitor2}`, `{$event}` the event's
 * names; `{%X}` the name of the player or competitor whose URN specifier X holds.
 */

/** What a name needs beyond the specifiers. */
export interface UofNameContext {
  /** The home and away competitors' names. */
  competitors: readonly [string, string];
  /** The event's name (`{$event}`); by default `home vs. away`. */
  event?: string;
  /** The name of a player or competitor by URN (`sr:player:123`), from the fixture or profiles. */
  nameOf?: (urn: string) => string | undefined;
}

/** A template with every expression filled, or null when one cannot be (a missing specifier or name). */
export function expandNameTemplate(
  template: string,
  specifiers: UofSpecifiers,
  context: UofNameContext,
): string | null {
  let complete = true;
  const name = template.replace(/\{([^{}]*)\}/g, (_whole, expression: string) => {
    const value = evaluate(expression, specifiers, context);
    if (value === null) complete = false;
    return value ?? '';
  });
  return complete ? name : null;
}

/** A market's name, or null when it has no description or a template cannot be filled. */
export function marketNameOf(
  catalogue: UofMarketCatalogue,
  marketId: number,
  specifiers: UofSpecifiers,
  context: UofNameContext,
): string | null {
  const described = catalogue.describe(marketId, specifiers);
  return described === null ? null : expandNameTemplate(described.description.name, specifiers, context);
}

/**
 * An outcome's name: from its description, or for an entity outcome (`sr:player:123`, a competitor) the
 * entity's name; null when neither is known.
 */
export function outcomeNameOf(
  catalogue: UofMarketCatalogue,
  marketId: number,
  specifiers: UofSpecifiers,
  outcomeId: string,
  context: UofNameContext,
): string | null {
  const outcome = catalogue.describe(marketId, specifiers)?.outcomes.find(({ id }) => id === outcomeId);
  if (outcome !== undefined) return expandNameTemplate(outcome.name, specifiers, context);
  return ENTITY_URN.test(outcomeId) ? (context.nameOf?.(outcomeId) ?? null) : null;
}

/** One market group (`all`, `score`, `1st_half`, `corners`, `player_props`…) and its markets' keys. */
export interface UofMarketGroup {
  /** The group's name as the descriptions give it. */
  group: string;
  /** Keys of its markets, in the order given. */
  marketKeys: string[];
}

/** Markets grouped by their descriptions' groups, groups in first-seen order; undescribed markets are left out. */
export function groupMarkets(
  catalogue: UofMarketCatalogue,
  markets: readonly { id: number; specifiers: UofSpecifiers; key: string }[],
): UofMarketGroup[] {
  const groups = new Map<string, string[]>();
  for (const market of markets) {
    for (const group of catalogue.describe(market.id, market.specifiers)?.description.groups ?? []) {
      const keys = groups.get(group) ?? [];
      keys.push(market.key);
      groups.set(group, keys);
    }
  }
  return [...groups].map(([group, marketKeys]) => ({ group, marketKeys }));
}

const ENTITY_URN = /^[a-z]+:(player|competitor):\d+$/;
const DECIMAL = /^([+-]?)(\d+(?:\.\d+)?)$/;
const OPERAND = /^\(([A-Za-z0-9_]+)([+-])(\d+)\)$/;

function evaluate(expression: string, specifiers: UofSpecifiers, context: UofNameContext): string | null {
  const operator = expression.charAt(0);
  const rest = expression.slice(1);
  switch (operator) {
    case '$':
      return eventName(rest, context);
    case '%': {
      const urn = specifiers[rest];
      return urn === undefined ? null : (context.nameOf?.(urn) ?? null);
    }
    case '!': {
      const value = operand(rest, specifiers);
      return value !== null && /^\d+$/.test(value) ? ordinal(Number(value)) : null;
    }
    case '+':
    case '-': {
      const value = specifiers[rest];
      return value === undefined ? null : signed(value, operator === '-');
    }
    default:
      return operand(expression, specifiers);
  }
}

function eventName(name: string, context: UofNameContext): string | null {
  const [home, away] = context.competitors;
  if (name === 'competitor1') return home;
  if (name === 'competitor2') return away;
  if (name === 'event') return context.event ?? `${home} vs. ${away}`;
  return null;
}

/** A specifier's value, or an integer specifier with a constant added or taken (`(inningnr+1)`). */
function operand(text: string, specifiers: UofSpecifiers): string | null {
  const sum = OPERAND.exec(text);
  if (sum === null) return specifiers[text] ?? null;
  const [, name = '', sign, constant = ''] = sum;
  const value = specifiers[name];
  if (value === undefined || !/^-?\d+$/.test(value)) return null;
  return String(Number(value) + (sign === '+' ? 1 : -1) * Number(constant));
}

/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th… 21st. */
function ordinal(n: number): string {
  const lastTwo = n % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A decimal with its sign written (`+0.25`, `-1`), zero unsigned; negated first for `{-X}`. Exact on the text. */
function signed(value: string, negate: boolean): string | null {
  const match = DECIMAL.exec(value);
  if (match === null) return null;
  const [, sign, magnitude = ''] = match;
  if (/^[0.]+$/.test(magnitude)) return magnitude;
  const negative = (sign === '-') !== negate;
  return `${negative ? '-' : '+'}${magnitude}`;
}
