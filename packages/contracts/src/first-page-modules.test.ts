import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { GLOBAL_SETTINGS_DEFAULTS } from './constants.ts';
import { DESIGN_BLOCK_SCHEMAS, themeBlockProblems, themeWithBlockDefaults } from './design-blocks.ts';
import { globalSettingsSchema, type PageItem } from './design.ts';

/** The modules the web's first page takes its values from (constants.ts says why they import no zod). */
const FIRST_PAGE_MODULES = [
  'constants.ts',
  'status.ts',
  'headers.ts',
  'first-paint.ts',
  'encrypted-paths.ts',
  'game-ids.ts',
];

/** The relative modules `file` imports values from (type-only imports load nothing). */
function valueImports(file: string): { zod: boolean; local: string[] } {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  const imports = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map(
    (match) => match[1] ?? '',
  );
  return {
    zod: imports.includes('zod'),
    local: imports.filter((from) => from.startsWith('./')).map((from) => from.slice(2)),
  };
}

describe('the first page loads no validator', () => {
  it('takes its values from modules that import no zod, directly or through another module', () => {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const { zod, local } = valueImports(file);
      expect(zod, `${file} imports zod`).toBe(false);
      for (const next of local) visit(next);
    };
    for (const file of FIRST_PAGE_MODULES) visit(file);
  });

  it('fills a missing global settings block with the schema defaults', () => {
    expect(globalSettingsSchema.parse({})).toEqual(GLOBAL_SETTINGS_DEFAULTS);
  });
});

describe('design blocks as served', () => {
  const page = (items: Partial<PageItem>[]) => ({
    id: 'home',
    type: 'home',
    items: items.map((item) => ({ comId: 'C000204', data: {}, limitPathList: [], ...item })),
  });

  it('fills every block with its defaults, drops one that does not match, keeps unknown ids as they are', () => {
    const theme = themeWithBlockDefaults({
      pages: [
        page([
          { data: { columnsMobile: 2 } },
          { data: { columnsMobile: 9 } },
          { comId: 'C999999', data: { any: 1 } },
        ]),
      ],
    });
    expect(theme.pages[0]?.items.map((item) => item.data)).toEqual([
      { columnsMobile: 2, columnsPc: 6 },
      { any: 1 },
    ]);
  });

  it('names each problem by page, block, component and field', () => {
    expect(themeBlockProblems({ pages: [page([{}, { data: { columnsPc: 'six' } }])] })).toEqual([
      expect.stringMatching(/^home\[1\] C000204\.columnsPc: /),
    ]);
  });

  it('has a schema whose defaults make a whole block from nothing, for every component the site draws', () => {
    for (const [comId, schema] of Object.entries(DESIGN_BLOCK_SCHEMAS))
      expect(schema.safeParse({}).success, comId).toBe(true);
  });
});
