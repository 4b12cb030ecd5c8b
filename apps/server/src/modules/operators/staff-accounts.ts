import type { Operator, OperatorRole } from '@casino/contracts';

import { inTransaction, pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { sponsorsFrom } from './approvals.ts';
import {
  findOperatorById,
  insertOperator,
  listOperators,
  lockOperator,
  revokeAllOperatorSessions,
  setOperatorTotp,
  updateOperator,
  writeAudit,
  type OperatorRow,
} from './operators.repo.ts';
import { presentOperator } from './operators.service.ts';
import { voidSettingChangesOf } from './setting-changes.repo.ts';

/**
 * The staff accounts as admins manage them: list, create, change roles, disable, reset a lost TOTP. Each
 * account names its person and keeps its sponsors (who created it or gave it roles: see approvals.ts);
 * disabling an account or taking a role away voids the approvals it gave that still wait for a second
 * person, and the settings changes it proposed.
 */
export class StaffAccounts {
  constructor(private readonly db: Db) {}

  async list(): Promise<Operator[]> {
    return (await listOperators(this.db)).map(presentOperator);
  }

  async create(
    actor: OperatorRow,
    input: { username: string; password: string; roles: OperatorRole[]; person: string },
  ): Promise<Operator> {
    const passwordHash = await hashPassword(input.password);
    try {
      const created = await inTransaction(this.db, async (tx) => {
        const row = await insertOperator(tx, {
          username: input.username,
          passwordHash,
          roles: [...new Set(input.roles)],
          person: input.person,
          sponsors: sponsorsFrom(actor),
        });
        await writeAudit(tx, {
          operatorId: actor.id,
          action: 'operator.create',
          target: row.username,
          details: { roles: row.roles, person: row.person },
        });
        return row;
      });
      return presentOperator(created);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ApiError('USERNAME_TAKEN');
      throw error;
    }
  }

  async update(
    actor: OperatorRow,
    id: number,
    changes: { roles?: OperatorRole[]; disabled?: boolean },
  ): Promise<Operator> {
    const losesAdmin =
      changes.disabled === true || (changes.roles !== undefined && !changes.roles.includes('admin'));
    if (id === actor.id && losesAdmin) throw invalidInput('id', 'OPERATOR_CANNOT_DEMOTE_SELF');
    const updated = await inTransaction(this.db, async (tx) => {
      const target = await lockOperator(tx, id);
      if (!target) throw new ApiError('NOT_FOUND');
      const roles = changes.roles ? [...new Set(changes.roles)] : target.roles;
      const granted = roles.some((role) => !target.roles.includes(role));
      const lost = target.roles.some((role) => !roles.includes(role));
      const voids = changes.disabled === true || lost;
      const row = await updateOperator(tx, id, {
        roles,
        ...(changes.disabled === undefined ? {} : { disabled: changes.disabled }),
        // Whoever gives an account powers is one of its sponsors from then on.
        ...(granted ? { sponsors: sponsorsFrom(actor, target.sponsors) } : {}),
        ...(voids ? { approvalsVoidBefore: new Date() } : {}),
      });
      if (changes.disabled) await revokeAllOperatorSessions(tx, id);
      if (voids) await voidSettingChangesOf(tx, id);
      await writeAudit(tx, {
        operatorId: actor.id,
        action: 'operator.update',
        target: target.username,
        details: { ...changes, ...(voids ? { approvalsVoided: true } : {}) },
      });
      return row;
    });
    if (!updated) throw new ApiError('NOT_FOUND');
    return presentOperator(updated);
  }

  /** Clears an operator's TOTP (a lost phone), audited: their next sign-in is by password, to set it up again. */
  async resetTotp(actor: OperatorRow, id: number): Promise<void> {
    const target = await findOperatorById(this.db, id);
    if (!target) throw new ApiError('NOT_FOUND');
    await inTransaction(this.db, async (tx) => {
      await setOperatorTotp(tx, id, {
        totpSecret: null,
        totpLastStep: null,
        totpPendingSecret: null,
        totpPendingExpiresAt: null,
      });
      await revokeAllOperatorSessions(tx, id);
      await writeAudit(tx, { operatorId: actor.id, action: 'operator.totp.reset', target: target.username });
    });
  }
}
