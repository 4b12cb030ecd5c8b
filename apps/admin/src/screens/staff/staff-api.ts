import { operatorSchema, type Operator, type OperatorRole } from '@casino/contracts';
import { z } from 'zod';

import { api } from '../../lib/api';

const operatorsSchema = z.array(operatorSchema);

/** Query key of the staff list. */
export const STAFF_KEY = ['staff'] as const;

/** GET /api/operator/operators: every staff account. */
export async function listOperators(): Promise<Operator[]> {
  const { list } = await api('GET', '/operators');
  return operatorsSchema.parse(list ?? []);
}

/** What a new staff account needs; the password is at least 12 characters. */
export interface NewOperator {
  username: string;
  password: string;
  roles: OperatorRole[];
}

/** POST /api/operator/operators. */
export async function createOperator(operator: NewOperator): Promise<void> {
  await api('POST', '/operators', { body: operator });
}

/** PATCH /api/operator/operators/:id: new roles, or disabling / enabling the account. */
export async function updateOperator(
  id: number,
  changes: { roles?: OperatorRole[]; disabled?: boolean },
): Promise<void> {
  await api('PATCH', `/operators/${id}`, { body: changes });
}

/** POST /api/operator/operators/:id/unlock: lifts the lock after too many failed sign-ins. */
export async function unlockOperator(id: number): Promise<void> {
  await api('POST', `/operators/${id}/unlock`);
}

/** POST /api/operator/operators/:id/totp/reset: removes the operator's authenticator (a lost phone). */
export async function resetOperatorTotp(id: number): Promise<void> {
  await api('POST', `/operators/${id}/totp/reset`);
}
