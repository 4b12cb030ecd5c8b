// The public face of the i18n module: other modules import only what this file exports.

export { i18nModule } from './i18n.module.ts';
export { registerI18nRoutes } from './i18n.routes.ts';
export { type LanguagePacks, loadLanguagePacks, textsFor } from './language-packs.ts';
