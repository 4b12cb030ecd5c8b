import type { ServerModule } from '../../platform/house.ts';
import { operatorsModule } from '../operators/index.ts';
import { siteModule } from '../site/index.ts';
import { registerBackofficeReportRoutes } from './reports.routes.ts';

/** The back office's reports from the ledger: GGR/NGR, cash flow, active players, RTP bands, CSV. */
export const backofficeReportsModule: ServerModule = {
  name: 'backoffice-reports',
  needs: [siteModule, operatorsModule],
  setup(house) {
    const { site, operators } = house.services;
    registerBackofficeReportRoutes(house.http, { db: house.db, site, operators });
  },
};
