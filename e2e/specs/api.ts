import { expect, type APIRequestContext } from '@playwright/test';

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

/** A GET of the player API with the client's headers. */
export async function getApi(request: APIRequestContext, path: string, token: string) {
  const st = String(Date.now());
  const response = await request.get(path, {
    headers: {
      [HEADER.serverTime]: st,
      [HEADER.timeChecksum]: timeChecksum(path.split('?')[0] ?? path, st),
      [HEADER.auth]: token,
    },
  });
  return response.json();
}

/** The player's balance as the API reports it. */
export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  return (await getApi(request, '/api/auth/user_info', token)).user.balance as number;
}

/**
 * Deposits `amount` through the sandbox provider like a real deposit (the order, then the provider's "pay"
 * on its hosted page) and waits until the provider's webhook has credited it.
 */
export async function fundByApi(request: APIRequestContext, token: string, amount: number) {
  const order = await callApi(
    request,
    '/api/pay/recharge',
    {
      channelId: 'sandbox-brl',
      amount,
      requestId: `fund-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    },
    token,
  );
  expect(order.status).toBe(0);
  const paymentId = new URL(order.model.payUrl as string).pathname.split('/').pop();
  expect((await request.post(`/sandbox/pay/${paymentId}/pay`)).ok()).toBe(true);
  await expect
    .poll(
      async () =>
        (await callApi(request, '/api/pay/recharge_order', { id: order.model.id }, token)).model?.status,
      {
        timeout: 15_000,
      },
    )
    .toBe('PAID');
}
