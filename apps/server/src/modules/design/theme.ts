import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { z } from 'zod';

/**
 * The site's theme (spec §3 "Theme model"). For now a bundled default; the design engine (a later issue)
 * stores designs in the database and versions them. The cache key is a content hash either way.
 */
export const themeSchema = z.object({
  tabs: z.array(z.unknown()),
  menus: z.array(z.unknown()),
  pages: z.array(z.object({ id: z.string(), type: z.string(), items: z.array(z.unknown()) })),
  articles: z.array(z.unknown()),
  assetMappings: z.record(z.string(), z.string()),
});
export type Theme = z.infer<typeof themeSchema>;

export interface ThemeStore {
  cacheKey: string;
  theme: Theme;
}

export function loadBundledTheme(): ThemeStore {
  const text = readFileSync(new URL('./default-theme.json', import.meta.url), 'utf8');
  const theme = themeSchema.parse(JSON.parse(text));
  return { theme, cacheKey: createHash('sha256').update(JSON.stringify(theme)).digest('hex').slice(0, 16) };
}
