import type { MarketProfile, MarketProfileInput } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { writeAudit } from '../operators/index.ts';
import { listMarketProfiles, saveMarketProfile } from '../site/index.ts';

/**
 * Market profiles (DESIGN §3) as the back office edits them: the operator's rules per country. Brazil
 * forbids pre-bet bonuses, Indonesia real money. Read inside the transaction that pays a reward, so a
 * change applies to the next claim.
 */
export class MarketProfiles {
  constructor(private readonly db: Db) {}

  list(): Promise<MarketProfile[]> {
    return listMarketProfiles(this.db);
  }

  /** Creates or replaces a profile and moves the listed countries to it, audited. */
  async put(operatorId: number, profile: MarketProfileInput): Promise<MarketProfile> {
    await inTransaction(this.db, async (tx) => {
      const { rewardKinds, compliance } = await saveMarketProfile(tx, profile);
      await writeAudit(tx, {
        operatorId,
        action: 'market_profile.put',
        target: profile.id,
        details: { ...profile, rewardKinds, compliance },
      });
    });
    const saved = (await this.list()).find((item) => item.id === profile.id);
    if (!saved) throw new Error(`market profile ${profile.id} was not saved`);
    return saved;
  }
}
