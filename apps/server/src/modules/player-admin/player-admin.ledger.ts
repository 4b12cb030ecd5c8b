import { defineLedgerProduct } from '../wallet/index.ts';

/** The back office's balance adjustments, each with its reason, against the house's adjustment account. */
export const PLAYER_ADMIN_LEDGER = defineLedgerProduct({
  product: 'player-admin',
  kinds: {
    operator_adjust: { history: 'other' },
  },
});
