import type { VipLevel } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { Db } from '../../db/client.ts';
import type { SiteService } from '../site/index.ts';
import { listVipLevels } from './user.repo.ts';

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
  ) {}

  /** The VIP ladder with thresholds in each level's currency (public: visitors see it too). */
  async vipList(): Promise<VipLevel[]> {
    const rows = await listVipLevels(this.db);
    return Promise.all(
      rows.map(async (row) => {
        const { decimalLength } = await this.site.currency(row.currencyId);
        return {
          level: row.level,
          name: row.name,
          depositRequired: minorToNumber(row.depositRequiredMinor, decimalLength),
          betRequired: minorToNumber(row.betRequiredMinor, decimalLength),
          withdrawDailyLimit: minorToNumber(row.withdrawDailyLimitMinor, decimalLength),
        };
      }),
    );
  }
}
