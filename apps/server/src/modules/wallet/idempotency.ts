import { createHash } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import { pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { ApiError } from '../../platform/errors.ts';

const canonical = (value: unknown): string =>
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
  db: Db,
  scope: string,
  key: string,
  params: unknown,
): Promise<T | undefined> {
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!stored) return undefined;
  if (stored.requestHash !== hashParams(params)) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
  return stored.response as T;
}

const hashParams = (params: unknown) => createHash('sha256').update(canonical(params)).digest('hex');

/**
 * Runs a money-moving action once per (scope, key), in one database transaction with the record of its
 * answer. A retry with the same key and the same parameters gets the first answer; the same key with
 * other parameters is IDEMPOTENCY_KEY_REUSED. Two concurrent first calls race on the key's primary key:
 * the loser rolls back everything it did and returns the winner's answer.
 */
export async function once<T>(
  db: Db,
  scope: string,
  key: string,
  params: unknown,
  action: (tx: Db) => Promise<T>,
): Promise<T> {
  const requestHash = hashParams(params);
  const replay = () => storedAnswer<T>(db, scope, key, params);

  const earlier = await replay();
  if (earlier !== undefined) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const response = await action(tx);
      await tx
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash, response: JSON.parse(canonical(response)) });
      return response;
    });
  } catch (error) {
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    const winner = await replay();
    if (winner === undefined) throw error;
    return winner;
  }
}
