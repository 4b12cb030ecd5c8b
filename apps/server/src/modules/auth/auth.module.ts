import type { ServerModule } from '../../platform/house.ts';
import { noticesModule } from '../notices/index.ts';
import { siteModule } from '../site/index.ts';
import { smsModule } from '../sms/index.ts';
import { userModule } from '../user/index.ts';
import { walletModule } from '../wallet/index.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { PasswordReset } from './password-reset.ts';
import { PlayerRegistration } from './registration.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** Logging in (password or SMS code) and the user record a session answers. */
    auth: AuthService;
  }
}

/** Registration, login, logout and password reset; the products hear of them through domain events. */
export const authModule: ServerModule = {
  name: 'auth',
  needs: [siteModule, userModule, smsModule, walletModule, noticesModule],
  setup(house) {
    const { db, config, attempts, events } = house;
    const { site, sessions, verification, cashier, notices } = house.services;
    const auth = new AuthService(db, site, attempts, config, cashier, events, (own) =>
      notices.noticeUpdateTime(own),
    );
    registerAuthRoutes(house.http, {
      auth,
      sessions,
      events,
      config,
      registration: new PlayerRegistration(db, site, attempts, config, cashier, verification, events),
      verification,
      passwordReset: new PasswordReset(db, site, verification, auth, sessions),
    });
    house.provide({ auth });
  },
};
