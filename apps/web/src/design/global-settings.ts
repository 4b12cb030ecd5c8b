import {
  GLOBAL_SETTINGS_COMPONENT_ID,
  globalSettingsSchema,
  type DesignPage,
  type GlobalSettings,
} from '@casino/contracts';
import { setSinglePointPopups } from '../lib/popup-layer';
import { mobileLayoutOf } from './layout-mode';
import { MOBILE_LAYOUT_ATTRIBUTE } from './mobile-layout-css';

/** The global settings block of the global pages, parsed with the spec §9 defaults (all defaults if absent). */
export function readGlobalSettings(pages: readonly DesignPage[]): GlobalSettings {
  const item = pages
    .filter((page) => page.type === 'global')
    .flatMap((page) => page.items)
    .find((entry) => entry.comId === GLOBAL_SETTINGS_COMPONENT_ID);
  const parsed = globalSettingsSchema.safeParse(item?.data ?? {});
  if (!parsed.success) console.warn('design: global settings do not match their schema; defaults used');
  return parsed.success ? parsed.data : globalSettingsSchema.parse({});
}

/** The light palette that replaces the dark surface colours when lightMode is on. */
const LIGHT = {
  '--color-bg': '#f3f5f9',
  '--color-bg-raised': '#ffffff',
  '--color-surface': '#e9edf4',
  '--color-surface-hover': '#dde3ee',
  '--color-border': '#d3dae6',
  '--color-text': '#152033',
  '--color-text-muted': '#5a6a82',
  '--expand-menu-bg': '#ffffff',
  '--footer-bg': '#e9edf4',
  '--tabbar-bg': '#ffffff',
};

const px = (value: number) => `${value}px`;
const image = (url: string) => (url ? `url("${url.replace(/["\\]/g, '')}")` : 'none');

/** The CSS custom properties the global settings stand for (theme colours and the frame's sizes). */
export function globalSettingsVariables(settings: GlobalSettings): Record<string, string> {
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
  return settings.lightMode ? { ...variables, ...LIGHT } : variables;
}

/** Puts the settings on `:root` as variables and flags, so plain CSS follows the server's design. */
export function applyGlobalSettings(
  settings: GlobalSettings,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(globalSettingsVariables(settings)))
    root.style.setProperty(name, value);
  root.dataset.lightMode = String(settings.lightMode);
  const mobileLayout = mobileLayoutOf(settings);
  if (mobileLayout) root.setAttribute(MOBILE_LAYOUT_ATTRIBUTE, mobileLayout);
  else root.removeAttribute(MOBILE_LAYOUT_ATTRIBUTE);
  root.style.colorScheme = settings.lightMode ? 'light' : 'dark';
  setSinglePointPopups(settings.singlePointPopup);
}
