import { APP_DOWNLOAD_SETTINGS_COMPONENT_ID, GLOBAL_SETTINGS_COMPONENT_ID } from '@casino/contracts';

import { activityTickerSlotBlock } from './app-slots';
import {
  globalSettingsBlock,
  mobileTabBarBlock,
  siteFooterBlock,
  siteHeaderBlock,
  sideMenuBlock,
} from './components/frame-blocks';
import {
  bannerCarouselBlock,
  categoryTabsBlock,
  gameGridBlock,
  hotGamesBlock,
  noticeMarqueeBlock,
} from './components/lobby-blocks';
import { appDownloadSettingsBlock } from './components/app-download-settings';
import { noticePopupBlock } from './components/notice-popup';
import { pagePopupTriggerBlock } from './components/page-popup';
import { lazyBlock, type DesignRegistryEntry } from './registry-types';

/** The content blocks (promotions, articles, counters…) sit below the first screen: their code loads on first use. */
const contentBlocks = () => import('./components/content-blocks');

/**
 * Component ids of the design data → the named components that render them. The ids live here and in
 * the contracts only; everything else speaks of the components by name.
 */
const REGISTRY: Readonly<Record<string, DesignRegistryEntry>> = {
  [GLOBAL_SETTINGS_COMPONENT_ID]: globalSettingsBlock,
  C000101: siteHeaderBlock,
  C000102: sideMenuBlock,
  C000103: mobileTabBarBlock,
  C000104: siteFooterBlock,
  C000105: noticePopupBlock,
  C000106: pagePopupTriggerBlock,
  [APP_DOWNLOAD_SETTINGS_COMPONENT_ID]: appDownloadSettingsBlock,
  C000201: bannerCarouselBlock,
  C000202: noticeMarqueeBlock,
  C000203: categoryTabsBlock,
  C000204: gameGridBlock,
  C000205: hotGamesBlock,
  C000206: lazyBlock('Promotions', 'main', () => contentBlocks().then((module) => module.promotionsBlock)),
  C000207: lazyBlock('Articles', 'main', () => contentBlocks().then((module) => module.articlesBlock)),
  C000208: lazyBlock('BrandCounters', 'main', () =>
    contentBlocks().then((module) => module.brandCountersBlock),
  ),
  C000209: lazyBlock('TrustBadges', 'main', () => contentBlocks().then((module) => module.trustBadgesBlock)),
  C000210: lazyBlock('PaymentMethods', 'main', () =>
    contentBlocks().then((module) => module.paymentMethodsBlock),
  ),
  C000211: lazyBlock('ResponsibleGaming', 'main', () =>
    contentBlocks().then((module) => module.responsibleGamingBlock),
  ),
  C000212: lazyBlock('Faq', 'main', () => contentBlocks().then((module) => module.faqBlock)),
  C000213: activityTickerSlotBlock,
};

/** The component registered for `comId`, or undefined for an id this client does not know. */
export function lookupDesignComponent(comId: string): DesignRegistryEntry | undefined {
  return Object.hasOwn(REGISTRY, comId) ? REGISTRY[comId] : undefined;
}

/** Every registered id (for tests and the design editor). */
export function registeredComponentIds(): string[] {
  return Object.keys(REGISTRY);
}
