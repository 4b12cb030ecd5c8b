import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The server's language packs, the same files the site serves, so a test reads what the player reads. */
const PACKS = fileURLToPath(new URL('../../apps/server/src/modules/i18n/packs/', import.meta.url));

export type Language = 'en' | 'pt' | 'id';

const cache = new Map<Language, Record<string, string>>();

function pack(language: Language): Record<string, string> {
  const known = cache.get(language);
  if (known) return known;
  const merged: Record<string, string> = {};
  for (const file of readdirSync(PACKS).filter((name) => name.endsWith(`.${language}.json`))) {
    Object.assign(merged, JSON.parse(readFileSync(`${PACKS}${file}`, 'utf8')) as Record<string, string>);
  }
  cache.set(language, merged);
  return merged;
}

/** A translator for one language: `${name}` placeholders are filled from `values`, as the site does. */
export function textsOf(language: Language) {
  const texts = pack(language);
  return (key: string, values: Record<string, string | number> = {}): string => {
    const text = texts[key];
    if (text === undefined) throw new Error(`no ${language} text for ${key}`);
    return text.replace(/\$\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `\${${name}}`));
  };
}

/** Amounts as the site writes them in that language: 12,345.67 (en), 12.345,67 (pt). */
export function amountIn(language: Language, amount: number): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}
