import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { loadLanguagePacks } from './language-packs.ts';

const dir = fileURLToPath(new URL('./packs', import.meta.url));
const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
const parts = [...new Set(files.map((file) => file.split('.')[0]))];

describe('language packs', () => {
  it.each(parts)('the %s pack has the same keys in en, pt and id, none empty', (part) => {
    const keys = (lang: string) => {
      const pack = JSON.parse(readFileSync(`${dir}/${part}.${lang}.json`, 'utf8')) as Record<string, string>;
      for (const [key, text] of Object.entries(pack))
        expect(text.trim(), `${part}.${lang}: ${key}`).not.toBe('');
      return Object.keys(pack).sort();
    };
    const english = keys('en');
    expect(keys('pt')).toEqual(english);
    expect(keys('id')).toEqual(english);
  });

  it.each(parts)('the %s pack names its placeholders ${name}, the same in every language', (part) => {
    const placeholders = (lang: string) => {
      const pack = JSON.parse(readFileSync(`${dir}/${part}.${lang}.json`, 'utf8')) as Record<string, string>;
      // The web fills `${name}` only: a `{{name}}` would show as it is written.
      for (const [key, text] of Object.entries(pack))
        expect(text, `${part}.${lang}: ${key}`).not.toMatch(/{{/);
      return Object.fromEntries(
        Object.entries(pack).map(([key, text]) => [
          key,
          [...text.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]).sort(),
        ]),
      );
    };
    const english = placeholders('en');
    expect(placeholders('pt')).toEqual(english);
    expect(placeholders('id')).toEqual(english);
  });

  it('gives a new cache key when a text changes', () => {
    const first = loadLanguagePacks();
    expect(first.cacheKey).toMatch(/^[0-9a-f]{16}$/);
    expect(loadLanguagePacks().cacheKey).toBe(first.cacheKey);
    expect(first.byLanguage.get('pt')?.INVALID_CREDENTIALS).toBe('Conta ou senha incorreta.');
  });
});

describe('status messages', () => {
  it('has a text in every language for every status the server can answer with', async () => {
    const { STATUS } = await import('@casino/contracts');
    const packs = loadLanguagePacks();
    const clientOnly = new Set(['SUCCESS', 'NETWORK_ERROR', 'SILENT']);
    for (const name of Object.keys(STATUS).filter((key) => !clientOnly.has(key))) {
      for (const language of ['en', 'pt', 'id']) {
        expect(packs.byLanguage.get(language)?.[name], `${language}: ${name}`).toBeTruthy();
      }
    }
  });
});

describe('pack parts', () => {
  it('define each key in one part only, so no part silently overrides another', () => {
    const owners = new Map<string, string[]>();
    for (const file of files.filter((name) => name.endsWith('.en.json'))) {
      const pack = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Record<string, string>;
      for (const key of Object.keys(pack)) owners.set(key, [...(owners.get(key) ?? []), file]);
    }
    const clashes = [...owners].filter(([, parts]) => parts.length > 1);
    expect(clashes).toEqual([]);
  });
});
