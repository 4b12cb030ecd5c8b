import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';

import type { AuditEntry } from '@casino/contracts';

import type { Queryable } from '../../db/client.ts';
import { auditLog, operators } from './operators.tables.ts';

/** `%` and `_` typed into a filter are literal characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The audit log as the back office reads it: newest first, by operator name and by action prefix
 * (`withdraw.` finds every withdrawal decision), each entry with its chain hash.
 */
export async function listAuditEntries(
  db: Queryable,
  query: { operator?: string | undefined; action?: string | undefined; pageNo: number; pageSize: number },
) {
  const filters: SQL[] = [];
  if (query.operator) filters.push(eq(operators.username, query.operator));
  if (query.action) filters.push(like(auditLog.action, `${escapeLike(query.action)}%`));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, operator: operators.username })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(where),
  ]);
  const content: AuditEntry[] = rows.map(({ entry, operator }) => ({
    seq: entry.seq ?? 0,
    operator,
    action: entry.action,
    target: entry.target,
    details: entry.details,
    createdAt: entry.createdAt.getTime(),
    hash: entry.hash ? Buffer.from(entry.hash).toString('hex') : '',
  }));
  return { content, pageNo: query.pageNo, pageSize: query.pageSize, total: total?.total ?? 0 };
}
