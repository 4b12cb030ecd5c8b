import fc from 'fast-check';
import type { z } from 'zod';

import * as contracts from '@casino/contracts';
import { HEADER } from '@casino/contracts';

/**
 * The hostile requests of the route fuzz (fuzz-routes.test.ts): what to send, built from the app's own
 * route list, the contracts' field names, and mutations that spoil the valid requests of fuzz-examples.ts.
 */

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
}

/** Every route the app registered, read from Fastify's route tree (`printRoutes`); HEAD is GET's twin. */
export function registeredRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if (['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(method))
        routes.push({ method: method as Route['method'], path });
    }
  }
  return routes;
}

/**
 * How a request spells its path: as declared, with one letter of a fixed segment percent-encoded (upper- or
 * lower-case hex), or with one letter upper-cased. The router decodes the first (the same route) and is
 * case-sensitive about the second (no route): a guard that reads the raw URL sees neither as the router does.
 */
export type PathForm =
  { kind: 'plain' } | { kind: 'encoded'; at: number; lowerHex: boolean } | { kind: 'mixedCase'; at: number };

/** Positions of the letters in a route's fixed segments (never in a `:param` or `*`). */
function fixedLetterPositions(path: string): number[] {
  const positions: number[] = [];
  let inParam = false;
  for (const [index, char] of [...path].entries()) {
    if (char === '/') inParam = false;
    else if (char === ':' || char === '*') inParam = true;
    else if (!inParam && /[a-z]/i.test(char)) positions.push(index);
  }
  return positions;
}

/** `path` with the character at `index` percent-encoded (`a` → `%61`, or `%6f` with lower-case hex). */
export function encodeCharAt(path: string, index: number, lowerHex = false): string {
  const hex = (path.codePointAt(index) ?? 0).toString(16).padStart(2, '0');
  return `${path.slice(0, index)}%${lowerHex ? hex : hex.toUpperCase()}${path.slice(index + 1)}`;
}

/** A route's path template in `form`; the `at`-th letter (modulo their number) of its fixed segments. */
export function reshapePath(path: string, form: PathForm): string {
  if (form.kind === 'plain') return path;
  const letters = fixedLetterPositions(path).filter(
    (index) => form.kind === 'encoded' || /[a-z]/.test(path[index] ?? ''),
  );
  const index = letters[form.at % Math.max(letters.length, 1)];
  if (index === undefined) return path;
  if (form.kind === 'encoded') return encodeCharAt(path, index, form.lowerHex);
  return `${path.slice(0, index)}${path.charAt(index).toUpperCase()}${path.slice(index + 1)}`;
}

/**
 * The encoded twins of a route's path template: the first letter of its first segment (`/%61pi/…`), of its
 * second (`/api/%6Fperator/…`, and again in lower-case hex) and of its last fixed segment encoded.
 */
export function encodedTwins(path: string): string[] {
  const letters = fixedLetterPositions(path);
  const segmentStarts = letters.filter((index) => path[index - 1] === '/');
  const picks: Array<[number | undefined, boolean]> = [
    [segmentStarts[0], false],
    [segmentStarts[1], false],
    [segmentStarts[1], true],
    [segmentStarts[segmentStarts.length - 1], false],
  ];
  const twins = new Set<string>();
  for (const [index, lowerHex] of picks)
    if (index !== undefined) twins.add(encodeCharAt(path, index, lowerHex));
  return [...twins];
}

/** Every field name a contracts schema reads, so generated bodies reach the rules behind the names. */
export function contractFieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (schema: unknown) => {
    if (typeof schema !== 'object' || schema === null || seen.has(schema) || !('_zod' in schema)) return;
    seen.add(schema);
    const def = (schema as z.ZodType)._zod.def as unknown as Record<string, unknown>;
    if (def.type === 'object') {
      for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) {
        names.add(name);
        walk(field);
      }
    }
    for (const key of ['innerType', 'in', 'out', 'element', 'valueType', 'left', 'right'] as const)
      walk(def[key]);
    if (Array.isArray(def.options)) def.options.forEach(walk);
  };
  Object.values(contracts).forEach(walk);
  return [...names].sort();
}

const NUL = 'a\u0000b';
/** Text no column can store: the class of issue 12's finding 1, so half of all hostile text. */
const unstorableText = fc.constantFrom(
  NUL,
  '\u0000',
  'ok\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  'a\uDE00',
);
const hostileText = fc.oneof(
  { weight: 4, arbitrary: unstorableText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'k'.repeat(3_000),
      '9'.repeat(30),
      '-9'.repeat(15),
      '1e309',
      'NaN',
      '',
      ' ',
      '../../etc/passwd',
      "' OR 1=1 --",
      '%00',
      '__proto__',
      '<script>alert(1)</script>',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '9'.repeat(30),
      `-${'9'.repeat(30)}`,
      '2147483648',
      '9007199254740993',
      '1e309',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
);
/** Values a real client would send: they reach the rules past the first field check. */
const plausible = fc.constantFrom(
  'sandbox-brl',
  'mines',
  'crash',
  'aviator',
  'BRL',
  'BR',
  'pt',
  'CPF',
  '52998224725',
  'fuzz-request-0001',
  'support',
  'SYSTEM',
  'true',
  '123456',
  1,
  10,
  0.5,
  true,
  false,
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 1e20, 0.1, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

function jsonArbitrary(fields: string[]): fc.Arbitrary<unknown> {
  const field = fc.constantFrom(...fields, '__proto__', 'constructor', NUL);
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileText,
      hostileNumber,
      plausible,
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(field, tie('value'), { maxKeys: 5 }),
    ),
  }));
  return fc.oneof(fc.dictionary(field, value, { minKeys: 1, maxKeys: 8 }), value, fc.constant({}));
}

/** Percent-encodes any UTF-16 text, lone surrogates included (as the invalid UTF-8 a hostile client sends). */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Header values as an HTTP parser hands them over: Latin-1 bytes (NUL kept, though Node refuses it). */
const headerText = fc.oneof(
  fc.constantFrom('k'.repeat(3_000), 'a\u0000b', '9'.repeat(30), '', 'PC', 'pt', 'BR', 'fuzz-request-0002'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)) }),
);
const FUZZED_HEADERS = [
  HEADER.idempotencyKey,
  HEADER.demoToken,
  HEADER.language,
  HEADER.country,
  HEADER.browserId,
  HEADER.device,
  HEADER.tkk,
  HEADER.navToken,
  HEADER.encrypted,
  'user-agent',
];

/**
 * One spoiled spot of a valid request: the `at`-th leaf (modulo their number) becomes `value`, or, when
 * `embed`, a text leaf gets `value` inserted into it (a NUL inside an otherwise valid name), or, when
 * `value` is undefined, the object or array holding the leaf is emptied (`{}` to a PATCH).
 */
export interface Mutation {
  at: number;
  value: unknown;
  embed: boolean;
}

export type Identity = 'visitor' | 'player' | 'operator';

export interface HostileRequest {
  identity: Identity;
  /** Start from the route's valid example (when it has one) and apply `mutations` to it. */
  fromExample: boolean;
  mutations: Mutation[];
  params: string[];
  query: Array<[string, string]>;
  rawQuery: string | undefined;
  headers: Record<string, string>;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string } | undefined;
  badToken: string | undefined;
  /** How the path is spelled: mostly as declared, else one letter percent-encoded or upper-cased. */
  pathForm: PathForm;
}

/** `arbitrary` one time in five, else undefined: spoilers that would hide every other rule behind them. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

export function hostileRequest(route: Route, fields: string[]): fc.Arbitrary<HostileRequest> {
  const paramCount = (route.path.match(/:[^/]+/g) ?? []).length;
  const paramValue = fc.oneof(hostileText, plausible.map(String), hostileNumber.map(String));
  const spoiled = fc.oneof(
    { weight: 4, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: hostileNumber },
    { weight: 1, arbitrary: jsonArbitrary(fields) },
  );
  const mutation = fc.record({ at: fc.nat(), value: spoiled, embed: fc.boolean() });
  return fc.record({
    // Mostly the identity the route is for, so the input gets past the guard to the rules behind it.
    identity: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constant<Identity>(route.path.startsWith('/api/operator/') ? 'operator' : 'player'),
      },
      { weight: 2, arbitrary: fc.constantFrom<Identity>('visitor', 'player', 'operator') },
    ),
    fromExample: fc.boolean(),
    mutations: fc.oneof(
      { weight: 4, arbitrary: fc.tuple(mutation) },
      { weight: 1, arbitrary: fc.array(mutation, { maxLength: 3 }) },
    ),
    params: fc.array(paramValue, { minLength: paramCount, maxLength: paramCount }),
    query: fc.array(fc.tuple(fc.constantFrom(...fields), paramValue), { maxLength: 4 }),
    rawQuery: rarely(fc.constantFrom('q=%00', 'q=%', 'id=%E0%A4%A', 'a[b]=1&a[c]=2', 'pageNo=1&pageNo=2')),
    headers: fc.oneof(
      fc.constant({}),
      fc.dictionary(fc.constantFrom(...FUZZED_HEADERS), headerText, { maxKeys: 2 }),
    ),
    body: fc.option(
      fc.oneof(
        jsonArbitrary(fields).map((value) => ({ kind: 'json' as const, value })),
        fc.record({
          kind: fc.constant('raw' as const),
          text: fc.constantFrom(
            '{"a":',
            'null',
            `{"model":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
            '"\\u0000"',
            '{"id":"\\ud800"}',
            '--x\r\n\r\n--x--',
            '',
          ),
          contentType: fc.constantFrom(
            'application/json',
            'text/plain',
            'multipart/form-data; boundary=declared',
            'multipart/form-data',
          ),
        }),
      ),
      { nil: undefined },
    ),
    badToken: rarely(headerText),
    pathForm: fc.oneof(
      { weight: 6, arbitrary: fc.constant<PathForm>({ kind: 'plain' }) },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('encoded' as const),
          at: fc.nat(),
          lowerHex: fc.boolean(),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('mixedCase' as const), at: fc.nat() }) },
    ),
  });
}

type Leaf = { path: Array<string | number>; value: unknown };

/** Every leaf (string, number, boolean, null) of a JSON value, with its path. */
function leaves(value: unknown, path: Array<string | number> = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [{ path, value }];
}

/**
 * A copy of `value` with each mutation's leaf replaced by its hostile value. Hostile text replaces a text
 * leaf (the fields where a NUL used to reach the database); anything else replaces any leaf (a wrong type).
 */
export function mutate<T>(value: T, mutations: Mutation[]): T {
  const copy = structuredClone(value) as unknown;
  for (const mutation of mutations) {
    const all = leaves(copy).filter((leaf) => leaf.path.length > 0);
    const text = all.filter((leaf) => typeof leaf.value === 'string');
    const paths = (typeof mutation.value === 'string' && text.length > 0 ? text : all).map(
      (leaf) => leaf.path,
    );
    const path = paths[mutation.at % Math.max(paths.length, 1)];
    if (path === undefined) continue;
    let parent = copy as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
    const key = path[path.length - 1] as string | number;
    const leaf = parent[key];
    if (mutation.value === undefined && path.length >= 2) {
      let holder = copy as Record<string | number, unknown>;
      for (const step of path.slice(0, -2)) holder = holder[step] as Record<string | number, unknown>;
      holder[path[path.length - 2] as string | number] = Array.isArray(parent) ? [] : {};
    } else if (mutation.embed && typeof leaf === 'string' && typeof mutation.value === 'string') {
      const at = mutation.at % (leaf.length + 1);
      parent[key] = leaf.slice(0, at) + mutation.value + leaf.slice(at);
    } else parent[key] = mutation.value;
  }
  return copy as T;
}
