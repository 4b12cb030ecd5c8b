import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A CSS module's class as the web build names it, `_<local>_<hash of its file>_<line>`: the hash says which
 * source stylesheet it comes from, and so which built CSS file holds it.
 */
const MODULE_CLASS = /\._[A-Za-z0-9_-]+?_([A-Za-z0-9]{5})_\d+(?![\w-])/g;
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const CLASS_HASH = /^_.+_([A-Za-z0-9]{5})_\d+$/;

/**
 * The stylesheets a server-painted page needs beyond those index.html links (issue 39). A lazy page's CSS
 * comes with its script; the painted markup is on screen before that script runs, so its CSS must be in the
 * HTML, else the page shows unstyled and moves when the CSS comes.
 */
export class PageStyles {
  private readonly fileOfHash = new Map<string, string>();

  /** Reads the built CSS of `distDir`/assets; `linked` are the files index.html already links. */
  constructor(distDir: string, linked: ReadonlySet<string>) {
    const assets = join(distDir, 'assets');
    for (const name of existsSync(assets) ? readdirSync(assets) : []) {
      const href = `/assets/${name}`;
      if (!name.endsWith('.css') || linked.has(href)) continue;
      for (const match of readFileSync(join(assets, name), 'utf8').matchAll(MODULE_CLASS)) {
        const hash = match[1] ?? '';
        if (!this.fileOfHash.has(hash)) this.fileOfHash.set(hash, href);
      }
    }
  }

  /** `<link rel="stylesheet">` elements for the CSS files whose classes `markup` uses, in a stable order. */
  linksFor(markup: string): string {
    const files = new Set<string>();
    for (const [, classes] of markup.matchAll(CLASS_ATTRIBUTE))
      for (const name of (classes ?? '').split(/\s+/)) {
        const file = this.fileOfHash.get(CLASS_HASH.exec(name)?.[1] ?? '');
        if (file) files.add(file);
      }
    return [...files]
      .sort()
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
      .join('');
  }
}

/** The stylesheets a built index.html links. */
export function linkedStylesheets(indexHtml: string): Set<string> {
  return new Set(
    [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? ''),
  );
}
