import { SPEC } from '@casino/contracts';

import { writeLocalJson } from '../../lib/storage/local-storage';

/**
 * The `token` query parameter as a usable token (spec §5): missing, the text "null", or shorter than
 * 10 characters all count as no token, answered as ''.
 */
export function parseTokenParam(value: string | null): string {
  const token = value?.trim() ?? '';
  if (token === 'null' || token.length < SPEC.tokenMinLength) return '';
  return token;
}

/**
 * Step 2 of start-up: a valid token in the address becomes the stored user's token (the user-info call
 * fills in the rest), and the answer is the same address without the token, to reload to. Null when the
 * address holds no valid token.
 */
export function consumeTokenParam(url: URL): string | null {
  const token = parseTokenParam(url.searchParams.get('token'));
  if (!token) return null;
  writeLocalJson('user', { token });
  const clean = new URL(url.href);
  clean.searchParams.delete('token');
  return clean.href;
}
