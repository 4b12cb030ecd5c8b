import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed tokens of the realtime layer: `<base64url payload>.<base64url HMAC-SHA256>`.
 * The init token says who may open a socket; the join token says which module rooms it may enter.
 * Signed with a secret every server process shares, so any process can check any token.
 */
export interface ConnectClaims {
  kind: 'connect';
  /** The player, or null for a visitor. */
  userId: number | null;
  /** The player's session (its token's hash, hex) the socket lives no longer than; null for a visitor. */
  session: string | null;
  /** The client's address as the HTTP side saw it when it asked for the token: what sockets are capped by. */
  ip: string;
  nodeKey: string;
  expiresAt: number;
}

export interface JoinClaims {
  kind: 'join';
  userId: number | null;
  /** The session the token was asked in (null: a visitor's, or the support screens'); only its socket may use it. */
  session?: string | null;
  modules: string[];
  expiresAt: number;
}

export type RealtimeClaims = ConnectClaims | JoinClaims;

export function signClaims(secret: string, claims: RealtimeClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${signature}`;
}

/** The claims of a valid, unexpired token of that kind, or undefined. */
export function verifyClaims<K extends RealtimeClaims['kind']>(
  secret: string,
  token: unknown,
  kind: K,
  now = Date.now(),
): Extract<RealtimeClaims, { kind: K }> | undefined {
  if (typeof token !== 'string' || token.length > 2048) return undefined;
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return undefined;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RealtimeClaims;
    if (claims.kind !== kind || typeof claims.expiresAt !== 'number' || claims.expiresAt <= now)
      return undefined;
    return claims as Extract<RealtimeClaims, { kind: K }>;
  } catch {
    return undefined;
  }
}
