import type { GlobalSettings } from '@casino/contracts';

/**
 * The attribute on <html> that forces the mobile layout (global settings forceMobileLayout and
 * mobileOnly): `data-mobile-layout="force"` or `"only"`; absent on the normal, responsive site. The
 * stylesheets follow it through the build's mobile-layout-css plugin.
 */
export const MOBILE_LAYOUT_ATTRIBUTE = 'data-mobile-layout';

/**
 * The forced mobile layouts of the global settings (spec §3 C000045):
 * - `force` (forceMobileLayout): the phone layout at every width (tab bar, 25rem column, mobile
 *   paddings), centred on wider screens over the design's page background. A desktop visitor keeps the
 *   header's country and language selectors the design switches on (showPcHeaderSelect…).
 * - `only` (mobileOnly, wins over force): the site is a phone site. The same column, and nothing
 *   desktop-only is ever shown: no header selectors (they stay in the side menu), the mobile page
 *   background at every width.
 */
export type MobileLayout = 'force' | 'only';

/** Which forced layout the settings ask for, or null for the normal responsive site. */
export function mobileLayoutOf(
  settings: Pick<GlobalSettings, 'forceMobileLayout' | 'mobileOnly'>,
): MobileLayout | null {
  if (settings.mobileOnly) return 'only';
  return settings.forceMobileLayout ? 'force' : null;
}

/** The forced layout now on the page (the attribute the global settings put on <html>). */
export function currentMobileLayout(root: HTMLElement = document.documentElement): MobileLayout | null {
  const value = root.getAttribute(MOBILE_LAYOUT_ATTRIBUTE);
  return value === 'force' || value === 'only' ? value : null;
}

/** The width of the forced column in px (the CSS variable --mobile-layout-width, 25rem). */
export function mobileColumnWidth(root: HTMLElement = document.documentElement): number {
  const rem = Number.parseFloat(getComputedStyle(root).fontSize) || 16;
  return 25 * rem;
}

/** True when the page shows the desktop layout: 1024 px wide or more and no forced mobile layout. */
export function isDesktopLayout(width: number = window.innerWidth): boolean {
  return width >= 1024 && currentMobileLayout() === null;
}
