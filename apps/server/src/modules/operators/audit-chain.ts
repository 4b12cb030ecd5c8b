import { sql, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../db/client.ts';

/** The outcome of checking the audit log's hash chain. */
export interface AuditChainCheck {
  /** Entries read. */
  entries: number;
  /** The last entry's hash (hex): worth writing down elsewhere, since it vouches for every entry before it. */
  head: string | null;
  /** The first entry where the chain breaks, and why; absent when the chain is whole. */
  broken?: { seq: number | null; id: number; reason: string };
}

const BATCH = 5000;

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = async (db: Queryable, query: SQL): Promise<ChainRow[]> =>
  ((await db.execute(query)) as unknown as { rows: ChainRow[] }).rows;

interface ChainRow {
  id: number | string;
  seq: number | string | null;
  prev_hash: string | null;
  hash: string | null;
  expected: string | null;
}

/**
 * Recomputes every entry's hash with the database's own `audit_entry_hash` (the function the insert trigger
 * uses), in chain order: each entry must follow the previous one without a gap, carry its hash as
 * `prev_hash`, and hash to what it stores. A changed, removed or inserted-out-of-band entry breaks it.
 */
export async function verifyAuditChain(db: Queryable): Promise<AuditChainCheck> {
  let entries = 0;
  let previous: string | null = null;
  let afterSeq = 0;
  const [loose] = await rowsOf(db, sql`SELECT id, seq FROM audit_log WHERE seq IS NULL LIMIT 1`);
  if (loose)
    return { entries: 0, head: null, broken: { seq: null, id: Number(loose.id), reason: 'not chained' } };

  for (;;) {
    const batch = await rowsOf(
      db,
      sql`
      SELECT id, seq, encode(prev_hash, 'hex') AS prev_hash, encode(hash, 'hex') AS hash,
             encode(audit_entry_hash(prev_hash, seq, operator_id, action, target, details, created_at), 'hex')
               AS expected
        FROM audit_log WHERE seq > ${afterSeq} ORDER BY seq LIMIT ${BATCH}`,
    );
    for (const row of batch) {
      const seq = Number(row.seq);
      const at = { seq, id: Number(row.id) };
      if (seq !== afterSeq + 1)
        return { entries, head: previous, broken: { ...at, reason: `entry ${afterSeq + 1} is missing` } };
      if (row.prev_hash !== previous)
        return { entries, head: previous, broken: { ...at, reason: 'does not follow the previous entry' } };
      if (row.hash !== row.expected)
        return { entries, head: previous, broken: { ...at, reason: 'its fields do not match its hash' } };
      previous = row.hash;
      afterSeq = seq;
      entries += 1;
    }
    if (batch.length < BATCH) return { entries, head: previous };
  }
}
