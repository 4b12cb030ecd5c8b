import { STATUS, uploadedFileSchema, type UploadedFile } from '@casino/contracts';

import { uploadFile } from './upload-file';

const UPLOAD_PATH = '/api/file/upload';

/** What an upload answered: the stored file, or the server's status and message key. */
export type UploadResult =
  | { ok: true; file: UploadedFile }
  | { ok: false; status: number; message?: string | undefined; extra?: unknown };

/**
 * Uploads an image (a chat picture, an avatar) through `POST /api/file/upload?image=true` (spec §7). The
 * server checks the type by the content and the size; its refusal comes back to the form to show inline.
 */
export async function uploadImage(file: File): Promise<UploadResult> {
  const answer = await uploadFile(UPLOAD_PATH, '?image=true', file);
  if (!answer.ok) return answer;
  const parsed = uploadedFileSchema.safeParse(answer.model);
  return parsed.success ? { ok: true, file: parsed.data } : { ok: false, status: STATUS.NETWORK_ERROR };
}
