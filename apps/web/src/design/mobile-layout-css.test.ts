import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { SPEC } from '@casino/contracts';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

import { mobileLayoutCss } from './mobile-layout-css';

const run = (css: string) => postcss([mobileLayoutCss()]).process(css, { from: undefined }).css;

describe('the forced mobile layout in the stylesheets', () => {
  it('keeps tablet and desktop rules off while the layout is forced, without adding specificity', () => {
    const out = run('@media (min-width: 1024px) { .grid, .tile > b { columns: 6 } }');
    expect(out).toContain(':where(:root:not([data-mobile-layout])) .grid');
    expect(out).toContain(':where(:root:not([data-mobile-layout])) .tile > b');
  });

  it('puts the condition on :root and html selectors themselves', () => {
    const out = run('@media (min-width: 769px) { :root { --gutter: 24px } html body { margin: 0 } }');
    expect(out).toContain(':root:not([data-mobile-layout]) {');
    expect(out).toContain('html:not([data-mobile-layout]) body');
  });

  it('applies phone rules (max-width 414 px and up) to the forced column at any width', () => {
    const out = run('@media (max-width: 768px) { .select { max-width: 7rem } }');
    expect(out).toContain('@media (max-width: 768px)');
    expect(out).toMatch(/\}\s*:where\(:root\[data-mobile-layout\]\) \.select \{ max-width: 7rem \}/);
  });

  it('leaves small-screen rules, non-width queries and rules naming the attribute as they are', () => {
    const css =
      '@media (max-width: 413px) { :root { font-size: 3vw } }' +
      '@media (prefers-reduced-motion: reduce) { .a { animation: none } }' +
      '@media (min-width: 1024px) { :root[data-mobile-layout="force"] .pc { display: block } }' +
      '@media (min-width: 1024px) { @keyframes x { from { opacity: 0 } } }';
    const out = run(css);
    expect(out).not.toContain(':where(');
    expect(out).toContain(':root[data-mobile-layout="force"] .pc');
    expect(out).toContain('from { opacity: 0 }');
  });
});

describe('range syntax', () => {
  it('reads width >= and width <= like min-width and max-width', () => {
    expect(run('@media (width >= 1024px) { .a { color: red } }')).toContain(
      ':where(:root:not([data-mobile-layout])) .a',
    );
    expect(run('@media (width <= 768px) { .b { color: red } }')).toContain(
      ':where(:root[data-mobile-layout]) .b',
    );
  });
});

describe('the layout boundaries in every stylesheet', () => {
  const sourceDir = resolve(import.meta.dirname, '..');
  const stylesheets = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.css'),
  );
  /** Widths that belong to something else than the layout, each fixed by the spec. */
  const OWN_BOUNDARIES: Record<string, string> = {
    'design/components/page-popup.module.css': '(max-width: 1000px)', // §9 page popup width
  };

  it.each(stylesheets)('%s names the spec’s 768/1024 px boundaries instead of writing widths', (file) => {
    const css = readFileSync(`${sourceDir}/${file}`, 'utf8');
    for (const [, params] of css.matchAll(/@media([^{]+)\{/g)) {
      const query = (params ?? '').trim();
      if (OWN_BOUNDARIES[file.replaceAll('\\', '/')] === query) continue;
      // A raw min-width would be a boundary of its own; a raw max-width may only refine the phone layout.
      expect(query, `${file}: @media ${query}`).not.toMatch(/min-width|width\s*>/);
      for (const [, px] of query.matchAll(/max-width:\s*([\d.]+)px/g)) {
        expect(Number(px), `${file}: @media ${query}`).toBeLessThan(SPEC.mobileMaxWidthPx);
      }
    }
  });

  it('writes the names out as the spec’s widths, and refuses an unknown name', () => {
    expect(run('@media (--mobile) { .a { b: c } }')).toContain('@media (max-width: 768px)');
    expect(run('@media (--not-mobile) { .a { b: c } }')).toContain('@media (min-width: 769px)');
    expect(run('@media (--desktop) { .a { b: c } }')).toContain('@media (min-width: 1024px)');
    expect(run('@media (--not-desktop) { .a { b: c } }')).toContain('@media (max-width: 1023px)');
    expect(() => run('@media (--tablet) { .a { b: c } }')).toThrow(/unknown media query name --tablet/);
  });

  it('gives a named boundary the forced-layout treatment of the width it stands for', () => {
    expect(run('@media (--desktop) { .grid { columns: 6 } }')).toContain(
      ':where(:root:not([data-mobile-layout])) .grid',
    );
  });
});
