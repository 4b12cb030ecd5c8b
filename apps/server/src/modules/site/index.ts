// The public face of the site module: other modules import only what this file exports.

export { registerMaintenanceGate } from './maintenance.hook.ts';
export {
  BRAZIL_COMPLIANCE,
  DEMO_MARKET_PROFILES,
  listMarketProfiles,
  saveMarketProfile,
  seedMarketProfiles,
} from './market-profiles.ts';
export {
  complianceOf,
  type MarketRules,
  marketRulesOfCountry,
  NO_PROFILE,
  offers,
  rewardKindsOf,
  rulesOfRow,
} from './market-rules.ts';
export { siteModule } from './site.module.ts';
export { updateSiteSwitches } from './site.repo.ts';
export { seedDemoSwitches, seedSiteReference } from './site.seed.ts';
export { type CurrencyBook, type Site, SiteService } from './site.service.ts';
export { type SiteSwitches } from './site.settings.ts';
export { countries, currencies, languages, marketProfiles, siteSettings } from './site.tables.ts';
