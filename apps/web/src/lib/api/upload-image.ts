import {
  HEADER,
  SPEC,
  STATUS,
  uploadedFileSchema,
  type Envelope,
  type UploadedFile,
} from '@casino/contracts';

import { buildRequestHeaders } from './headers';
import { serverNow, syncServerClock } from './server-clock';
import { handleStatus } from './status-handler';

const UPLOAD_PATH = '/api/file/upload';

/** What an upload answered: the stored file, or the server's status and message key. */
export type UploadResult =
  | { ok: true; file: UploadedFile }
  | { ok: false; status: number; message?: string | undefined; extra?: unknown };

/**
 * One multipart POST with the client's usual headers, except the JSON content type (the browser writes
 * the multipart boundary itself).
 */
async function post(file: Blob, fileName: string): Promise<Envelope> {
  const headers = await buildRequestHeaders(UPLOAD_PATH, serverNow());
  delete headers[HEADER.contentType];
  const form = new FormData();
  form.append('file', file, fileName);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SPEC.requestTimeoutMs);
  try {
    const response = await fetch(`${UPLOAD_PATH}?image=true`, {
      method: 'POST',
      headers,
      body: form,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const json = (await response.json().catch(() => null)) as Partial<Envelope> | null;
    // The server answers its refusals (too large 413, not allowed 403, …) with an envelope: show it.
    if (json && typeof json.status === 'number')
      return { ...json, time: json.time ?? serverNow() } as Envelope;
    return {
      status: STATUS.NETWORK_ERROR,
      ...(response.status === 403 ? { message: 'INSUFFICIENT_PERMISSIONS' } : {}),
      time: serverNow(),
    };
  } catch {
    return { status: STATUS.NETWORK_ERROR, time: serverNow() };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Uploads an image (a chat picture, an avatar) through `POST /api/file/upload?image=true` (spec §7). The
 * server checks the type by the content and the size; its refusal comes back to the form to show inline.
 */
export async function uploadImage(file: File): Promise<UploadResult> {
  let answer = await post(file, file.name || 'image');
  if (answer.status === STATUS.REQUEST_EXPIRED) {
    syncServerClock(answer.time);
    answer = await post(file, file.name || 'image');
  }
  if (answer.status !== 0) {
    // Login loss still logs the player out and asks them in; everything else is shown by the form.
    await handleStatus(answer, { pathname: UPLOAD_PATH, noAlert: true, noLogin: false, forced: true });
    return { ok: false, status: answer.status, message: answer.message, extra: answer.extra };
  }
  const parsed = uploadedFileSchema.safeParse(answer.model);
  return parsed.success ? { ok: true, file: parsed.data } : { ok: false, status: STATUS.NETWORK_ERROR };
}
