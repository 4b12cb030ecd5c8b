// The public face of the site module: other modules import only what this file exports.

export { registerMaintenanceGate } from './maintenance.hook.ts';
export { updateSiteSwitches } from './site.repo.ts';
export { type CurrencyBook, type Site, SiteService } from './site.service.ts';
export { type SiteSwitches } from './site.settings.ts';
export { countries, currencies, languages, siteSettings } from './site.tables.ts';
