import { auditVerifySchema, type AuditVerify } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** GET /api/operator/audit/verify: the server recomputes every entry's hash from the first one. */
export async function verifyAuditChain(): Promise<AuditVerify> {
  const answer = await api('GET', '/api/operator/audit/verify');
  return auditVerifySchema.parse(answer.model);
}

/**
 * The check behind "Verify chain". A mutation, not a query: it runs only when asked (it reads the whole
 * log) and its result belongs to that click, not to a cache.
 */
export function useVerifyAuditChain() {
  return useMutation({ mutationFn: verifyAuditChain });
}
