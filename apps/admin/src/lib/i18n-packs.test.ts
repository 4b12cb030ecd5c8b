import { describe, expect, it } from 'vitest';

import { LANGUAGES } from './i18n';

/** Plural forms differ by language (Indonesian has only `other`): a key is compared without its form. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Pack = Record<string, unknown>;

/** Every leaf of a pack as `a.b.c`, and whether its text is a non-empty string. */
function leaves(pack: Pack, prefix = ''): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (const [key, value] of Object.entries(pack)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [inner, ok] of leaves(value as Pack, path)) found.set(inner, ok);
    } else {
      found.set(path.replace(PLURAL_SUFFIX, ''), typeof value === 'string' && value.trim() !== '');
    }
  }
  return found;
}

const files = {
  ...import.meta.glob<{ default: Pack }>('./i18n/*.json', { eager: true }),
  ...import.meta.glob<{ default: Pack }>('../screens/*/i18n/*.json', { eager: true }),
};

/** Each namespace's packs by language: `common` from lib/i18n, one per screen folder. */
const namespaces = new Map<string, Map<string, Pack>>();
for (const [path, file] of Object.entries(files)) {
  const match = /(?:screens\/([^/]+)\/)?i18n\/([a-z]{2})\.json$/.exec(path);
  if (!match?.[2]) continue;
  const name = match[1] ?? 'common';
  const packs = namespaces.get(name) ?? new Map<string, Pack>();
  packs.set(match[2], file.default);
  namespaces.set(name, packs);
}
const folders = [...namespaces].map(([name, packs]) => ({ name, packs }));

describe('the back office language packs', () => {
  it('finds the common pack and every screen’s', () => {
    expect(folders.length).toBeGreaterThan(10);
    expect(namespaces.has('common')).toBe(true);
  });

  it.each(folders)('$name has the same texts in every language, none empty', ({ packs }) => {
    const english = leaves(packs.get('en') ?? {});
    expect(english.size).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      const pack = leaves(packs.get(language) ?? {});
      expect([...pack.keys()].sort(), `${language} keys`).toEqual([...english.keys()].sort());
      expect(
        [...pack].filter(([, ok]) => !ok).map(([key]) => key),
        `${language} empty texts`,
      ).toEqual([]);
    }
  });
});
