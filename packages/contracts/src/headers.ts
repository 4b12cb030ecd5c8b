import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Request headers the player client sends (spec §7 "General"). */
export const HEADER = {
  auth: 'Auth',
  device: 'Device',
  accept: 'Accept',
  contentType: 'Content-Type',
  designToken: 'DesignToken',
  app: 'APP',
  version: 'VERSION',
  pwa: 'pwa',
  channel: 'ch',
  gaid: 'GAID',
  afid: 'AFID',
  aid: 'AID',
  browserId: 'BFID',
  tkk: 'Tkk',
  serverTime: 'ST',
  timezone: 'TZ',
  timeChecksum: 'STT',
  language: 'LANG',
  country: 'COUNTRY',
  navToken: 'NAV_TOKEN',
  encrypted: 'SE',
  idempotencyKey: 'Idempotency-Key',
  /** A visitor's demo-play identity (issued by POST /api/game/demo/session); play money only. */
  demoToken: 'Demo-Token',
} as const;

export const DEVICE = { mobile: 'MOBILE', pc: 'PC' } as const;
export type Device = (typeof DEVICE)[keyof typeof DEVICE];

/** How far the client's `ST` may be from the server clock before a request counts as stale. */
export const REQUEST_TIME_TOLERANCE_MS = 120_000;

/**
 * The `STT` checksum: the first 32 hex digits of SHA-256 over `<path>|<ST>`, where path is the URL
 * pathname without the query string. It binds a request's time to its path, so a captured request
 * cannot be replayed on another call or after the tolerance window. The client code is public, so this
 * is integrity against replay and tampering by proxies, not a secret; TLS and tokens do the real work.
 */
export function timeChecksum(pathname: string, serverTimeMs: number | string): string {
  return bytesToHex(sha256(utf8ToBytes(timeChecksumInput(pathname, serverTimeMs)))).slice(
    0,
    TIME_CHECKSUM_HEX_DIGITS,
  );
}

/** What the `STT` checksum hashes, for a client that hashes with its own SHA-256 (the browser's). */
export function timeChecksumInput(pathname: string, serverTimeMs: number | string): string {
  return `${pathname}|${serverTimeMs}`;
}

/** How many leading hex digits of the SHA-256 the `STT` header carries. */
export const TIME_CHECKSUM_HEX_DIGITS = 32;
