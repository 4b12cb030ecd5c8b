import { inTransaction, type Db } from '../../db/client.ts';
import { updateSiteSwitches, type SiteService, type SiteSwitches } from '../site/index.ts';
import { writeAudit } from './operators.repo.ts';

/** The back office's site settings: the switches and the maintenance flag, every change audited. */
export class SiteDesk {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
  ) {}

  /** The site's settings as the back office edits them: the switches and the maintenance flag. */
  async settings(): Promise<{ maintenance: boolean; switches: SiteSwitches }> {
    const site = await this.site.get();
    return { maintenance: site.maintenance, switches: site.switches };
  }

  /** Changes some switches, checked as a whole, audited with what each was and became. */
  async updateSettings(operatorId: number, changes: Record<string, unknown>): Promise<SiteSwitches> {
    const switches = await inTransaction(this.db, async (tx) => {
      const updated = await updateSiteSwitches(tx, changes);
      await writeAudit(tx, {
        operatorId,
        action: 'site.settings',
        details: { before: updated.before, after: changes },
      });
      return updated.switches;
    });
    await this.site.changed();
    return switches;
  }

  async setMaintenance(operatorId: number, enabled: boolean): Promise<void> {
    await this.site.setMaintenance(enabled);
    await inTransaction(this.db, (tx) =>
      writeAudit(tx, { operatorId, action: 'site.maintenance', details: { enabled } }),
    );
  }
}
