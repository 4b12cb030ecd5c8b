import type { UofSpecifiers } from '@casino/contracts';

import { UofFormatError } from './uof-xml.ts';

/**
 * UOF specifiers (`setnr=3|gamenr=2`, `hcp=-1:0`, `variant=sr:exact_goals:3+`): what makes one line of a market
 * type a market of its own. Values stay the feed's text: `hcp=+1` and `hcp=1` are not ours to merge.
 */

const SPECIFIER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Specifiers read from their attribute, in the feed's order; null or empty gives none. */
export function parseSpecifiers(text: string | null): UofSpecifiers {
  if (text === null || text === '') return {};
  const entries = text.split('|').map((pair) => {
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    if (equals < 1 || !SPECIFIER_NAME.test(name)) throw new UofFormatError(`bad specifier: ${pair}`);
    return [name, pair.slice(equals + 1)] as const;
  });
  const specifiers = Object.fromEntries(entries);
  if (Object.keys(specifiers).length !== entries.length)
    throw new UofFormatError(`repeated specifier: ${text}`);
  return specifiers;
}

/**
 * A market's identity: its id and its specifiers sorted by name (`18|total=2.5`, `213|gamenr=3|setnr=3`), so
 * the same market is one key whichever order a message lists its specifiers in.
 */
export function marketKey(id: number, specifiers: UofSpecifiers): string {
  const pairs = Object.keys(specifiers)
    .sort()
    .map((name) => `${name}=${specifiers[name] ?? ''}`);
  return [String(id), ...pairs].join('|');
}
