import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, randomCpf, STATUS } from '@casino/contracts';

import { marketProfiles } from '../site/index.ts';
import { users } from '../user/index.ts';
import { siteDay } from '../../platform/site-day.ts';
import { createTestApp, testIdentity, uniqueName, type TestApp } from '../../../test/harness.ts';
import { BRAZIL_COMPLIANCE } from '../site/index.ts';

/**
 * Issue 18 item 1: where the market profile asks for identity (Brazil, the demo's default country) a
 * registration carries a CPF (one account each), the full name and the birth date, and a player under the
 * minimum age is refused; elsewhere the fields are optional, checked and kept when given.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

const userCount = async () => (await app.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
/** Accounts holding `cpf` as validated (one at most), and accounts claiming it. */
const cpfRows = async (cpf: string) =>
  (await app.database.db.select({ n: count() }).from(users).where(eq(users.cpf, cpf)))[0]?.n ?? 0;
const claimRows = async (cpf: string) =>
  (await app.database.db.select({ n: count() }).from(users).where(eq(users.cpfClaimed, cpf)))[0]?.n ?? 0;
/** Validates the CPF a player claimed, as a credited deposit from their account or a KYC approval does. */
const validateClaim = (userId: number) =>
  app.write((tx) =>
    tx
      .update(users)
      .set({ cpf: sql`${users.cpfClaimed}` })
      .where(eq(users.id, userId)),
  );

/** The birth date of someone who turns `years` old `daysFromToday` days from today, on Brasília's calendar. */
function birthDateFor(years: number, daysFromToday = 0): string {
  const today = siteDay(Date.now(), BRAZIL_COMPLIANCE.timeZone).date;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // 29 February of a year without one: the day before stands in (born on 28 February, 18 by today).
  const leapless = month === 2 && day === 29 && daysFromToday === 0;
  const date = new Date(Date.UTC(year - years, month - 1, (leapless ? 28 : day) + daysFromToday));
  return date.toISOString().slice(0, 10);
}

/** A registration in a country (BR unless said), with the given fields over a username and password. */
function register(fields: Record<string, unknown>, countryId = 'BR') {
  return app.call({
    url: '/api/auth/register',
    body: { username: uniqueName('id'), password: 'correct-horse-1', countryId, ...fields },
    ip: `10.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

/** `52998224725` as `529.982.247-25`. */
const punctuated = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

describe('registration under a profile that asks for identity (BR)', () => {
  it('refuses a 17-year-old with AGE_REFUSED and writes nothing', async () => {
    const before = await userCount();
    const identity = { ...testIdentity(), birthDate: birthDateFor(18, 1) };
    const answer = await register(identity);
    expect(answer.body).toMatchObject({ status: STATUS.AGE_REFUSED, extra: { minimumAge: 18 } });
    expect(await userCount()).toBe(before);
    expect(await cpfRows(identity.cpf)).toBe(0);
  });

  it('accepts a player who turns 18 today, and keeps the CPF digits (as claimed), the name and the birth date', async () => {
    const identity = { ...testIdentity(), cpf: punctuated(randomCpf()), birthDate: birthDateFor(18) };
    const answer = await register(identity);
    expect(answer.body.status, JSON.stringify(answer.body)).toBe(0);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, answer.body.user.userId));
    expect(row).toMatchObject({
      cpf: null,
      cpfClaimed: identity.cpf.replace(/\D/g, ''),
      fullName: identity.fullName,
      birthDate: identity.birthDate,
    });
    // The client is never sent the CPF, neither at registration nor later.
    const info = await app.call({ method: 'GET', url: '/api/auth/user_info', token: answer.body.user.token });
    for (const user of [answer.body.user, info.body.user]) {
      expect(JSON.stringify(user)).not.toContain(identity.cpf.replace(/\D/g, ''));
      expect(JSON.stringify(user)).not.toContain(identity.cpf);
    }
  });

  it('refuses a CPF whose check digits fail with INVALID_INPUT / CPF_INVALID', async () => {
    const before = await userCount();
    const answer = await register({ ...testIdentity(), cpf: '529.982.247-24' });
    expect(answer.body).toMatchObject({
      status: STATUS.INVALID_INPUT,
      message: 'CPF_INVALID',
      extra: { field: 'cpf' },
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a CPF already validated as an account’s, however it is punctuated', async () => {
    const cpf = randomCpf();
    const first = await register({ ...testIdentity(), cpf });
    expect(first.body.status).toBe(0);
    await validateClaim(first.body.user.userId);
    const before = await userCount();
    for (const variant of [cpf, punctuated(cpf), punctuated(cpf).replace(/\./g, ' ')]) {
      const again = await register({ ...testIdentity(), cpf: variant });
      expect(again.body.status, variant).toBe(STATUS.CPF_TAKEN);
    }
    expect(await userCount()).toBe(before);
    expect(await cpfRows(cpf)).toBe(1);
  });

  it('lets several registrations claim one CPF (none is validated until proved: registration-market.test)', async () => {
    const cpf = randomCpf();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        register({ ...testIdentity(), cpf: index % 2 ? punctuated(cpf) : cpf }),
      ),
    );
    expect(answers.map((answer) => answer.body.status)).toEqual([0, 0, 0, 0]);
    expect(await claimRows(cpf)).toBe(4);
    expect(await cpfRows(cpf)).toBe(0);
  });

  it.each([
    ['cpf', 'CPF_REQUIRED'],
    ['fullName', 'FULL_NAME_REQUIRED'],
    ['birthDate', 'BIRTH_DATE_REQUIRED'],
    ['depositLimit', 'DEPOSIT_LIMIT_REQUIRED'],
  ])('answers a missing %s with INVALID_INPUT / %s and writes nothing', async (field, reason) => {
    const before = await userCount();
    const identity: Record<string, unknown> = testIdentity();
    delete identity[field];
    const answer = await register(identity);
    expect(answer.body).toMatchObject({
      status: STATUS.INVALID_INPUT,
      message: reason,
      extra: { field, reason },
    });
    expect(await userCount()).toBe(before);
  });

  it('sets the deposit limit chosen at sign-up at once, and starts the reality check with the session', async () => {
    const answer = await register({ ...testIdentity(), depositLimit: { period: 'week', value: 150 } });
    expect(answer.body.status, JSON.stringify(answer.body)).toBe(0);
    const view = (await app.call({ url: '/api/responsible', method: 'GET', token: answer.body.user.token }))
      .body.model;
    expect(view.limits).toContainEqual(
      expect.objectContaining({ kind: 'deposit', period: 'week', value: 150, pending: null }),
    );
    expect(view.realityCheck.intervalMinutes).toBe(60);
    expect(view.realityCheck.dueAt).toBeGreaterThan(Date.now() + 59 * 60_000);

    const bad = await register({ ...testIdentity(), depositLimit: { period: 'day', value: 0.001 } });
    expect(bad.body).toMatchObject({ status: STATUS.INVALID_INPUT, extra: { field: 'depositLimit' } });
  });

  it('needs the identity when the country comes from the COUNTRY header or the site default', async () => {
    const bare = { username: uniqueName('id'), password: 'correct-horse-1' };
    const byDefault = await app.call({ url: '/api/auth/register', body: bare, ip: '10.18.251.1' });
    expect(byDefault.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'CPF_REQUIRED' });
    const byHeader = await app.call({
      url: '/api/auth/register',
      body: bare,
      headers: { [HEADER.country]: 'BR' },
      ip: '10.18.251.2',
    });
    expect(byHeader.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'CPF_REQUIRED' });
  });

  it('refuses a birth date in the future, or from before anyone living was born, as DATE_INVALID', async () => {
    for (const birthDate of [birthDateFor(0, 1), '1850-01-01']) {
      const answer = await register({ ...testIdentity(), birthDate });
      expect(answer.body, birthDate).toMatchObject({
        status: STATUS.INVALID_INPUT,
        message: 'DATE_INVALID',
        extra: { field: 'birthDate' },
      });
    }
  });
});

describe('registration under a profile without identity (US)', () => {
  it('registers without a CPF, a name or a birth date', async () => {
    const answer = await register({}, 'US');
    expect(answer.body.status, JSON.stringify(answer.body)).toBe(0);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, answer.body.user.userId));
    expect(row).toMatchObject({ cpf: null, fullName: null, birthDate: null });
  });

  it('still checks and keeps the fields given, and refuses an age below the minimum', async () => {
    const bad = await register({ cpf: '111.111.111-11' }, 'US');
    expect(bad.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'CPF_INVALID' });
    const young = await register({ birthDate: birthDateFor(16) }, 'US');
    expect(young.body.status).toBe(STATUS.AGE_REFUSED);

    const { depositLimit: _none, ...identity } = testIdentity();
    const kept = await register(identity, 'US');
    expect(kept.body.status).toBe(0);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, kept.body.user.userId));
    const { cpf, ...rest } = identity;
    expect(row).toMatchObject({ ...rest, cpf: null, cpfClaimed: cpf });
    // One account per validated CPF holds across markets.
    await validateClaim(kept.body.user.userId);
    expect((await register({ ...testIdentity(), cpf: identity.cpf })).body.status).toBe(STATUS.CPF_TAKEN);
  });

  it('follows the minimum age the operator sets on the profile', async () => {
    const setMinimumAge = (minimumAge: number) =>
      app.write((tx) =>
        tx.update(marketProfiles).set({ compliance: { minimumAge } }).where(eq(marketProfiles.id, 'open')),
      );
    await setMinimumAge(21);
    try {
      const twenty = await register({ birthDate: birthDateFor(20) }, 'US');
      expect(twenty.body).toMatchObject({ status: STATUS.AGE_REFUSED, extra: { minimumAge: 21 } });
      expect((await register({ birthDate: birthDateFor(21) }, 'US')).body.status).toBe(0);
    } finally {
      await setMinimumAge(18);
    }
  });
});
