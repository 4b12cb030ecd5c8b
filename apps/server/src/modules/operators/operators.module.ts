import type { ServerModule } from '../../platform/house.ts';
import { siteModule } from '../site/index.ts';
import { parseIpAllowlist, registerOperatorIpAllowlist } from './ip-allowlist.ts';
import { registerOperatorRoutes } from './operators.routes.ts';
import { OperatorService } from './operators.service.ts';
import { SiteDesk } from './site-desk.ts';
import { StaffAccounts } from './staff-accounts.ts';
import { registerSiteDeskRoutes } from './site-desk.routes.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The back office's staff: sign-in with TOTP, roles, and the audit log every module writes to. */
    operators: OperatorService;
  }
}

/** Staff, their sessions and roles, the audit log, and the site settings they edit. */
export const operatorsModule: ServerModule = {
  name: 'operators',
  needs: [siteModule],
  setup(house) {
    const { http, db, config } = house;
    const { site } = house.services;
    const operators = new OperatorService(db, house.attempts, config, async () => (await site.get()).name);
    registerOperatorIpAllowlist(http, parseIpAllowlist(config.OPERATOR_IP_ALLOWLIST));
    registerOperatorRoutes(http, { operators, accounts: new StaffAccounts(db), db });
    registerSiteDeskRoutes(http, { operators, desk: new SiteDesk(db, site) });
    house.provide({ operators });
  },
};
