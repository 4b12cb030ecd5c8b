import type { ServerModule } from '../../platform/house.ts';
import { siteModule } from '../site/index.ts';
import { TwoFactorService } from './two-factor.service.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** Players' authenticator apps (TOTP): bound, asked before withdrawals, removed. */
    twoFactor: TwoFactorService;
  }
}

/** Players' two-factor authentication. */
export const twoFactorModule: ServerModule = {
  name: 'two-factor',
  needs: [siteModule],
  async setup(house) {
    const issuer = (await house.services.site.get()).name;
    house.provide({ twoFactor: new TwoFactorService(house.db, house.attempts, issuer) });
  },
};
