import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { KYC_DOCUMENT_TYPES, kycDocumentIdSchema, type KycDocumentType } from '@casino/contracts';

import { invalidInput } from '../../platform/errors.ts';
import { detectFileType } from '../files/index.ts';
import { tooLarge } from '../files/index.ts';

const isKycType = (contentType: string): contentType is KycDocumentType =>
  (KYC_DOCUMENT_TYPES as readonly string[]).includes(contentType);

/**
 * Where KYC documents live: DATA_DIR/kyc, under a random name with the extension the content proved. Not
 * the public upload folder (/static/upload serves that one to anybody with the link): identity documents
 * are read back only through the operators' audited call.
 */
export class KycDocumentStore {
  private readonly dir: string;

  constructor(
    dataDir: string,
    readonly maxBytes: number,
  ) {
    this.dir = join(dataDir, 'kyc');
  }

  /** Checks a document's size and type (by its first bytes, never its name) and keeps it; its new id. */
  async keep(content: Buffer): Promise<{ id: string; contentType: KycDocumentType; sizeBytes: number }> {
    if (content.length === 0) throw invalidInput('file', 'FILE_REQUIRED');
    if (content.length > this.maxBytes) throw tooLarge(this.maxBytes);
    const type = detectFileType(content);
    if (!type || !isKycType(type.contentType)) throw invalidInput('file', 'KYC_FILE_TYPE_NOT_ALLOWED');
    const id = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFile(join(this.dir, id), content, { flag: 'wx', mode: 0o600 });
    return { id, contentType: type.contentType, sizeBytes: content.length };
  }

  /** A kept document's bytes, or undefined for a name that is not one. */
  async read(id: string): Promise<Buffer | undefined> {
    if (!kycDocumentIdSchema.safeParse(id).success) return undefined;
    return readFile(join(this.dir, id)).catch(() => undefined);
  }
}
