import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/**
 * GETs a record without the client's alert: the record page says in its own place why it could not be
 * shown. A non-zero answer is thrown as ApiStatusError.
 */
export async function getRecordModel(path: string): Promise<unknown> {
  return unwrapModel(await apiGet(path, { noAlert: true }));
}
