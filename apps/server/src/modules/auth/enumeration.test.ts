import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { siteSettings } from '../site/index.ts';
import { sandboxSmsMessages, verificationCodes } from '../sms/index.ts';
import { createTestApp, testIdentity, type TestApp } from '../../../test/harness.ts';

/**
 * Issue 33 (9): no answer of the registration, the code-sending calls or the phone verification tells
 * whether a username, phone or CPF belongs to someone, beyond what the caller proved with a code.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000', SMS_SENDS_PER_IP_PER_HOUR: '1000' });
  await app.write((tx) =>
    tx
      .update(siteSettings)
      .set({
        settings: sql`${siteSettings.settings} || ${JSON.stringify({
          smsConfig: { enableRegister: true, enableForgetPassword: true, enableWithdraw: false },
          enabledSmsConfigs: ['LOGIN'],
        })}::jsonb`,
      })
      .where(eq(siteSettings.id, 'main')),
  );
});
afterAll(() => app.close());

let serial = 0;
/** A fresh Brazilian mobile as typed, and its stored form. */
function newPhone() {
  serial += 1;
  const typed = `31 9${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${String(serial).padStart(4, '0')}`;
  return { typed, stored: `55${typed.replace(/\D/g, '')}` };
}

/** The texts the sandbox provider sent to a stored phone, newest first, and the newest code among them. */
async function inbox(stored: string) {
  const rows = await app.database.db
    .select()
    .from(sandboxSmsMessages)
    .where(eq(sandboxSmsMessages.phone, stored))
    .orderBy(desc(sandboxSmsMessages.id));
  const codes = rows.map((row) => /\b\d{6}\b/.exec(row.text)?.[0]).filter((code) => code !== undefined);
  return { code: codes[0] ?? '', codes: codes.length, texts: rows.length };
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

/** A player registered by SMS: their username, phone and CPF. */
async function registerBySms() {
  const phone = newPhone();
  await app.call({ url: '/api/auth/register/send_code', body: { phone: phone.typed } });
  const identity = testIdentity();
  const username = `enum_${Math.random().toString(36).slice(2, 10)}`;
  const answer = await app.call({
    url: '/api/auth/register',
    body: {
      username,
      phone: phone.typed,
      password: 'correct-horse-1',
      smsCode: (await inbox(phone.stored)).code,
      ...identity,
    },
  });
  expect(answer.body.status, JSON.stringify(answer.body)).toBe(0);
  return { username, phone, cpf: identity.cpf, token: answer.body.user.token as string };
}

/** The answers of `count` calls to a code-sending route for one phone. */
async function sends(url: string, phone: string, count: number, token?: string) {
  const answers: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    answers.push((await app.call({ url, body: { phone }, ...(token ? { token } : {}) })).body.status);
  }
  return answers;
}

describe('registration by SMS code', () => {
  it('checks the code before any name, phone or CPF: a wrong code is only ever SMS_CODE_INVALID', async () => {
    const taken = await registerBySms();
    const phone = newPhone();
    await app.call({ url: '/api/auth/register/send_code', body: { phone: phone.typed } });
    const { code } = await inbox(phone.stored);
    const base = {
      phone: phone.typed,
      password: 'correct-horse-1',
      smsCode: wrongOf(code),
      ...testIdentity(),
    };
    const probes = [
      { ...base, username: taken.username },
      { ...base, cpf: taken.cpf },
      { ...base, phone: taken.phone.typed },
    ];
    for (const body of probes) {
      const answer = await app.call({ url: '/api/auth/register', body });
      expect(answer.body.status, JSON.stringify(body)).toBe(STATUS.SMS_CODE_INVALID);
    }
  });

  it('spends a right code before telling that the username is taken', async () => {
    const taken = await registerBySms();
    const phone = newPhone();
    await app.call({ url: '/api/auth/register/send_code', body: { phone: phone.typed } });
    const { code } = await inbox(phone.stored);
    const body = { phone: phone.typed, password: 'correct-horse-1', smsCode: code, ...testIdentity() };
    const clash = await app.call({ url: '/api/auth/register', body: { ...body, username: taken.username } });
    expect(clash.body.status).toBe(STATUS.USERNAME_TAKEN);
    // The same code cannot probe a second name.
    const again = await app.call({
      url: '/api/auth/register',
      body: { ...body, username: `${taken.username}x` },
    });
    expect(again.body.status).toBe(STATUS.SMS_CODE_INVALID);
    const [row] = await app.database.db
      .select({ usedAt: verificationCodes.usedAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, phone.stored), eq(verificationCodes.purpose, 'register')));
    expect(row?.usedAt).not.toBeNull();
  });

  it('answers send_code for a registered phone as for a free one: no code, the same counters, a notice to the owner', async () => {
    const taken = await registerBySms();
    // The registration's code was the hour's first text to the phone: four more, then the limit.
    expect(await sends('/api/auth/register/send_code', taken.phone.typed, 5)).toEqual([
      0,
      0,
      0,
      0,
      STATUS.RATE_LIMITED,
    ]);
    const owner = await inbox(taken.phone.stored);
    expect(owner.codes).toBe(1);
    expect(owner.texts).toBe(5);
    const free = newPhone();
    expect(await sends('/api/auth/register/send_code', free.typed, 6)).toEqual([
      0,
      0,
      0,
      0,
      0,
      STATUS.RATE_LIMITED,
    ]);
  });
});

describe('SMS login', () => {
  it('counts an unknown phone against the same limits as a registered one', async () => {
    const known = await registerBySms();
    const unknown = newPhone();
    expect(await sends('/api/auth/sms/send_code', known.phone.typed, 5)).toEqual([
      0,
      0,
      0,
      0,
      STATUS.RATE_LIMITED,
    ]);
    expect(await sends('/api/auth/sms/send_code', unknown.typed, 6)).toEqual([
      0,
      0,
      0,
      0,
      0,
      STATUS.RATE_LIMITED,
    ]);
    expect((await inbox(unknown.stored)).texts).toBe(0);
  });
});

describe('phone verification in the account area', () => {
  it("answers another account's phone like a free one and never says it is taken", async () => {
    const owner = await registerBySms();
    const other = await registerBySms();
    const answers = await sends('/api/user/phone/send_code', owner.phone.typed, 5, other.token);
    expect(answers).toEqual([0, 0, 0, 0, STATUS.RATE_LIMITED]);
    expect((await inbox(owner.phone.stored)).codes).toBe(1);
    const guessed = await app.call({
      url: '/api/user/phone/verify',
      body: { phone: owner.phone.typed, code: '123456' },
      token: other.token,
    });
    expect(guessed.body.status).toBe(STATUS.SMS_CODE_INVALID);
  });
});
