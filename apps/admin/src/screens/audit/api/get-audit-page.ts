import { auditEntrySchema, pageSchema } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What the audit list is filtered by, and which page. */
export interface AuditFilters {
  /** An operator's username; empty for everyone. */
  operator: string;
  /** An action name (e.g. `player.adjust`); empty for every action. */
  action: string;
  pageNo: number;
  pageSize: number;
}

const auditPageSchema = pageSchema(auditEntrySchema);
/** One page of the audit log, newest entry first. */
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/operator/audit: a page of entries, empty filters left out of the query. */
export async function getAuditPage(filters: AuditFilters): Promise<AuditPage> {
  const answer = await api('GET', '/api/operator/audit', {
    query: {
      operator: filters.operator.trim() || undefined,
      action: filters.action.trim() || undefined,
      pageNo: filters.pageNo,
      pageSize: filters.pageSize,
    },
  });
  return auditPageSchema.parse(answer.page);
}

/** The audit page for the filters; the previous page stays on screen while the next one loads. */
export function useAuditPage(filters: AuditFilters) {
  return useQuery({
    queryKey: ['audit', 'page', filters],
    queryFn: () => getAuditPage(filters),
    placeholderData: keepPreviousData,
  });
}
