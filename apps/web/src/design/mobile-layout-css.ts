import type { AtRule, Container, Plugin, Rule } from 'postcss';

// The constants file itself: the Vite config loads this plugin with Node, which cannot run the package's
// TypeScript entry (it bundles relative imports only).
import { SPEC } from '../../../../packages/contracts/src/constants.ts';

import { MOBILE_LAYOUT_ATTRIBUTE } from './layout-mode.ts';

/**
 * The spec's layout boundaries (§9: the phone layout at 768 px or less, the desktop from 1024 px), the one
 * way a stylesheet names them: `@media (--mobile)`, `(--not-mobile)`, `(--desktop)`, `(--not-desktop)`.
 * Raw widths are left for refinements inside the phone layout (`max-width` below 768 px); a test keeps
 * every stylesheet to that.
 */
export const NAMED_WIDTH_QUERIES: Readonly<Record<string, string>> = {
  '--mobile': `(max-width: ${SPEC.mobileMaxWidthPx}px)`,
  '--not-mobile': `(min-width: ${SPEC.mobileMaxWidthPx + 1}px)`,
  '--desktop': `(min-width: ${SPEC.desktopMinWidthPx}px)`,
  '--not-desktop': `(max-width: ${SPEC.desktopMinWidthPx - 1}px)`,
};

/** Writes the named boundaries out; an unknown name stops the build rather than matching nothing. */
function expandNamedQueries(params: string): string {
  return params.replace(/\(\s*(--[a-z-]+)\s*\)/g, (_match, name: string) => {
    const query = NAMED_WIDTH_QUERIES[name];
    if (!query)
      throw new Error(
        `unknown media query name ${name}: use one of ${Object.keys(NAMED_WIDTH_QUERIES).join(', ')}`,
      );
    return query;
  });
}

/**
 * The forced column counts as a phone between this width and the mobile breakpoint: `max-width` rules
 * from here up apply to it too; narrower ones (font scaling under 414 px) stay with real small screens.
 */
const PHONE_RULES_FROM_PX = 414;

const RESPONSIVE = `:where(:root:not([${MOBILE_LAYOUT_ATTRIBUTE}]))`;
const FORCED = `:where(:root[${MOBILE_LAYOUT_ATTRIBUTE}])`;

/** The px values of a query's min-width (or `width >=`) or max-width (or `width <=`) features. */
function pixels(params: string, feature: 'min-width' | 'max-width'): number[] {
  const range = feature === 'min-width' ? '>=?' : '<=?';
  const pattern = new RegExp(`\\(\\s*(?:${feature}\\s*:|width\\s*${range})\\s*([\\d.]+)px\\s*\\)`, 'g');
  return [...params.matchAll(pattern)].map((match) => Number(match[1]));
}

/** Puts `scope` before every selector of a rule; `:root`/`html` selectors get the condition themselves. */
function scopeSelector(selector: string, scope: string, condition: string): string {
  const trimmed = selector.trim();
  if (trimmed.includes(MOBILE_LAYOUT_ATTRIBUTE)) return trimmed;
  const root = /^(:root|html)(?=$|[\s.:[>+~])/.exec(trimmed);
  const name = root?.[1];
  if (name) return `${name}${condition}${trimmed.slice(name.length)}`;
  return `${scope} ${trimmed}`;
}

function scopeRules(container: Container, scope: string, condition: string): void {
  container.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    rule.selectors = rule.selectors.map((selector) => scopeSelector(selector, scope, condition));
  });
}

/**
 * Writes out the named layout boundaries, and makes the width media queries of every stylesheet follow the
 * forced mobile layout, so that one
 * attribute on <html> lays the whole site out as a phone at any window width:
 * - rules behind a `min-width` query (tablet and desktop) apply only when the layout is not forced;
 * - rules behind a `max-width` query of 414 px or more (phone) also apply, outside the query, when it is.
 * The added conditions sit in `:where()`, so no selector gains specificity. Rules that already name
 * the attribute are left as written.
 */
export function mobileLayoutCss(): Plugin {
  return {
    postcssPlugin: 'casino-mobile-layout',
    Once(root) {
      root.walkAtRules('media', (media) => {
        media.params = expandNamedQueries(media.params);
        const params = media.params;
        if (pixels(params, 'min-width').length > 0) {
          scopeRules(media, RESPONSIVE, `:not([${MOBILE_LAYOUT_ATTRIBUTE}])`);
          return;
        }
        const max = pixels(params, 'max-width');
        if (max.length === 1 && (max[0] ?? 0) >= PHONE_RULES_FROM_PX) {
          const forced = media.clone();
          scopeRules(forced, FORCED, `[${MOBILE_LAYOUT_ATTRIBUTE}]`);
          media.after(forced.nodes ?? []);
        }
      });
    },
  };
}
mobileLayoutCss.postcss = true as const;
