import {
  GLOBAL_SETTINGS_COMPONENT_ID,
  GLOBAL_SETTINGS_DEFAULTS,
  type DesignPage,
  type GlobalSettings,
} from '@casino/contracts';
import { setSinglePointPopups } from '../lib/popup-layer';
import { globalBlockData } from './global-blocks';
import { MOBILE_LAYOUT_ATTRIBUTE, mobileLayoutOf } from './layout-mode';

/** The global settings block of the global pages (as served, with the spec §9 defaults; all defaults if absent). */
export function readGlobalSettings(pages: readonly DesignPage[]): GlobalSettings {
  const settings = globalBlockData<Partial<GlobalSettings>>(pages, GLOBAL_SETTINGS_COMPONENT_ID);
  return { ...GLOBAL_SETTINGS_DEFAULTS, ...settings };
}

/**
 * lightMode: the light palette. It replaces the colours the design leaves at their (dark) defaults;
 * a colour the design sets itself is kept. Text colours reach at least 4.5:1 on the light surfaces.
 */
export const LIGHT_PALETTE = {
  mainBgColor: '#f3f5f9',
  designBlockBg: '#ffffff',
  designButtonBg: '#e9edf4',
  textColor: '#152033',
  mutedTextColor: '#4f5d73',
  borderColor: '#d3dae6',
  expandMenuBgColor: '#ffffff',
  footerBgColor: '#e9edf4',
  tabbarBgColor: '#ffffff',
} satisfies Partial<Record<keyof GlobalSettings, string>>;

/** How much of the brand colour its light-mode text shade keeps (the rest is black). */
export const PRIMARY_TEXT_SHARE = 52;

/** Colours of the shell that the design has no field for, in the light palette. */
const LIGHT_SHELL = {
  '--color-surface-hover': '#dde3ee',
  '--color-positive': '#11804a',
  '--color-danger': '#c62828',
  '--color-focus': '#1d6fd6',
  '--color-backdrop': 'rgb(15 23 42 / 45%)',
  '--shadow-popup': '0 18px 48px rgb(15 23 42 / 18%)',
  // The brand colour as text or an icon on a light surface: the same hue, dark enough to read.
  '--color-primary-text': `color-mix(in srgb, var(--color-primary) ${PRIMARY_TEXT_SHARE}%, #000)`,
};

/** The settings with the light palette in place of the colours left at their dark defaults. */
export function withLightPalette(settings: GlobalSettings): GlobalSettings {
  const defaults = GLOBAL_SETTINGS_DEFAULTS;
  const light = { ...settings };
  for (const [key, value] of Object.entries(LIGHT_PALETTE) as [keyof typeof LIGHT_PALETTE, string][])
    if (settings[key] === defaults[key]) light[key] = value;
  if (settings.shadow === defaults.shadow) light.shadow = '0 8px 24px rgb(15 23 42 / 10%)';
  return light;
}

const px = (value: number) => `${value}px`;
const image = (url: string) => (url ? `url("${url.replace(/["\\]/g, '')}")` : 'none');

/** The CSS custom properties the global settings stand for (theme colours and the frame's sizes). */
export function globalSettingsVariables(design: GlobalSettings): Record<string, string> {
  const settings = design.lightMode ? withLightPalette(design) : design;
  const variables: Record<string, string> = {
    '--content-max-width': px(settings.maxWidth),
    '--header-max-width': settings.maxHeaderWidth > 0 ? px(settings.maxHeaderWidth) : px(settings.maxWidth),
    '--menu-panel-width': px(settings.menuPanelWidth),
    '--pc-content-padding-top': px(settings.pcContentPaddingTop),
    '--mobile-content-padding-top': px(settings.mobileContentPaddingTop),
    '--pc-footer-padding-bottom': px(settings.pcFooterPaddingBottom),
    '--mobile-footer-padding-bottom': px(settings.mobileFooterPaddingBottom),
    '--color-bg': settings.mainBgColor,
    '--color-bg-raised': settings.designBlockBg,
    '--color-surface': settings.designButtonBg,
    '--color-primary': settings.primaryColor,
    '--color-primary-text': settings.primaryColor,
    '--color-text': settings.textColor,
    '--color-text-muted': settings.mutedTextColor,
    '--color-border': settings.borderColor,
    '--expand-menu-bg': settings.expandMenuBgColor,
    '--footer-bg': settings.footerBgColor,
    '--tabbar-bg': settings.tabbarBgColor,
    '--radius-md': px(settings.borderRadius),
    '--shadow-block': settings.shadow,
    '--blur': px(settings.blur),
    '--page-bg-image': image(settings.pageBackgroundImage),
    '--mobile-page-bg-image': image(settings.mobilePageBackgroundImage || settings.pageBackgroundImage),
    '--page-bg-repeat': settings.pageBackgroundImageRepeat ? 'repeat' : 'no-repeat',
  };
  return design.lightMode ? { ...variables, ...LIGHT_SHELL } : variables;
}

/** Puts the settings on `:root` as variables and flags, so plain CSS follows the server's design. */
export function applyGlobalSettings(
  settings: GlobalSettings,
  root: HTMLElement = document.documentElement,
): void {
  const variables = globalSettingsVariables(settings);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  // Leaving light mode: the shell colours the light palette set go back to the stylesheet's.
  if (!settings.lightMode)
    for (const name of Object.keys(LIGHT_SHELL)) if (!(name in variables)) root.style.removeProperty(name);
  root.dataset.lightMode = String(settings.lightMode);
  const mobileLayout = mobileLayoutOf(settings);
  if (mobileLayout) root.setAttribute(MOBILE_LAYOUT_ATTRIBUTE, mobileLayout);
  else root.removeAttribute(MOBILE_LAYOUT_ATTRIBUTE);
  root.style.colorScheme = settings.lightMode ? 'light' : 'dark';
  const themeColour = root.ownerDocument.querySelector('meta[name="theme-color"]');
  themeColour?.setAttribute('content', variables['--color-bg'] ?? settings.mainBgColor);
  root.ownerDocument
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute('content', settings.lightMode ? 'light' : 'dark');
  setSinglePointPopups(settings.singlePointPopup);
}
