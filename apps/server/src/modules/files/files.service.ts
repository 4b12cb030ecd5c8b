import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { uploadedFileIdSchema, type UploadedFile } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { contentTypeOfStoredName, detectFileType, isImageType } from './file-types.ts';
import { findUploadedFile, insertUploadedFile, type UploadedFileRow } from './files.repo.ts';

/** Uploads one player (or operator) may make per hour: enough for a support chat, not for a file host. */
const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

/** Who uploaded a file: a player or a back-office operator. */
export type FileOwner = { userId: number } | { operatorId: number };

const ownerKey = (owner: FileOwner) =>
  'userId' in owner ? `upload:user:${owner.userId}` : `upload:operator:${owner.operatorId}`;

/** Where a stored file is served from (outside /api, so an <img> can load it without signed headers). */
export const uploadedFileUrl = (id: string) => `/static/upload/${id}`;

/**
 * Files players and support upload: the type is proved by the content's first bytes, the size is capped
 * by config, and the file is stored under DATA_DIR/uploads with a random name that says nothing of the
 * original one.
 */
export class FileService {
  private readonly dir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
    readonly maxBytes: number,
    private readonly attempts: AttemptCounter,
  ) {
    this.dir = join(dataDir, 'uploads');
  }

  async store(owner: FileOwner, content: Buffer, imagesOnly: boolean): Promise<UploadedFile> {
    if (content.length === 0) throw invalidInput('file', 'FILE_REQUIRED');
    if (content.length > this.maxBytes) throw tooLarge(this.maxBytes);
    const type = detectFileType(content);
    if (!type || (imagesOnly && !isImageType(type.contentType))) {
      throw invalidInput('file', imagesOnly ? 'FILE_NOT_AN_IMAGE' : 'FILE_TYPE_NOT_ALLOWED');
    }
    if ((await this.attempts.hit(ownerKey(owner), HOUR_MS)) > UPLOADS_PER_HOUR) {
      throw new ApiError('RATE_LIMITED', {
        extra: { retryAfterMs: await this.attempts.retryAfterMs(ownerKey(owner)) },
      });
    }
    const id = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, id), content, { flag: 'wx' });
    await inTransaction(this.db, (tx) =>
      insertUploadedFile(tx, {
        id,
        userId: 'userId' in owner ? owner.userId : null,
        operatorId: 'operatorId' in owner ? owner.operatorId : null,
        contentType: type.contentType,
        sizeBytes: content.length,
      }),
    );
    return { id, url: uploadedFileUrl(id), contentType: type.contentType, sizeBytes: content.length };
  }

  /** A stored file's bytes and type, or undefined for a name that is not one of ours. */
  async read(id: string): Promise<{ content: Buffer; contentType: string } | undefined> {
    const contentType = contentTypeOfStoredName(id);
    if (!uploadedFileIdSchema.safeParse(id).success || !contentType) return undefined;
    const content = await readFile(join(this.dir, id)).catch(() => undefined);
    return content && { content, contentType };
  }

  /** An image this owner uploaded (players may only send their own files), or NOT_FOUND. */
  async ownImage(id: string, owner: FileOwner): Promise<UploadedFileRow> {
    const row = await findUploadedFile(this.db, id);
    const owned =
      row !== undefined &&
      ('userId' in owner ? row.userId === owner.userId : row.operatorId === owner.operatorId);
    if (!row || !owned) throw invalidInput('imageId', 'FILE_NOT_FOUND');
    if (!isImageType(row.contentType)) throw invalidInput('imageId', 'FILE_NOT_AN_IMAGE');
    return row;
  }
}

export function tooLarge(maxBytes: number): ApiError {
  return new ApiError('REQUEST_TOO_LARGE', { message: 'FILE_TOO_LARGE', extra: { maxBytes } });
}
