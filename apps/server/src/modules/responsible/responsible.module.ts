import { SandboxClock, wallClock } from '../../platform/clock.ts';
import type { ServerModule } from '../../platform/house.ts';
import { paymentsModule } from '../payments/index.ts';
import { siteModule } from '../site/index.ts';
import { userModule } from '../user/index.ts';
import { walletModule } from '../wallet/index.ts';
import { RememberingExclusionList, SandboxExclusionList } from './central-exclusion-list.ts';
import { PlayerProtection } from './player-protection.ts';
import { subscribeProtection } from './protection-events.ts';
import { registerResponsibleRoutes } from './responsible.routes.ts';
import { ResponsibleGaming } from './responsible.service.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** Responsible gaming's rules, asked before every real-money stake, deposit and login. */
    protection: PlayerProtection;
  }
}

/**
 * Responsible gaming: limits, time-outs, self-exclusion, reality checks and the national exclusion list.
 * It guards the cashier's stakes and the deposits, and hears of logins and registrations by their events.
 */
export const responsibleModule: ServerModule = {
  name: 'responsible',
  needs: [siteModule, userModule, walletModule, paymentsModule],
  setup(house) {
    const { config, db } = house;
    const { site, sessions, cashier, recharge, rechargeSettlement } = house.services;
    // The SANDBOX lets a test move a player's clock.
    const sandboxClock = config.SANDBOX_PROVIDERS ? new SandboxClock() : null;
    // The national self-exclusion list: the SANDBOX one where the sandbox providers are on (no real client
    // is bundled; an operator installs theirs here).
    const centralList = config.SANDBOX_PROVIDERS
      ? new RememberingExclusionList(new SandboxExclusionList(config.NODE_ENV === 'test' ? 0 : 150))
      : undefined;
    const protection = new PlayerProtection(sandboxClock ?? wallClock, centralList);
    cashier.guardStakes(protection);
    recharge.guardDeposits(protection);
    rechargeSettlement.guardCredits(protection);
    subscribeProtection(house.events, protection);
    registerResponsibleRoutes(house.http, {
      sessions,
      responsible: new ResponsibleGaming(db, site, cashier, protection, house.cacheBus, house.attempts),
      sandboxClock,
    });
    house.provide({ protection });
  },
};
