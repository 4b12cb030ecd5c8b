import { AES_IV_BYTES, encryptedPathOf, reversedSiteKey } from '@casino/contracts';

import { getSiteConfig } from '../site/site-config';

/**
 * The client half of the encrypted game paths (contracts `encrypted-paths.ts`): when the site key is set,
 * the listed game calls go to `/api/v2/…` with the body sealed by AES-256-GCM under SHA-256(reversed sk),
 * and the reply's envelope is opened the same way.
 */
function siteKey(): string {
  try {
    return getSiteConfig().sk;
  } catch {
    return '';
  }
}

const keys = new Map<string, Promise<CryptoKey>>();

function aesKey(sk: string): Promise<CryptoKey> {
  let key = keys.get(sk);
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(reversedSiteKey(sk)))
      .then((digest) => crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']));
    keys.set(sk, key);
  }
  return key;
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The versioned path of a call when encryption is on, with the key to use; undefined otherwise. */
export function encryptionFor(pathname: string, sk = siteKey()): { path: string; sk: string } | undefined {
  if (!sk) return undefined;
  const path = encryptedPathOf(pathname);
  return path ? { path, sk } : undefined;
}

export async function sealText(sk: string, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(AES_IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(sk), new TextEncoder().encode(text)),
  );
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return toBase64(joined);
}

/** Opens a sealed text; undefined when it was not sealed with this key. */
export async function openText(sk: string, data: string): Promise<string | undefined> {
  try {
    const bytes = fromBase64(data);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, AES_IV_BYTES) },
      await aesKey(sk),
      bytes.subarray(AES_IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}
