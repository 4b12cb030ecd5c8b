import type { ServerModule } from '../../platform/house.ts';
import { registerStaticAssetRoutes } from './static-assets.routes.ts';

/** The site's own static files and the games' art. */
export const staticAssetsModule: ServerModule = {
  name: 'static-assets',
  needs: [],
  setup(house) {
    registerStaticAssetRoutes(house.http);
  },
};
