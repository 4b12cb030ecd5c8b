import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { linkedStylesheets, PageStyles } from './page-styles.ts';

const INDEX = '<head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head>';

function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-styles-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-a1.css'), '._header_19p0q_2{color:red}._tabBar_19p0q_219{top:0}');
  writeFileSync(
    join(dist, 'assets', 'crash-page-b2.css'),
    '._layout_wpegc_107{display:grid}._big_multiplier_wpegc_165:hover{color:gold}',
  );
  writeFileSync(join(dist, 'assets', 'keyboard-tip-c3.css'), '._tip_1be8z_3{opacity:.8}');
  writeFileSync(join(dist, 'assets', 'wallet-host-d4.css'), '._dialog_zz9zz_1{z-index:9}');
  writeFileSync(join(dist, 'assets', 'index-a1.js'), '._layout_wpegc_107');
  return dist;
}

describe('the stylesheets of a painted page', () => {
  const styles = new PageStyles(builtSite(), linkedStylesheets(INDEX));

  it('links the CSS files whose module classes the markup uses, beyond those index.html links', () => {
    const markup =
      '<header class="_header_19p0q_2"></header><div class="_layout_wpegc_107 plain"><b class="_big_multiplier_wpegc_165"></b>' +
      '<p class="_tip_1be8z_3 _keysHint_wpegc_245"></p></div>';
    expect(styles.linksFor(markup)).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/crash-page-b2.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/keyboard-tip-c3.css">',
    );
  });

  it('links nothing for markup whose classes are all in the site stylesheet or unknown', () => {
    expect(styles.linksFor('<nav class="_tabBar_19p0q_219 _unknown_qqqqq_1 other"></nav>')).toBe('');
  });

  it('reads the stylesheets index.html links', () => {
    expect([...linkedStylesheets(INDEX)]).toEqual(['/assets/index-a1.css']);
  });
});
