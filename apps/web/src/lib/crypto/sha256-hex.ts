/**
 * SHA-256 of a text as lowercase hex, with the browser's own Web Crypto: no hashing library in the first
 * page's scripts. Web Crypto exists only in a secure context (HTTPS, or localhost); a page served over
 * plain HTTP from a LAN address loads @noble/hashes on first use instead.
 */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return toHex(new Uint8Array(await subtle.digest('SHA-256', bytes)));
  const [{ sha256 }, { bytesToHex }] = await Promise.all([
    import('@noble/hashes/sha2.js'),
    import('@noble/hashes/utils.js'),
  ]);
  return bytesToHex(sha256(bytes));
}

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
