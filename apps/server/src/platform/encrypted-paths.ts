import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  AES_IV_BYTES,
  ENCRYPTED_HEADER_VALUE,
  encryptedBodySchema,
  HEADER,
  plainPathOf,
  reversedSiteKey,
} from '@casino/contracts';

import { ApiError, invalidInput } from './errors.ts';
import { normalisedPathOf } from './route-path.ts';

const TAG_BYTES = 16;

export function aesKeyOf(sk: string): Buffer {
  return createHash('sha256').update(reversedSiteKey(sk), 'utf8').digest();
}

export function encryptText(key: Buffer, text: string): string {
  const iv = randomBytes(AES_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** Decrypts `data`; undefined when it is not ours (wrong key, cut, or altered). */
export function decryptText(key: Buffer, data: string): string | undefined {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length < AES_IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, AES_IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(AES_IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** Raw requests that arrived on an encrypted path (set before routing, read by the hooks). */
const arrivedEncrypted = new WeakSet<IncomingMessage>();

/**
 * Fastify's `rewriteUrl`: an encrypted path routes to its plain call, remembered as encrypted. Every
 * other URL is left alone, so `/api/v2/…` paths that are not encrypted calls stay unknown (404). The path
 * is read as the router reads every other one (`/api/v2/game/b%65t` is `/api/v2/game/bet`); its ST/STT
 * stays over the path as sent.
 */
export function rewriteEncryptedPath(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const plain = plainPathOf(normalisedPathOf(url));
  if (!plain) return url;
  arrivedEncrypted.add(request);
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? plain : `${plain}${url.slice(queryAt)}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The AES key of a request that came on an encrypted path. */
    encryptionKey?: Buffer;
  }
}

/**
 * The encrypted paths' two halves around the normal route: the body is decrypted before it is parsed
 * and validated, and whatever answer the route gives (errors too) is encrypted on the way out.
 * Served only while the site key is set; otherwise the versioned paths answer 404.
 */
export function registerEncryptedPaths(app: FastifyInstance, siteKey: () => Promise<string>): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!arrivedEncrypted.has(request.raw)) return;
    const sk = await siteKey();
    if (!sk) throw new ApiError('NOT_FOUND', { httpStatus: 404 });
    request.encryptionKey = aesKeyOf(sk);
    if (
      request.method === 'POST' &&
      request.headers[HEADER.encrypted.toLowerCase()] !== ENCRYPTED_HEADER_VALUE
    ) {
      throw invalidInput('SE', 'ENCRYPTED_BODY_REQUIRED');
    }
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    const key = request.encryptionKey;
    if (!key) return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text.trim()) return Readable.from([]);
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      throw invalidInput('data', 'ENCRYPTED_BODY_INVALID');
    }
    const parsed = encryptedBodySchema.safeParse(envelope);
    const plain = parsed.success ? decryptText(key, parsed.data.data) : undefined;
    if (plain === undefined) throw invalidInput('data', 'ENCRYPTED_BODY_INVALID');
    const decrypted = Readable.from([Buffer.from(plain, 'utf8')]);
    (decrypted as Readable & { receivedEncodedLength?: number }).receivedEncodedLength = chunks.reduce(
      (sum, chunk) => sum + chunk.length,
      0,
    );
    return decrypted;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.encryptionKey;
    if (!key || typeof payload !== 'string') return payload;
    let status = 0;
    let time = Date.now();
    try {
      const envelope = JSON.parse(payload) as { status?: unknown; time?: unknown };
      if (typeof envelope.status === 'number') status = envelope.status;
      if (typeof envelope.time === 'number') time = envelope.time;
    } catch {
      return payload;
    }
    reply.header(HEADER.encrypted, ENCRYPTED_HEADER_VALUE);
    return JSON.stringify({ status, data: encryptText(key, payload), time });
  });
}
