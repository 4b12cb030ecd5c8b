import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A bearer token: 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: SHA-256 (a slow hash adds nothing for 256 random bits). */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short human-friendly code (no 0/O or 1/I), e.g. for invite codes. */
export function randomCode(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** An opaque public id with a readable prefix, e.g. `bf_…` for browser ids. */
export function prefixedId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

/** Request ids for the logs: this process's start and a counter (unique per process, cheap, not secret). */
export function requestIds(): () => string {
  const prefix = Date.now().toString(36);
  let next = 0;
  return () => `${prefix}-${(next += 1).toString(36)}`;
}
