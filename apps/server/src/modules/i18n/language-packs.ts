import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { safeStringSchema } from '@casino/contracts';

const PACKS_DIR = fileURLToPath(new URL('./packs', import.meta.url));
/** Spec §3: keys are upper-cased words or 32-character hex ids. */
const KEY = /^([A-Z][A-Z0-9_]*|[0-9a-f]{32})$/;
const packSchema = z.record(safeStringSchema.regex(KEY), safeStringSchema);

export interface LanguagePacks {
  /** Content hash of every pack: a new text gives a new key, so clients may cache a key forever. */
  cacheKey: string;
  byLanguage: ReadonlyMap<string, Readonly<Record<string, string>>>;
}

/**
 * Loads the packs from `packs/<part>.<lang>.json` (the server's texts and the web app's texts) and merges
 * the parts per language. A missing key in one language falls back to English at load time, so the
 * client never shows a raw key.
 */
export function loadLanguagePacks(dir: string = PACKS_DIR): LanguagePacks {
  const merged = new Map<string, Record<string, string>>();
  for (const file of readdirSync(dir).sort()) {
    const match = /^[a-z]+\.([a-z]{2})\.json$/.exec(file);
    if (!match?.[1]) continue;
    const pack = packSchema.parse(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')));
    merged.set(match[1], { ...merged.get(match[1]), ...pack });
  }
  const english = merged.get('en') ?? {};
  const byLanguage = new Map<string, Record<string, string>>();
  for (const [language, pack] of merged) byLanguage.set(language, { ...english, ...pack });
  const cacheKey = createHash('sha256')
    .update(JSON.stringify([...byLanguage].sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex')
    .slice(0, 16);
  return { cacheKey, byLanguage };
}

/** The texts of one language (English when the site has no such pack), for server-rendered pages. */
export function textsFor(packs: LanguagePacks, language: string): (key: string) => string {
  const pack = packs.byLanguage.get(language) ?? packs.byLanguage.get('en') ?? {};
  return (key) => pack[key] ?? key;
}
