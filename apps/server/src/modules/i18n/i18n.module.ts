import type { ServerModule } from '../../platform/house.ts';
import { registerI18nRoutes } from './i18n.routes.ts';
import { loadLanguagePacks, type LanguagePacks } from './language-packs.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The language packs (en, pt, id) the server's own pages and messages read. */
    packs: LanguagePacks;
  }
}

/** The language packs and their route. */
export const i18nModule: ServerModule = {
  name: 'i18n',
  needs: [],
  setup(house) {
    const packs = loadLanguagePacks();
    registerI18nRoutes(house.http, packs);
    house.provide({ packs });
  },
};
