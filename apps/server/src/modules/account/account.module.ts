import type { ServerModule } from '../../platform/house.ts';
import { filesModule } from '../files/index.ts';
import { siteModule } from '../site/index.ts';
import { smsModule } from '../sms/index.ts';
import { twoFactorModule } from '../two-factor/index.ts';
import { userModule } from '../user/index.ts';
import { AccountService } from './account.service.ts';
import { registerAccountRoutes } from './account.routes.ts';
import { PhoneVerification } from './phone-verification.ts';

/** The player's own account: profile, password, phone, sessions, two-factor removal. */
export const accountModule: ServerModule = {
  name: 'account',
  needs: [siteModule, userModule, filesModule, twoFactorModule, smsModule],
  setup(house) {
    const { db } = house;
    const { site, sessions, files, twoFactor, verification } = house.services;
    registerAccountRoutes(house.http, {
      sessions,
      account: new AccountService(db, files, twoFactor, house.cacheBus, house.attempts),
      phones: new PhoneVerification(db, site, verification),
    });
  },
};
