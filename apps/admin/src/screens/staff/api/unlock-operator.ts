import { api } from '../../../lib/api';

/** POST /api/operator/operators/:id/unlock: lifts the lock after too many failed sign-ins. */
export async function unlockOperator(id: number): Promise<void> {
  await api('POST', `/operators/${id}/unlock`);
}
