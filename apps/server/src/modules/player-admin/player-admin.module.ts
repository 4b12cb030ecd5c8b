import type { ServerModule } from '../../platform/house.ts';
import { operatorsModule } from '../operators/index.ts';
import { siteModule } from '../site/index.ts';
import { walletModule } from '../wallet/index.ts';
import { registerPlayerAdminRoutes } from './player-admin.routes.ts';
import { PlayerAdmin } from './player-admin.service.ts';
import { PLAYER_ADMIN_LEDGER } from './player-admin.ledger.ts';

/** The back office's player desk: search, the 360° view and the reasoned actions on a player. */
export const playerAdminModule: ServerModule = {
  name: 'player-admin',
  needs: [siteModule, operatorsModule, walletModule],
  setup(house) {
    const { site, operators, cashier, wallet } = house.services;
    wallet.book.register(PLAYER_ADMIN_LEDGER);
    registerPlayerAdminRoutes(house.http, { operators, players: new PlayerAdmin(house.db, site, cashier) });
  },
};
