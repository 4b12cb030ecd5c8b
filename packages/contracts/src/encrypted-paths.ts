import { CASH_OUT_GAME_IDS, PLAY_GAME_IDS } from './game-ids.ts';

/**
 * Encrypted game paths (spec §7 "Games", DESIGN §2). When the site key `sk` is set, each call below is
 * also served under `/api/v2/…` with an AES-encrypted body (header `SE`) and an encrypted reply:
 * - key: SHA-256 of the site key reversed (32 bytes, AES-256-GCM);
 * - wire: `{ "data": base64(iv[12] ‖ ciphertext ‖ tag[16]) }` of the JSON body; the reply is
 *   `{ "status", "data", "time" }` with the whole envelope encrypted the same way.
 * It is obfuscation on top of TLS, not security: the server validates the decrypted body as usual.
 */
export const ENCRYPTED_PATH_PREFIX = '/api/v2/';

export const ENCRYPTED_CALLS: ReadonlySet<string> = new Set([
  '/api/game/bet',
  '/api/game/bets',
  '/api/game/bet_result',
  '/api/game/bet_record',
  '/api/game/finish_hold',
  '/api/game/finish_all_my_hold',
  '/api/game/crash/stop',
  '/api/game/aviator/stop',
  // Spec §7: play and cash_out of every single-player game that has them (from the game manifests).
  ...PLAY_GAME_IDS.map((game) => `/api/game/${game}/play`),
  ...CASH_OUT_GAME_IDS.map((game) => `/api/game/${game}/cash_out`),
]);

/** `/api/game/bet` → `/api/v2/game/bet`; undefined for a call that has no encrypted path. */
export function encryptedPathOf(pathname: string): string | undefined {
  return ENCRYPTED_CALLS.has(pathname)
    ? `${ENCRYPTED_PATH_PREFIX}${pathname.slice('/api/'.length)}`
    : undefined;
}

/** `/api/v2/game/bet` → `/api/game/bet`; undefined when the versioned path is not an encrypted call. */
export function plainPathOf(pathname: string): string | undefined {
  if (!pathname.startsWith(ENCRYPTED_PATH_PREFIX)) return undefined;
  const plain = `/api/${pathname.slice(ENCRYPTED_PATH_PREFIX.length)}`;
  return ENCRYPTED_CALLS.has(plain) ? plain : undefined;
}

export const ENCRYPTED_HEADER_VALUE = '1';
export const AES_IV_BYTES = 12;

/** The site key as the client and server use it: reversed (spec §3 "sk … reversed before use"). */
export function reversedSiteKey(sk: string): string {
  return [...sk].reverse().join('');
}
