import type { CrashChainView } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { writeAudit } from '../operators/index.ts';
import { announceChainSalt, setChainSalt } from './crash-salts.ts';
import { presentChain } from './crash.presenter.ts';

/** The admin's part in a crash chain's salt: where it will come from, then the value; both audited. */
export class CrashSaltDesk {
  constructor(private readonly db: Db) {}

  /** Publishes where a crash chain's salt will come from (once, before that value exists). */
  async announce(operatorId: number, chainId: number, announcement: string): Promise<CrashChainView> {
    const chain = await inTransaction(this.db, async (tx) => {
      const announced = await announceChainSalt(tx, chainId, announcement, new Date());
      await writeAudit(tx, {
        operatorId,
        action: 'crash.salt.announce',
        details: { chainId, announcement },
      });
      return announced;
    });
    return presentChain(chain);
  }

  /** Sets the announced public value as a crash chain's salt; its rounds start being dealt. */
  async set(operatorId: number, chainId: number, salt: string): Promise<CrashChainView> {
    const chain = await inTransaction(this.db, async (tx) => {
      const salted = await setChainSalt(tx, chainId, salt, new Date());
      await writeAudit(tx, { operatorId, action: 'crash.salt.set', details: { chainId, salt } });
      return salted;
    });
    return presentChain(chain);
  }
}
