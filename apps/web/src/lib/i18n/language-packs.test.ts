import {
  BET_RESULTS,
  CRASH_BET_STATUSES,
  CRASH_CHAIN_STATUSES,
  CRASH_ROUND_STATUSES,
  GRANT_STATUSES,
  PIX_KEY_TYPES,
  RECHARGE_STATUSES,
  WITHDRAW_STATUSES,
} from '@casino/contracts';
import { SINGLE_PLAYER_GAMES } from '@casino/game-math';
import { beforeAll, describe, expect, it } from 'vitest';

import { CHUNK_ERROR_CODES } from '../lazy/chunk-load';

import { i18n, installLanguagePack } from './i18n';
import { formatMessageNumbers, translateServerMessage } from './server-message';

/** The packs the server merges and serves: ours (ui.*) and the server's (errors.*). */
const packFiles = import.meta.glob<Record<string, string>>(
  '../../../../server/src/modules/i18n/packs/*.json',
  {
    eager: true,
    import: 'default',
  },
);

function pack(name: string): Record<string, string> {
  const entry = Object.entries(packFiles).find(([path]) => path.endsWith(`/${name}.json`));
  if (!entry) throw new Error(`language pack ${name} is missing`);
  return entry[1];
}

const LANGUAGES = ['en', 'pt', 'id'] as const;
const placeholders = (text: string) => [...text.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Source files of the app (tests and test fixtures excluded), to find the keys the code uses. */
const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../testing/**'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

/** UPPER_SNAKE literals in the code that are not language keys. */
/**
 * Upper-case literals that are not text keys: HTTP methods, devices, a stage's data attribute, a lottery
 * term's status, the service worker's update message.
 */
const NOT_KEYS = new Set(['GET', 'POST', 'PC', 'MOBILE', 'WAITING', 'FINISHED', 'SKIP_WAITING']);

function literalKeysInSource(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/'([A-Z][A-Z0-9_]+)'/g)) {
      if (match[1] && !NOT_KEYS.has(match[1])) keys.add(match[1]);
    }
  }
  return keys;
}

describe('ui language packs', () => {
  it('have the same keys in en, pt and id, UPPER_SNAKE_CASE and never empty', () => {
    const english = Object.keys(pack('ui.en')).sort();
    expect(english.length).toBeGreaterThan(40);
    for (const language of LANGUAGES) {
      const texts = pack(`ui.${language}`);
      expect(Object.keys(texts).sort()).toEqual(english);
      for (const [key, text] of Object.entries(texts)) {
        expect(key).toMatch(/^[A-Z][A-Z0-9_]*$/);
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('keep the same ${placeholders} in every language', () => {
    for (const part of ['ui', 'lobby', 'rewards']) {
      const english = pack(`${part}.en`);
      for (const language of LANGUAGES) {
        const texts = pack(`${part}.${language}`);
        expect(Object.keys(texts).sort(), `${part}.${language}`).toEqual(Object.keys(english).sort());
        for (const key of Object.keys(english)) {
          expect(placeholders(texts[key] ?? ''), `${language} ${key}`).toEqual(
            placeholders(english[key] ?? ''),
          );
        }
      }
    }
  });

  it('cover every key the code uses, and hold no key the code does not use', () => {
    const ui = pack('ui.en');
    // Every part the server merges (ui, errors, lobby, wallet, a feature's own…) counts; status, bonus
    // state and PIX type names are wire values, not texts.
    const english = Object.entries(packFiles).filter(([path]) => path.endsWith('.en.json'));
    const known = new Set<string>([
      ...english.flatMap(([, texts]) => Object.keys(texts)),
      ...RECHARGE_STATUSES,
      ...BET_RESULTS,
      ...CRASH_ROUND_STATUSES,
      ...CRASH_BET_STATUSES,
      ...CRASH_CHAIN_STATUSES,
      ...WITHDRAW_STATUSES,
      ...GRANT_STATUSES,
      ...PIX_KEY_TYPES,
      ...CHUNK_ERROR_CODES,
    ]);
    expect(Object.keys(sources).length).toBeGreaterThan(30);
    const used = literalKeysInSource();
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
    expect(Object.keys(ui).filter((key) => !used.has(key))).toEqual([]);
  });

  it('name what each game manifest declares, in every language', () => {
    // Keys built from a manifest (`FAIRNESS_ROW_${unit}`…) are invisible to the literal scan above.
    const keysOfGame = (game: (typeof SINGLE_PLAYER_GAMES)[number]) => [
      `GAME_${game.id.toUpperCase()}`,
      `FAIRNESS_GAME_${game.id.toUpperCase()}`,
      ...(game.move.call === 'play' ? [`FAIRNESS_ROW_${game.move.unit.toUpperCase()}`] : []),
      ...Object.entries(game.options).flatMap(([name, spec]) => [
        `FAIRNESS_OPTION_${name.toUpperCase()}`,
        ...(spec.kind === 'choice'
          ? spec.values.map((value) => `FAIRNESS_VALUE_${value.toUpperCase()}`)
          : []),
      ]),
    ];
    for (const language of LANGUAGES) {
      const texts = Object.assign(
        {},
        ...Object.entries(packFiles)
          .filter(([path]) => path.endsWith(`.${language}.json`))
          .map(([, pack]) => pack),
      ) as Record<string, string>;
      const missing = SINGLE_PLAYER_GAMES.flatMap(keysOfGame).filter((key) => !texts[key]);
      expect(missing, language).toEqual([]);
    }
  });

  it('includes the alert texts', () => {
    for (const key of ['OK', 'CANCEL', 'NOTIFICATION', 'NETWORK_ERROR', 'INSUFFICIENT_PERMISSIONS']) {
      expect(pack('ui.en')).toHaveProperty(key);
    }
  });
});

describe('translateServerMessage', () => {
  beforeAll(async () => {
    await installLanguagePack('en', { ...pack('errors.en'), ...pack('ui.en') });
  });

  it('translates a catalogue name and interpolates extra values', () => {
    expect(translateServerMessage(1104, 'TOO_MANY_LOGIN_ATTEMPTS', { minutes: 15 })).toBe(
      pack('errors.en').TOO_MANY_LOGIN_ATTEMPTS!.replace('${minutes}', '15'),
    );
  });

  it('translates the client Network Error and falls back to the raw message', () => {
    expect(translateServerMessage(-1, 'Network Error')).toBe(pack('ui.en').NETWORK_ERROR);
    expect(translateServerMessage(5001, 'Plain words from the server')).toBe('Plain words from the server');
  });

  it('uses the status name when the message is empty', () => {
    expect(translateServerMessage(1101, undefined)).toBe(pack('errors.en').USERNAME_TAKEN);
    expect(translateServerMessage(424242, undefined)).toBe(pack('ui.en').REQUEST_FAILED);
  });

  it('formats the numbers of a Minimum cumulative message', () => {
    expect(translateServerMessage(7, 'Minimum cumulative recharge 10000.5 to withdraw 250')).toBe(
      'Minimum cumulative recharge 10,000.5 to withdraw 250',
    );
    expect(formatMessageNumbers('Minimum cumulative 1234567', 'pt')).toBe('Minimum cumulative 1.234.567');
    expect(i18n.language).toBe('en');
  });
});
