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
