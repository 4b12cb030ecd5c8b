import { translateServerMessage } from '../i18n/server-message';
import { ApiStatusError } from './api-error';

/**
 * The sentence to show for a failed call: the server's message key (its status name when it sent none)
 * translated with `extra`; undefined while nothing failed. A failure that is not an answer is "request failed".
 */
export function refusalText(error: unknown): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof ApiStatusError)) return translateServerMessage(-1, undefined);
  // ApiStatusError writes `status <n>` when the answer carried no message.
  const key = error.message === `status ${error.status}` ? undefined : error.message;
  return translateServerMessage(error.status, key, error.extra);
}
