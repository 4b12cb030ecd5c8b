import { GLOBAL_SETTINGS_COMPONENT_ID } from '@casino/contracts';

import {
  articlesBlock,
  brandCountersBlock,
  faqBlock,
  paymentMethodsBlock,
  promotionsBlock,
  responsibleGamingBlock,
  trustBadgesBlock,
} from './components/content-blocks';
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
import { noticePopupBlock } from './components/notice-popup';
import { pagePopupTriggerBlock } from './components/page-popup';
import type { DesignComponentEntry } from './registry-types';

/**
 * Component ids of the design data → the named components that render them. The ids live here and in
 * the contracts only; everything else speaks of the components by name.
 */
const REGISTRY: Readonly<Record<string, DesignComponentEntry>> = {
  [GLOBAL_SETTINGS_COMPONENT_ID]: globalSettingsBlock,
  C000101: siteHeaderBlock,
  C000102: sideMenuBlock,
  C000103: mobileTabBarBlock,
  C000104: siteFooterBlock,
  C000105: noticePopupBlock,
  C000106: pagePopupTriggerBlock,
  C000201: bannerCarouselBlock,
  C000202: noticeMarqueeBlock,
  C000203: categoryTabsBlock,
  C000204: gameGridBlock,
  C000205: hotGamesBlock,
  C000206: promotionsBlock,
  C000207: articlesBlock,
  C000208: brandCountersBlock,
  C000209: trustBadgesBlock,
  C000210: paymentMethodsBlock,
  C000211: responsibleGamingBlock,
  C000212: faqBlock,
};

/** The component registered for `comId`, or undefined for an id this client does not know. */
export function lookupDesignComponent(comId: string): DesignComponentEntry | undefined {
  return Object.hasOwn(REGISTRY, comId) ? REGISTRY[comId] : undefined;
}

/** Every registered id (for tests and the design editor). */
export function registeredComponentIds(): string[] {
  return Object.keys(REGISTRY);
}
