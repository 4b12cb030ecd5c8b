import { currentMobileLayout, isDesktopLayout } from './layout-mode';
import { DESIGN_DEFAULTS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import {
  applyGlobalSettings,
  globalSettingsVariables,
  LIGHT_PALETTE,
  PRIMARY_TEXT_SHARE,
  readGlobalSettings,
} from './global-settings';

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const mixWithBlack = (hex: string, share: number) =>
  `#${[1, 3, 5]
    .map((at) =>
      Math.round((Number.parseInt(hex.slice(at, at + 2), 16) * share) / 100)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

describe('global settings component', () => {
  it('has the spec §9 defaults when the design sets nothing', () => {
    const settings = readGlobalSettings([{ id: 'g', type: 'global', items: [] }]);
    expect(settings).toMatchObject(DESIGN_DEFAULTS);
    expect(settings).toMatchObject({
      maxWidth: 1200,
      menuPanelWidth: 240,
      pcContentPaddingTop: 30,
      mobileContentPaddingTop: 10,
      pcFooterPaddingBottom: 130,
      mobileFooterPaddingBottom: 110,
      expandMenuMode: 1,
      designBlockBg: '#161f2c',
      designButtonBg: '#202a39',
      lightMode: false,
      forceMobileLayout: false,
      mobileOnly: false,
    });
    for (const field of [
      'hideTagBarOnPc',
      'expandMenuBgColor',
      'mainBgColor',
      'footerBgColor',
      'tabbarBgColor',
      'maxHeaderWidth',
      'enableHeaderOffset',
      'showPcHeaderSelectCountry',
      'showPcHeaderSelectLanguage',
      'pageBackgroundImage',
      'mobilePageBackgroundImage',
      'pageBackgroundImageRepeat',
    ]) {
      expect(settings).toHaveProperty(field);
    }
  });

  it('reads the block of a global page as served, and the defaults where there is none', () => {
    const pages = [
      { id: 'g', type: 'global', items: [{ comId: 'C000045', data: { maxWidth: 1400 }, limitPathList: [] }] },
    ];
    expect(readGlobalSettings(pages).maxWidth).toBe(1400);
    expect(readGlobalSettings(pages).menuPanelWidth).toBe(240);
    expect(readGlobalSettings([{ id: 'home', type: 'home', items: pages[0]?.items ?? [] }]).maxWidth).toBe(
      1200,
    );
  });

  it('turns theme colours and sizes into CSS variables on :root, with the light palette in light mode', () => {
    const settings = readGlobalSettings([]);
    expect(globalSettingsVariables(settings)).toMatchObject({
      '--content-max-width': '1200px',
      '--menu-panel-width': '240px',
      '--color-bg-raised': '#161f2c',
      '--color-surface': '#202a39',
    });
    const root = document.createElement('div');
    applyGlobalSettings({ ...settings, lightMode: true, forceMobileLayout: true }, root);
    expect(root.style.getPropertyValue('--color-bg')).toBe('#f3f5f9');
    expect(root.dataset.lightMode).toBe('true');
    expect(root.getAttribute('data-mobile-layout')).toBe('force');
  });

  it('forces the mobile layout with forceMobileLayout or mobileOnly (mobileOnly wins), else none', () => {
    const settings = readGlobalSettings([]);
    const root = document.createElement('div');
    applyGlobalSettings({ ...settings, mobileOnly: true, forceMobileLayout: true }, root);
    expect(root.getAttribute('data-mobile-layout')).toBe('only');
    expect(currentMobileLayout(root)).toBe('only');
    applyGlobalSettings({ ...settings, forceMobileLayout: true }, root);
    expect(currentMobileLayout(root)).toBe('force');
    applyGlobalSettings(settings, root);
    expect(root.hasAttribute('data-mobile-layout')).toBe(false);
    expect(currentMobileLayout(root)).toBeNull();
  });

  it('shows the desktop layout from 1024 px only while no mobile layout is forced', () => {
    const settings = readGlobalSettings([]);
    applyGlobalSettings(settings);
    expect(isDesktopLayout(1440)).toBe(true);
    expect(isDesktopLayout(1023)).toBe(false);
    applyGlobalSettings({ ...settings, forceMobileLayout: true });
    expect(isDesktopLayout(1440)).toBe(false);
    applyGlobalSettings(settings);
  });

  it('lightMode swaps the dark palette for a light one with readable text', () => {
    const settings = readGlobalSettings([]);
    const light = globalSettingsVariables({ ...settings, lightMode: true });
    expect(light).toMatchObject({
      '--color-bg': LIGHT_PALETTE.mainBgColor,
      '--color-bg-raised': LIGHT_PALETTE.designBlockBg,
      '--color-surface': LIGHT_PALETTE.designButtonBg,
      '--color-text': LIGHT_PALETTE.textColor,
      '--tabbar-bg': LIGHT_PALETTE.tabbarBgColor,
    });
    for (const surface of [light['--color-bg'], light['--color-bg-raised'], light['--color-surface']]) {
      expect(contrast(light['--color-text'] ?? '', surface ?? '')).toBeGreaterThanOrEqual(7);
      expect(contrast(light['--color-text-muted'] ?? '', surface ?? '')).toBeGreaterThanOrEqual(4.5);
      // The brand colour as text (links, active tab, icons) is darkened to stay readable.
      expect(
        contrast(mixWithBlack(settings.primaryColor, PRIMARY_TEXT_SHARE), surface ?? ''),
      ).toBeGreaterThanOrEqual(4.5);
    }
    expect(light['--color-primary-text']).toContain('color-mix');
    expect(globalSettingsVariables(settings)['--color-primary-text']).toBe(settings.primaryColor);
  });

  it('keeps the colours a design sets itself in light mode, and undoes the light shell colours', () => {
    const settings = { ...readGlobalSettings([]), lightMode: true, mainBgColor: '#fff8e7' };
    expect(globalSettingsVariables(settings)['--color-bg']).toBe('#fff8e7');
    const root = document.createElement('div');
    applyGlobalSettings(settings, root);
    expect(root.style.colorScheme).toBe('light');
    expect(root.style.getPropertyValue('--color-backdrop')).not.toBe('');
    applyGlobalSettings({ ...settings, lightMode: false }, root);
    expect(root.style.colorScheme).toBe('dark');
    expect(root.style.getPropertyValue('--color-backdrop')).toBe('');
    expect(root.style.getPropertyValue('--color-text')).toBe('#eef2f8');
  });
});
