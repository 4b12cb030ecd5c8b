import type { ServerModule } from '../../platform/house.ts';
import { registerAdminApp } from './admin-app.ts';

/** The back office's built app under /admin. */
export const adminAppModule: ServerModule = {
  name: 'admin-app',
  needs: [],
  async setup(house) {
    await registerAdminApp(house.http, house.config.ADMIN_DIST_DIR);
  },
};
