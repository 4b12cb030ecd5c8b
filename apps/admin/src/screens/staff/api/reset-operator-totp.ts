import { api } from '../../../lib/api';

/** POST /api/operator/operators/:id/totp/reset: removes the operator's authenticator (a lost phone). */
export async function resetOperatorTotp(id: number): Promise<void> {
  await api('POST', `/operators/${id}/totp/reset`);
}
