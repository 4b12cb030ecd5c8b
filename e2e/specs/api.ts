import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { HEADER, randomCpf, timeChecksum } from '@casino/contracts';

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

/** A fresh Brazilian mobile number as a player types it (area code 21, nine digits starting 9), and as stored. */
export function uniquePhone(): { phone: string; storedPhone: string } {
  const phone = `21 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return { phone, storedPhone: `55${phone.replace(/\D/g, '')}` };
}

/**
 * The identity an adult registers with where the market asks for one (Brazil, the demo's default): a fresh
 * CPF whose check digits hold, a full name and a birth date.
 */
export function adultIdentity(): { cpf: string; fullName: string; birthDate: string; depositLimit: null } {
  // Brazil asks for the deposit-limit choice at sign-up too: "no limit" here.
  return { cpf: randomCpf(), fullName: 'Ana Clara Souza', birthDate: '1992-03-14', depositLimit: null };
}

/** Types an identity into the open register form's CPF, full name and birth date fields, and picks no deposit limit. */
export async function fillIdentity(page: Page, identity = adultIdentity()): Promise<void> {
  await page.getByTestId('auth-cpf').fill(identity.cpf);
  await page.getByTestId('auth-full-name').fill(identity.fullName);
  await page.getByTestId('auth-birth-date').fill(identity.birthDate);
  // Brazil asks for a deposit-limit choice at sign-up: "no limit" unless the test chooses one itself.
  const limit = page.getByTestId('auth-deposit-limit-period');
  if (await limit.isVisible()) await limit.selectOption('none');
}

/**
 * The newest six-digit code the SANDBOX SMS provider texted to `storedPhone`, read from its inbox page
 * (/sandbox/sms) as a tester would; polled, since the page lists what was sent so far.
 */
export async function codeFromInbox(request: APIRequestContext, storedPhone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/sandbox/sms?lang=en')).text();
        const rows = html.match(/<tr data-testid="sms-row">.*?<\/tr>/g) ?? [];
        const row = rows.find((item) => item.includes(`<td>${storedPhone}</td>`));
        code = row ? /<td class="text">\D*(\d{6})/.exec(row)?.[1] : undefined;
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/**
 * A new player as the demo site registers one (smsConfig.enableRegister): a username, a phone, the code
 * texted to it (read from the sandbox inbox), a password and an adult's identity. The phone is verified.
 */
export async function registerByApi(
  request: APIRequestContext,
  countryId: 'BR' | 'US' = 'BR',
  inviteCode?: string,
) {
  const username = uniqueUsername();
  const password = 'e2e-password-1';
  const brazilian = uniquePhone();
  const phone = brazilian.phone;
  // The country's calling code prefixes a number typed without `+` (55 for Brazil, 1 for the US).
  const storedPhone = countryId === 'BR' ? brazilian.storedPhone : `1${phone.replace(/\D/g, '')}`;
  const sent = await callApi(request, '/api/auth/register/send_code', { phone, countryId });
  if (sent.status !== 0) throw new Error(`register code not sent: ${JSON.stringify(sent)}`);
  const smsCode = await codeFromInbox(request, storedPhone);
  const identity = adultIdentity();
  const body = await callApi(request, '/api/auth/register', {
    username,
    phone,
    password,
    smsCode,
    countryId,
    ...identity,
    ...(inviteCode ? { p: inviteCode } : {}),
  });
  if (body.status !== 0) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return {
    username,
    password,
    phone,
    storedPhone,
    /** The CPF registered, digits only. */
    cpf: identity.cpf,
    token: body.user.token as string,
    userId: body.user.userId as number,
  };
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
export async function fundByApi(
  request: APIRequestContext,
  token: string,
  amount: number,
  channelId = 'sandbox-brl',
) {
  const order = await callApi(
    request,
    '/api/pay/recharge',
    {
      channelId,
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

/** The e2e run's first operator (start-server.ts sets its password). */
const OPERATOR = {
  username: 'admin',
  password: process.env.OPERATOR_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
};

/** Logs the first operator in; its token. */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const body = await (await request.post('/api/operator/auth/login', { data: OPERATOR })).json();
  if (body.status !== 0) throw new Error(`operator login failed: ${JSON.stringify(body)}`);
  return body.model.token as string;
}

/**
 * An invitee who earns the inviter a wheel spin: registered with the invite code (US, SMS), 5 USD deposited and
 * two 2-USD scratch tickets wagered (what the demo wheel asks).
 */
export async function qualifyWheelInvitee(request: APIRequestContext, inviteCode: string) {
  const invitee = await registerByApi(request, 'US', inviteCode);
  await fundByApi(request, invitee.token, 5, 'sandbox-usd');
  for (let ticket = 0; ticket < 2; ticket++) {
    const bet = await callApi(
      request,
      '/api/game/bet',
      { gameId: 'scratch', model: { betAmount: 2, tier: 'classic' } },
      invitee.token,
    );
    expect(bet.status).toBe(0);
    expect(
      (await callApi(request, '/api/game/scratch/reveal', { id: bet.model.id }, invitee.token)).status,
    ).toBe(0);
  }
  return invitee;
}
