import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Fewest bytes of key accepted: an HMAC key shorter than this could be guessed from the references. */
const MIN_KEY_BYTES = 16;

/**
 * Names players in the report without naming them: HMAC-SHA256(key, user id in decimal), in hex. The
 * same key gives a player the same reference every day, so a receiver can follow them across reports;
 * only the holder of the key can tell who it is (by computing the references of its own users).
 */
export class PlayerPseudonyms {
  /** A fingerprint of the key (not the key): a receiver sees when references stop being comparable. */
  readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length < MIN_KEY_BYTES) throw new Error(`a pseudonym key needs ${MIN_KEY_BYTES} bytes or more`);
    this.keyId = createHmac('sha256', key).update('regulator-report key id').digest('hex').slice(0, 16);
  }

  /** The player's reference. */
  refOf(userId: string): string {
    return createHmac('sha256', this.key).update(userId, 'utf8').digest('hex');
  }
}

/**
 * The key kept in `path` (its text, trimmed). A missing file is created with 32 random bytes (hex,
 * readable by its owner only) when `create` is set; otherwise it is an error, because a new key would
 * silently give every player a new reference.
 */
export function loadPseudonymKey(
  path: string,
  options: { create: boolean },
): { key: Buffer; created: boolean } {
  if (!existsSync(path)) {
    if (!options.create) {
      throw new Error(`no pseudonym key at ${path}: create one (32 random bytes, hex) and keep it safe`);
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
    return { key: Buffer.from(readFileSync(path, 'utf8').trim(), 'utf8'), created: true };
  }
  return { key: Buffer.from(readFileSync(path, 'utf8').trim(), 'utf8'), created: false };
}
