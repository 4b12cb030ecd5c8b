import { HEADER, SPEC, STATUS, type Envelope } from '@casino/contracts';

import { buildRequestHeaders } from './headers';
import { serverNow, syncServerClock } from './server-clock';
import { handleStatus } from './status-handler';

/** What an upload answered: the model, or the server's status, message key and details. */
export type FileUploadResult =
  { ok: true; model: unknown } | { ok: false; status: number; message?: string | undefined; extra?: unknown };

/**
 * One multipart POST with the client's usual headers, except the JSON content type (the browser writes
 * the multipart boundary itself).
 */
async function post(path: string, search: string, file: Blob, fileName: string): Promise<Envelope> {
  const headers = await buildRequestHeaders(path, serverNow());
  delete headers[HEADER.contentType];
  const form = new FormData();
  form.append('file', file, fileName);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SPEC.requestTimeoutMs);
  try {
    const response = await fetch(`${path}${search}`, {
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
 * Uploads one file as multipart to `path` (with `search`, e.g. `?image=true`). A stale clock is synced and
 * the upload sent once more; a lost login still logs the player out and asks them in; every other refusal
 * comes back to the form to show inline.
 */
export async function uploadFile(path: string, search: string, file: File): Promise<FileUploadResult> {
  const name = file.name || 'file';
  let answer = await post(path, search, file, name);
  if (answer.status === STATUS.REQUEST_EXPIRED) {
    syncServerClock(answer.time);
    answer = await post(path, search, file, name);
  }
  if (answer.status !== 0) {
    await handleStatus(answer, { pathname: path, noAlert: true, noLogin: false, forced: true });
    return { ok: false, status: answer.status, message: answer.message, extra: answer.extra };
  }
  return { ok: true, model: answer.model };
}
