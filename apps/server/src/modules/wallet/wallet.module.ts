import type { ServerModule } from '../../platform/house.ts';
import { operatorsModule } from '../operators/index.ts';
import { siteModule } from '../site/index.ts';
import { userModule } from '../user/index.ts';
import { Cashier } from './cashier.ts';
import { registerWalletRoutes } from './wallet.routes.ts';
import { WalletService } from './wallet.service.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The only writer of accounts and ledger rows. */
    cashier: Cashier;
    /** The player's money history, read from the ledger. */
    wallet: WalletService;
  }
}

/** The ledger and the cashier; products register the stake guard, their kinds and their checks. */
export const walletModule: ServerModule = {
  name: 'wallet',
  needs: [siteModule, userModule, operatorsModule],
  setup(house) {
    const { sessions, operators, site } = house.services;
    const cashier = new Cashier();
    const wallet = new WalletService(house.db, site);
    registerWalletRoutes(house.http, { sessions, operators, wallet });
    house.provide({ cashier, wallet });
  },
};
