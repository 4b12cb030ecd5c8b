import type { APIRequestContext } from '@playwright/test';

import { HEADER, timeChecksum } from '@casino/contracts';

/** Calls the player API from a test the way the web client does (ST/STT headers). */
export async function callApi(request: APIRequestContext, path: string, body: unknown = {}, token?: string) {
  const st = String(Date.now());
  const response = await request.post(path, {
    data: body,
    headers: {
      [HEADER.serverTime]: st,
      [HEADER.timeChecksum]: timeChecksum(path, st),
      ...(token ? { [HEADER.auth]: token } : {}),
    },
  });
  return response.json();
}

export const uniqueUsername = () => `e2e_${Math.random().toString(36).slice(2, 10)}`;

export async function registerByApi(request: APIRequestContext) {
  const username = uniqueUsername();
  const password = 'e2e-password-1';
  const body = await callApi(request, '/api/auth/register', { username, password });
  if (body.status !== 0) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return { username, password, token: body.user.token as string };
}
