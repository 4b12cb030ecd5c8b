import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS, randomCpf } from '@casino/contracts';

import { SANDBOX_LISTED_CPF } from '../responsible/index.ts';
import { countries } from '../site/index.ts';
import { marketRulesOf, users } from '../user/index.ts';
import { createTestApp, testIdentity, uniqueName, type TestApp } from '../../../test/harness.ts';

/**
 * Issue 33 #2: the market a player is under follows facts they cannot choose freely, not the country the
 * form names; it is fixed on their row; a CPF is theirs only once validated, so typing someone's CPF
 * squats nothing. (The location header is believed only from a listed proxy: 10.0.0.1 here.)
 */
const PROXY = '10.0.0.1';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    GEO_COUNTRY_HEADER: 'X-Geo-Country',
    TRUSTED_PROXIES: PROXY,
  });
});
afterAll(() => app.close());

const register = (
  fields: Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) =>
  app.call({
    url: '/api/auth/register',
    body: { username: uniqueName('mk'), password: 'correct-horse-1', ...fields },
    ...options,
  });
const rowOf = async (userId: number) =>
  (await app.database.db.select().from(users).where(eq(users.id, userId)))[0];

/** A deposit of `amount` BRL, paid from the player's claimed CPF's account (`own`) or someone else's. */
async function deposit(token: string, amount: number, payer: 'pay' | 'pay_third_party') {
  const order = await app.call({
    url: '/api/pay/recharge',
    token,
    body: { channelId: 'sandbox-brl', amount },
    headers: { [HEADER.idempotencyKey]: `mk-${randomBytes(6).toString('hex')}` },
  });
  expect(order.body.status, JSON.stringify(order.body)).toBe(0);
  await app.services.sandbox.complete(
    new URL(order.body.model.payUrl).pathname.split('/').pop() ?? '',
    payer,
  );
  await app.workerTick();
  await app.workerTick();
  const read = await app.call({ url: '/api/pay/recharge_order', token, body: { id: order.body.model.id } });
  return read.body.model.status as string;
}

describe('the market of a registration', () => {
  it('is the currency’s: a US form paying in BRL is under Brazil’s rules, whatever the form or header says', async () => {
    // Brazil asks for a CPF, a full name, a birth date and the deposit-limit choice.
    for (const asked of [{ countryId: 'US' }, {}]) {
      const headers: Record<string, string> = 'countryId' in asked ? {} : { [HEADER.country]: 'US' };
      const bare = await register({ ...asked, currencyId: 'BRL' }, { headers });
      expect(bare.body).toMatchObject({ status: STATUS.INVALID_INPUT, extra: { field: 'cpf' } });
      const minor = await register(
        { ...asked, currencyId: 'BRL', ...testIdentity(), birthDate: '2015-01-01' },
        { headers },
      );
      expect(minor.body.status).toBe(STATUS.AGE_REFUSED);
    }
    const listed = await register({
      countryId: 'US',
      currencyId: 'BRL',
      ...testIdentity(),
      cpf: SANDBOX_LISTED_CPF,
    });
    expect(listed.body.status, JSON.stringify(listed.body)).toBe(STATUS.CENTRALLY_EXCLUDED);

    const joined = await register({ countryId: 'US', currencyId: 'BRL', ...testIdentity() });
    expect(joined.body.status, JSON.stringify(joined.body)).toBe(0);
    const userId = joined.body.user.userId as number;
    const row = await rowOf(userId);
    expect(row).toMatchObject({ countryId: 'BR', currencyId: 'BRL', marketProfileId: 'br' });
    expect((await marketRulesOf(app.database.db, userId)).compliance.identity).toBe('cpf');
  });

  it('keeps a player’s market when their country moves to another profile later', async () => {
    const joined = await register({ countryId: 'US', currencyId: 'USD' });
    expect(joined.body.status).toBe(0);
    const userId = joined.body.user.userId as number;
    const before = (await rowOf(userId))?.marketProfileId ?? null;
    expect(before).not.toBeNull();
    expect(before).not.toBe('br');
    const moveUs = (profile: string | null) =>
      app.write((tx) => tx.update(countries).set({ marketProfileId: profile }).where(eq(countries.id, 'US')));
    await moveUs('br');
    try {
      expect((await marketRulesOf(app.database.db, userId)).profileId).toBe(before);
    } finally {
      await moveUs(before);
    }
  });

  it('refuses a phone of another market (MARKET_MISMATCH), and takes one of the same', async () => {
    const usPhone = await register({ currencyId: 'BRL', ...testIdentity(), phone: '+1 202 555 0147' });
    expect(usPhone.body).toMatchObject({ status: STATUS.MARKET_MISMATCH, extra: { fact: 'phone' } });
    const brPhone = await register({ countryId: 'US', currencyId: 'USD', phone: '+55 11 98765 4321' });
    expect(brPhone.body).toMatchObject({ status: STATUS.MARKET_MISMATCH, extra: { fact: 'phone' } });
    const same = await register({
      countryId: 'BR',
      currencyId: 'BRL',
      ...testIdentity(),
      phone: '11987650000',
    });
    expect(same.body.status, JSON.stringify(same.body)).toBe(0);
  });

  it('refuses a location of another market or of no listed country, believed only from the proxy', async () => {
    const fromProxy = (country: string) => ({ ip: PROXY, headers: { 'x-geo-country': country } });
    const elsewhere = await register({ currencyId: 'BRL', ...testIdentity() }, fromProxy('US'));
    expect(elsewhere.body).toMatchObject({ status: STATUS.MARKET_MISMATCH, extra: { fact: 'location' } });
    const tor = await register({ countryId: 'US', currencyId: 'USD' }, fromProxy('T1'));
    expect(tor.body).toMatchObject({ status: STATUS.MARKET_MISMATCH, extra: { fact: 'location' } });
    const unknown = await register({ countryId: 'US', currencyId: 'USD' }, fromProxy('XX'));
    expect(unknown.body.status).toBe(0);
    const home = await register({ currencyId: 'BRL', ...testIdentity() }, fromProxy('BR'));
    expect(home.body.status).toBe(0);
    // A client reaching the port itself writes what it likes into the header: not believed.
    const direct = await register(
      { currencyId: 'BRL', ...testIdentity() },
      { ip: '198.51.100.7', headers: { 'x-geo-country': 'US' } },
    );
    expect(direct.body.status).toBe(0);
  });
});

describe('a CPF given at registration', () => {
  it('is only claimed: typing another person’s CPF squats nothing, and it becomes the player’s own deposit’s', async () => {
    const victimCpf = randomCpf();
    const squatter = await register({ ...testIdentity(), cpf: victimCpf });
    expect(squatter.body.status).toBe(0);
    expect(await rowOf(squatter.body.user.userId)).toMatchObject({ cpf: null, cpfClaimed: victimCpf });

    // The person the CPF belongs to still registers, and their own account's payment proves it theirs.
    const owner = await register({ ...testIdentity(), cpf: victimCpf });
    expect(owner.body.status, JSON.stringify(owner.body)).toBe(0);
    expect(await deposit(owner.body.user.token, 30, 'pay')).toBe('PAID');
    expect(await rowOf(owner.body.user.userId)).toMatchObject({ cpf: victimCpf });

    // The squatter pays from their own account: not the CPF they typed, so the money goes back.
    expect(await deposit(squatter.body.user.token, 30, 'pay_third_party')).toBe('REFUNDED');
    expect(await rowOf(squatter.body.user.userId)).toMatchObject({ cpf: null, cpfClaimed: victimCpf });

    // Once proved, the CPF has its account: a new registration with it is refused.
    const third = await register({ ...testIdentity(), cpf: victimCpf });
    expect(third.body.status).toBe(STATUS.CPF_TAKEN);
  });
});
