import { isDeepStrictEqual } from 'node:util';

import {
  SECOND_PERSON_SETTINGS,
  withdrawSecondApprovalAboveSchema,
  type PendingSettingChange,
} from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import { updateSiteSwitches, type SiteService, type SiteSwitches } from '../site/index.ts';
import { approvalCounts, approverOf, assertIndependentApprovers } from './approvals.ts';
import { writeAudit, type OperatorRow } from './operators.repo.ts';
import {
  decideSettingChange,
  lockSettingChange,
  pendingSettingChanges,
  proposeSettingChange,
} from './setting-changes.repo.ts';

/** The back office's view of the site's settings: the maintenance flag, the switches, changes waiting. */
export interface SiteDeskSettings {
  maintenance: boolean;
  switches: SiteSwitches;
  /** Changes of second-person settings proposed by one admin, waiting for another to approve them. */
  pendingChanges: PendingSettingChange[];
}

type SecondPersonSetting = (typeof SECOND_PERSON_SETTINGS)[number];

/** Each second-person setting's own rule, checked when it is proposed (the site checks it again when applied). */
const SECOND_PERSON_RULES: Record<SecondPersonSetting, typeof withdrawSecondApprovalAboveSchema> = {
  withdrawSecondApprovalAbove: withdrawSecondApprovalAboveSchema,
};

/**
 * The back office's site settings: the switches and the maintenance flag, every change audited. A setting
 * that guards four eyes (the withdrawals' second-approval amounts) is not changed by one person: a PATCH
 * naming it proposes the change, and another, independent admin approves it (or anyone discards it).
 */
export class SiteDesk {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
  ) {}

  /** The site's settings as the back office edits them, with the changes waiting for a second person. */
  async settings(): Promise<SiteDeskSettings> {
    const [site, pendingChanges] = await Promise.all([this.site.get(), pendingSettingChanges(this.db)]);
    return { maintenance: site.maintenance, switches: site.switches, pendingChanges };
  }

  /**
   * Changes some switches, checked as a whole, audited with what each was and became. A second-person
   * setting among them is proposed instead (when it differs from the current value); the answer holds the
   * switches as they are now, the proposal is among `settings().pendingChanges`.
   */
  async updateSettings(operator: OperatorRow, changes: Record<string, unknown>): Promise<SiteSwitches> {
    const current = (await this.site.get()).switches;
    const proposals = SECOND_PERSON_SETTINGS.filter((key) => Object.hasOwn(changes, key))
      .map((key) => ({ key, value: checkSecondPersonSetting(key, changes[key]) }))
      .filter(({ key, value }) => !isDeepStrictEqual(value, current[key]));
    const direct = Object.fromEntries(
      Object.entries(changes).filter(([key]) => !(SECOND_PERSON_SETTINGS as readonly string[]).includes(key)),
    );
    const applyDirect = Object.keys(direct).length > 0;
    const switches = await inTransaction(this.db, async (tx) => {
      let now = current;
      if (applyDirect) {
        const updated = await updateSiteSwitches(tx, direct);
        await writeAudit(tx, {
          operatorId: operator.id,
          action: 'site.settings',
          details: { before: updated.before, after: direct },
        });
        now = updated.switches;
      }
      for (const { key, value } of proposals) {
        const change = await proposeSettingChange(tx, { key, value, proposedBy: operator.id });
        await writeAudit(tx, {
          operatorId: operator.id,
          action: 'site.settings.proposed',
          target: key,
          details: { changeId: change.id, before: current[key], after: value },
        });
      }
      return now;
    });
    if (applyDirect) await this.site.changed();
    return switches;
  }

  /**
   * Applies a waiting change, approved by `operator`: refused to the proposer, to another account of their
   * person and to their sponsors (approvals.ts), and void once the proposer was disabled or lost a role.
   */
  async approveChange(operator: OperatorRow, id: number): Promise<SiteDeskSettings> {
    await inTransaction(this.db, async (tx) => {
      const change = await lockSettingChange(tx, id);
      if (!change || change.status !== 'PENDING') throw new ApiError('SETTING_CHANGE_NOT_PENDING');
      const proposer = await approverOf(tx, change.proposedBy);
      if (!proposer || !approvalCounts(proposer, change.proposedAt))
        throw new ApiError('SETTING_CHANGE_NOT_PENDING');
      assertIndependentApprovers(proposer, operator);
      const updated = await updateSiteSwitches(tx, { [change.key]: change.value });
      await decideSettingChange(tx, id, { status: 'APPLIED', decidedBy: operator.id });
      await writeAudit(tx, {
        operatorId: operator.id,
        action: 'site.settings.approved',
        target: change.key,
        details: {
          changeId: id,
          proposedBy: proposer.username,
          before: updated.before,
          after: { [change.key]: change.value },
        },
      });
    });
    await this.site.changed();
    return this.settings();
  }

  /** Discards a waiting change (the proposer withdrawing it, or another admin refusing it), audited. */
  async discardChange(operator: OperatorRow, id: number): Promise<SiteDeskSettings> {
    await inTransaction(this.db, async (tx) => {
      const change = await lockSettingChange(tx, id);
      if (!change || change.status !== 'PENDING') throw new ApiError('SETTING_CHANGE_NOT_PENDING');
      await decideSettingChange(tx, id, { status: 'DISCARDED', decidedBy: operator.id });
      await writeAudit(tx, {
        operatorId: operator.id,
        action: 'site.settings.discarded',
        target: change.key,
        details: { changeId: id, value: change.value },
      });
    });
    return this.settings();
  }

  async setMaintenance(operatorId: number, enabled: boolean): Promise<void> {
    await this.site.setMaintenance(enabled);
    await inTransaction(this.db, (tx) =>
      writeAudit(tx, { operatorId, action: 'site.maintenance', details: { enabled } }),
    );
  }
}

/** A proposed value checked by its setting's rule; refused as the site refuses a setting (SETTING_INVALID). */
function checkSecondPersonSetting(key: SecondPersonSetting, value: unknown): unknown {
  const checked = SECOND_PERSON_RULES[key].safeParse(value);
  if (!checked.success) {
    const path = checked.error.issues[0]?.path.join('.');
    throw invalidInput(path ? `${key}.${path}` : key, 'SETTING_INVALID');
  }
  return checked.data;
}
