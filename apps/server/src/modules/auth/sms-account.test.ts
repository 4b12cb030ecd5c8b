import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { siteSettings } from '../site/index.ts';
import { sandboxSmsMessages, verificationCodes } from '../sms/index.ts';
import { users } from '../user/index.ts';
import { createTestApp, testIdentity, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000', SMS_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

async function smsSwitches(switches: { enableRegister: boolean; enableForgetPassword: boolean }) {
  await app.write((tx) =>
    tx
      .update(siteSettings)
      .set({
        settings: sql`${siteSettings.settings} || ${JSON.stringify({ smsConfig: { ...switches, enableWithdraw: false } })}::jsonb`,
      })
      .where(eq(siteSettings.id, 'main')),
  );
  app.services.site.invalidate();
}

let phoneSerial = 0;
/** A fresh Brazilian mobile as typed, and its stored form. */
function newPhone() {
  phoneSerial += 1;
  const typed = `21 9${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${String(phoneSerial).padStart(4, '0')}`;
  return { typed, stored: `55${typed.replace(/\D/g, '')}` };
}

/** The newest code the sandbox provider texted to a stored phone, and how many it texted there. */
async function inbox(stored: string) {
  const rows = await app.database.db
    .select()
    .from(sandboxSmsMessages)
    .where(eq(sandboxSmsMessages.phone, stored))
    .orderBy(desc(sandboxSmsMessages.id));
  return { code: /\d{6}/.exec(rows[0]?.text ?? '')?.[0] ?? '', count: rows.length };
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

/** Registers a player by SMS (username, phone, code); answers the phone and the session. */
async function registerBySms(username = `sms_${Math.random().toString(36).slice(2, 10)}`) {
  const phone = newPhone();
  expect(
    (await app.call({ url: '/api/auth/register/send_code', body: { phone: phone.typed } })).body.status,
  ).toBe(0);
  const { code } = await inbox(phone.stored);
  const answer = await app.call({
    url: '/api/auth/register',
    body: { username, phone: phone.typed, password: 'correct-horse-1', smsCode: code, ...testIdentity() },
  });
  expect(answer.body.status, JSON.stringify(answer.body)).toBe(0);
  return { phone, username, token: answer.body.user.token as string, user: answer.body.user };
}

describe('registration by SMS code', () => {
  it('is refused while smsConfig.enableRegister is off, and registration needs no code then', async () => {
    await smsSwitches({ enableRegister: false, enableForgetPassword: false });
    const phone = newPhone();
    const send = await app.call({ url: '/api/auth/register/send_code', body: { phone: phone.typed } });
    expect(send.body.status).toBe(STATUS.SMS_REGISTER_DISABLED);
    expect(send.body.message).toBe('SMS_REGISTER_DISABLED');
    expect((await inbox(phone.stored)).count).toBe(0);
    const plain = await app.call({
      url: '/api/auth/register',
      body: { phone: phone.typed, password: 'correct-horse-1', ...testIdentity() },
    });
    expect(plain.body.status).toBe(0);
    expect(plain.body.user.phoneChecked).toBe(false);
  });

  it('needs the phone and its code, spends the code once, and marks the phone verified', async () => {
    await smsSwitches({ enableRegister: true, enableForgetPassword: false });
    const noPhone = await app.call({
      url: '/api/auth/register',
      body: { username: 'nophone_1', password: 'correct-horse-1' },
    });
    expect(noPhone.body.status).toBe(STATUS.PHONE_REQUIRED);
    expect(noPhone.body.message).toBe('REGISTER_PHONE_REQUIRED');

    const phone = newPhone();
    const noCode = await app.call({
      url: '/api/auth/register',
      body: { phone: phone.typed, password: 'correct-horse-1' },
    });
    expect(noCode.body.status).toBe(STATUS.SMS_CODE_REQUIRED);

    expect(
      (await app.call({ url: '/api/auth/register/send_code', body: { phone: phone.typed } })).body.status,
    ).toBe(0);
    const { code } = await inbox(phone.stored);
    const body = {
      username: `reg_${phoneSerial}x`,
      phone: phone.typed,
      password: 'correct-horse-1',
      ...testIdentity(),
    };
    const wrong = await app.call({ url: '/api/auth/register', body: { ...body, smsCode: wrongOf(code) } });
    expect(wrong.body.status).toBe(STATUS.SMS_CODE_INVALID);
    const [counted] = await app.database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, phone.stored), eq(verificationCodes.purpose, 'register')));
    expect(counted?.attempts).toBe(1);

    const created = await app.call({ url: '/api/auth/register', body: { ...body, smsCode: code } });
    expect(created.body.status).toBe(0);
    expect(created.body.user.phone).toBe(phone.stored);
    expect(created.body.user.phoneChecked).toBe(true);
    expect(created.body.user.username).toBe(body.username);

    // The code is spent; the phone is taken now, which neither call tells (see enumeration.test.ts).
    const again = await app.call({
      url: '/api/auth/register',
      body: { ...body, username: `reg_${phoneSerial}y`, smsCode: code },
    });
    expect(again.body.status).toBe(STATUS.SMS_CODE_INVALID);
    const takenSend = await app.call({ url: '/api/auth/register/send_code', body: { phone: phone.typed } });
    expect(takenSend.body.status).toBe(0);
    expect((await inbox(phone.stored)).code).toBe('');
  });

  it('spends the code before a taken name is told, and refuses an expired one or one for another purpose', async () => {
    await smsSwitches({ enableRegister: true, enableForgetPassword: false });
    const taken = await registerBySms();
    const phone = newPhone();
    await app.call({ url: '/api/auth/register/send_code', body: { phone: phone.typed } });
    const { code } = await inbox(phone.stored);
    // The taken username is told only to whoever spent a code for it.
    const clash = await app.call({
      url: '/api/auth/register',
      body: {
        username: taken.username,
        phone: phone.typed,
        password: 'correct-horse-1',
        smsCode: code,
        ...testIdentity(),
      },
    });
    expect(clash.body.status).toBe(STATUS.USERNAME_TAKEN);
    // A password reset cannot spend a registration code.
    await smsSwitches({ enableRegister: true, enableForgetPassword: true });
    const crossed = await app.call({
      url: '/api/auth/password/reset',
      body: { phone: phone.typed, code, password: 'another-horse-2' },
    });
    expect(crossed.body.status).toBe(STATUS.SMS_CODE_INVALID);

    await app.call({ url: '/api/auth/register/send_code', body: { phone: phone.typed } });
    const fresh = (await inbox(phone.stored)).code;
    await app.write((tx) =>
      tx
        .update(verificationCodes)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(verificationCodes.phone, phone.stored)),
    );
    const expired = await app.call({
      url: '/api/auth/register',
      body: { phone: phone.typed, password: 'correct-horse-1', smsCode: fresh, ...testIdentity() },
    });
    expect(expired.body.status).toBe(STATUS.SMS_CODE_INVALID);
  });

  it('validates the input', async () => {
    await smsSwitches({ enableRegister: true, enableForgetPassword: false });
    expect(
      (await app.call({ url: '/api/auth/register/send_code', body: { phone: '<script>' } })).body.status,
    ).toBe(STATUS.INVALID_INPUT);
    const badRule = await app.call({ url: '/api/auth/register/send_code', body: { phone: '01 2345-6789' } });
    expect(badRule.body.status).toBe(STATUS.INVALID_INPUT);
    expect(badRule.body.message).toBe('PHONE_RULE');
    expect(
      (
        await app.call({
          url: '/api/auth/register',
          body: { phone: '21 98765-4321', password: 'correct-horse-1', smsCode: '12ab56' },
        })
      ).body.status,
    ).toBe(STATUS.INVALID_INPUT);
  });
});

describe('forgot password by SMS code', () => {
  it('answers FORGET_PASSWORD_DISABLED on both calls while the switch is off', async () => {
    await smsSwitches({ enableRegister: false, enableForgetPassword: false });
    const send = await app.call({ url: '/api/auth/password/send_code', body: { phone: '21 98765-4321' } });
    expect(send.body.status).toBe(STATUS.FORGET_PASSWORD_DISABLED);
    expect(send.body.message).toBe('FORGET_PASSWORD_DISABLED');
    const reset = await app.call({
      url: '/api/auth/password/reset',
      body: { phone: '21 98765-4321', code: '123456', password: 'another-horse-2' },
    });
    expect(reset.body.status).toBe(STATUS.FORGET_PASSWORD_DISABLED);
  });

  it('sets the new password, ends every session, and the code works once', async () => {
    await smsSwitches({ enableRegister: true, enableForgetPassword: true });
    const player = await registerBySms();
    const second = await app.call({
      url: '/api/auth/login',
      body: { username: player.username, password: 'correct-horse-1' },
    });
    expect(second.body.status).toBe(0);
    // Both sessions are known (and cached for the game calls) before the reset.
    expect((await app.call({ url: '/api/auth/user_info', token: player.token })).body.status).toBe(0);
    await app.services.sessions.identify(second.body.user.token);

    expect(
      (await app.call({ url: '/api/auth/password/send_code', body: { phone: player.phone.typed } })).body
        .status,
    ).toBe(0);
    const { code } = await inbox(player.phone.stored);
    const wrong = await app.call({
      url: '/api/auth/password/reset',
      body: { phone: player.phone.typed, code: wrongOf(code), password: 'another-horse-2' },
    });
    expect(wrong.body.status).toBe(STATUS.SMS_CODE_INVALID);
    const reset = await app.call({
      url: '/api/auth/password/reset',
      body: { phone: player.phone.typed, code, password: 'another-horse-2' },
    });
    expect(reset.body.status).toBe(0);

    for (const token of [player.token, second.body.user.token as string]) {
      expect((await app.call({ url: '/api/auth/user_info', token })).body.status).toBe(STATUS.LOGIN_EXPIRED);
      await expect(app.services.sessions.identify(token)).rejects.toMatchObject({
        status: STATUS.LOGIN_EXPIRED,
      });
    }
    const oldLogin = await app.call({
      url: '/api/auth/login',
      body: { username: player.username, password: 'correct-horse-1' },
    });
    expect(oldLogin.body.status).toBe(STATUS.INVALID_CREDENTIALS);
    const newLogin = await app.call({
      url: '/api/auth/login',
      body: { username: player.username, password: 'another-horse-2' },
    });
    expect(newLogin.body.status).toBe(0);

    const reused = await app.call({
      url: '/api/auth/password/reset',
      body: { phone: player.phone.typed, code, password: 'third-horse-3' },
    });
    expect(reused.body.status).toBe(STATUS.SMS_CODE_INVALID);
  });

  it('answers an unknown or unverified phone like a known one, sends nothing, and counts the same limits', async () => {
    await smsSwitches({ enableRegister: false, enableForgetPassword: true });
    const unverified = newPhone();
    expect(
      (
        await app.call({
          url: '/api/auth/register',
          body: { phone: unverified.typed, password: 'correct-horse-1', ...testIdentity() },
        })
      ).body.status,
    ).toBe(0);
    const unknown = newPhone();
    for (const phone of [unknown, unverified]) {
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const answer = await app.call({ url: '/api/auth/password/send_code', body: { phone: phone.typed } });
        answers.push([answer.body.status, answer.body.message]);
      }
      expect(answers.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => [0, undefined]));
      expect(answers[5]?.[0]).toBe(STATUS.RATE_LIMITED);
      expect((await inbox(phone.stored)).count).toBe(0);
      const reset = await app.call({
        url: '/api/auth/password/reset',
        body: { phone: phone.typed, code: '123456', password: 'another-horse-2' },
      });
      expect(reset.body.status).toBe(STATUS.SMS_CODE_INVALID);
    }
    // A registered, verified phone hits the same limit at the same count.
    await smsSwitches({ enableRegister: true, enableForgetPassword: true });
    const known = await registerBySms();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push(
        (await app.call({ url: '/api/auth/password/send_code', body: { phone: known.phone.typed } })).body
          .status,
      );
    // One send was the registration's, so the fifth reset code is the sixth text of the hour.
    expect(answers).toEqual([0, 0, 0, 0, STATUS.RATE_LIMITED]);
  });

  it('validates the input', async () => {
    await smsSwitches({ enableRegister: false, enableForgetPassword: true });
    const short = await app.call({
      url: '/api/auth/password/reset',
      body: { phone: '21 98765-4321', code: '123456', password: 'short' },
    });
    expect(short.body.status).toBe(STATUS.INVALID_INPUT);
    expect(short.body.message).toBe('PASSWORD_RULE');
    expect(
      (await app.call({ url: '/api/auth/password/send_code', body: { phone: 'x'.repeat(40) } })).body.status,
    ).toBe(STATUS.INVALID_INPUT);
  });
});

describe('phone verification in the account area', () => {
  it('needs a login', async () => {
    const answer = await app.call({ url: '/api/user/phone/send_code', body: { phone: '21 98765-4321' } });
    expect(answer.body.status).toBe(STATUS.LOGIN_REQUIRED);
  });

  it('sets a new phone, verified, with the code sent to it; a used or wrong code does not', async () => {
    await smsSwitches({ enableRegister: false, enableForgetPassword: false });
    const registered = await app.call({
      url: '/api/auth/register',
      body: {
        username: `ph_${Math.random().toString(36).slice(2, 10)}`,
        password: 'correct-horse-1',
        ...testIdentity(),
      },
    });
    const token = registered.body.user.token as string;
    expect(registered.body.user.phoneChecked).toBe(false);
    const phone = newPhone();
    expect(
      (await app.call({ url: '/api/user/phone/send_code', body: { phone: phone.typed }, token })).body.status,
    ).toBe(0);
    const { code } = await inbox(phone.stored);
    const wrong = await app.call({
      url: '/api/user/phone/verify',
      body: { phone: phone.typed, code: wrongOf(code) },
      token,
    });
    expect(wrong.body.status).toBe(STATUS.SMS_CODE_INVALID);
    const verified = await app.call({
      url: '/api/user/phone/verify',
      body: { phone: phone.typed, code },
      token,
    });
    expect(verified.body.status).toBe(0);
    expect(verified.body.model).toEqual({ phone: phone.stored, phoneChecked: true });
    const info = await app.call({ url: '/api/auth/user_info', token });
    expect(info.body.user).toMatchObject({ phone: phone.stored, phoneChecked: true });
    const reused = await app.call({
      url: '/api/user/phone/verify',
      body: { phone: phone.typed, code },
      token,
    });
    expect(reused.body.status).toBe(STATUS.SMS_CODE_INVALID);
  });

  it("sends no code to another account's phone, and a code sent to one phone cannot verify another", async () => {
    await smsSwitches({ enableRegister: true, enableForgetPassword: false });
    const owner = await registerBySms();
    const other = await registerBySms();
    const taken = await app.call({
      url: '/api/user/phone/send_code',
      body: { phone: owner.phone.typed },
      token: other.token,
    });
    expect(taken.body.status).toBe(0);
    expect((await inbox(owner.phone.stored)).code).toBe('');

    const first = newPhone();
    const second = newPhone();
    await app.call({ url: '/api/user/phone/send_code', body: { phone: first.typed }, token: other.token });
    const { code } = await inbox(first.stored);
    const crossed = await app.call({
      url: '/api/user/phone/verify',
      body: { phone: second.typed, code },
      token: other.token,
    });
    expect(crossed.body.status).toBe(STATUS.SMS_CODE_INVALID);
    const [row] = await app.database.db
      .select({ phone: users.phone, phoneChecked: users.phoneChecked })
      .from(users)
      .where(eq(users.id, other.user.userId));
    expect(row).toEqual({ phone: other.phone.stored, phoneChecked: true });
  });
});
