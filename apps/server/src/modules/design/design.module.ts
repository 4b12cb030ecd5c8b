import type { ServerModule } from '../../platform/house.ts';
import { operatorsModule } from '../operators/index.ts';
import { registerDesignRoutes } from './design.routes.ts';
import { DesignService } from './design.service.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The live design (theme, pages, blocks), its drafts and versions; `refresh()` after an outside change. */
    design: DesignService;
  }
}

/** The server-driven design: published versions, designers' drafts, rollback. */
export const designModule: ServerModule = {
  name: 'design',
  needs: [operatorsModule],
  async setup(house) {
    const design = new DesignService(house.db, house.cacheBus);
    await design.refresh();
    registerDesignRoutes(house.http, { design, operators: house.services.operators });
    house.provide({ design });
  },
};
