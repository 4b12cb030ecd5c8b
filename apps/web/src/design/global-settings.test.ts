import { currentMobileLayout, isDesktopLayout } from './layout-mode';
import { DESIGN_DEFAULTS } from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';

import { applyGlobalSettings, globalSettingsVariables, readGlobalSettings } from './global-settings';

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

  it('reads the block of a global page and falls back to defaults on bad data', () => {
    const pages = [
      { id: 'g', type: 'global', items: [{ comId: 'C000045', data: { maxWidth: 1400 }, limitPathList: [] }] },
    ];
    expect(readGlobalSettings(pages).maxWidth).toBe(1400);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = [
      {
        id: 'g',
        type: 'global',
        items: [{ comId: 'C000045', data: { maxWidth: 'wide' }, limitPathList: [] }],
      },
    ];
    expect(readGlobalSettings(bad).maxWidth).toBe(1200);
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
});
