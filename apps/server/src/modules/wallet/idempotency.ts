import { createHash } from 'node:crypto';

import { inTransaction, run, statement, type Db, type Queryable, type Tx } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';

const FIND = statement(
  'idempotency_find',
  'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
);
const RECORD = statement(
  'idempotency_record',
  'INSERT INTO idempotency_keys (scope, key, request_hash, response) VALUES ($1, $2, $3, $4::jsonb)',
);

/** JSON with sorted keys and bigints as text: the stored form of an answer, and what a request is hashed by. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint'
      ? item.toString()
      : item && typeof item === 'object' && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
        : item,
  );

/**
 * The stored answer of an earlier call with this key, if any (IDEMPOTENCY_KEY_REUSED when its parameters
 * differ). For actions that must check something consumable (an SMS code) only on a first call.
 */
export async function storedAnswer<T>(
  queryable: Queryable,
  scope: string,
  key: string,
  params: unknown,
): Promise<T | undefined> {
  const [stored] = await run(queryable, FIND, [scope, key]);
  if (!stored) return undefined;
  if (stored.request_hash !== hashParams(params)) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
  return stored.response as T;
}

/** The hash a key's first request is recorded with (a retry must match it). */
export const hashParams = (params: unknown) => createHash('sha256').update(canonical(params)).digest('hex');

/**
 * Runs a money-moving action once per (scope, key), in one database transaction with the record of its
 * answer. A retry with the same key and the same parameters gets the first answer; the same key with
 * other parameters is IDEMPOTENCY_KEY_REUSED.
 *
 * The key is looked up only when the attempt fails: a first call costs no extra read. A retry either
 * fails inside the action (its round is already open, its money already spent…) or reaches the record's
 * primary key, which the first call holds; either way it rolls back everything it did and answers with
 * what the first call stored. Two concurrent first calls race the same way.
 */
export async function once<T>(
  db: Db,
  scope: string,
  key: string,
  params: unknown,
  action: (tx: Tx) => Promise<T>,
): Promise<T> {
  const requestHash = hashParams(params);
  try {
    return await inTransaction(db, async (tx) => {
      const response = await action(tx);
      await run(tx, RECORD, [scope, key, requestHash, canonical(response)]);
      return response;
    });
  } catch (error) {
    const first = await storedAnswer<T>(db, scope, key, params);
    if (first === undefined) throw error;
    return first;
  }
}

/**
 * The common table expression that records a call's first answer inside another statement (a hot path's
 * one round trip), named `name`: each argument is SQL text of that statement (its parameters, a column of
 * an earlier expression). Nothing is recorded when `when` is false (a call without a key).
 */
export function recordAnswerCte(
  name: string,
  sqlOf: { scope: string; key: string; requestHash: string; response: string; from: string; when: string },
): string {
  return `${name} AS (
  INSERT INTO idempotency_keys (scope, key, request_hash, response)
  SELECT ${sqlOf.scope}, ${sqlOf.key}, ${sqlOf.requestHash}, ${sqlOf.response}
    FROM ${sqlOf.from} WHERE ${sqlOf.when})`;
}
