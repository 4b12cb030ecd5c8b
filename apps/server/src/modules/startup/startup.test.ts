import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, sql } from 'drizzle-orm';

import { HEADER, STATUS, siteConfigSchema, startupSettingsSchema } from '@casino/contracts';

import { siteSettings } from '../site/index.ts';
import { users } from '../user/index.ts';

import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/home/startup', () => {
  it('answers every startup setting of the spec', async () => {
    const { body } = await app.call({ method: 'GET', url: '/api/home/startup?lazy=true' });
    expect(body.status).toBe(0);
    const settings = startupSettingsSchema.parse(body.model);
    // The browser reads the answer as it comes (no schema before the first screen): nothing is left to a default.
    expect(settings).toEqual(body.model);
    expect(settings.minBetAmount).toBe(1);
    expect(settings.currencies.map((currency) => currency.id)).toEqual(['BRL', 'IDR', 'USD']);
    expect(settings.currencies.find((currency) => currency.id === 'IDR')?.decimalLength).toBe(0);
    expect(settings.countries.map((country) => country.id)).toEqual(['BR', 'ID', 'US']);
    expect(settings.languages.map((language) => language.id)).toEqual(['en', 'pt', 'id']);
    expect(settings.smsConfig).toEqual({
      enableForgetPassword: false,
      enableRegister: false,
      enableWithdraw: false,
    });
    expect(settings.countryId).toBe('BR');
    expect(settings.currencyId).toBe('BRL');
    expect(settings.language).toBe('en');
    expect(body.model.buildConfig).toBeUndefined();
    expect(body.model.siteConfig).toBeUndefined();
  });

  it('shows no player counts unless the operator switches them on, and then only counted ones', async () => {
    await registerPlayer(app);
    const startup = async () =>
      startupSettingsSchema.parse(
        (await app.call({ method: 'GET', url: '/api/home/startup?lazy=true' })).body.model,
      );
    expect((await startup()).brand).toEqual({ players: 0, winners: 0 });

    await app.write((tx) =>
      tx
        .update(siteSettings)
        .set({
          settings: sql`${siteSettings.settings} || ${JSON.stringify({ showPlayerCounts: true })}::jsonb`,
        })
        .where(eq(siteSettings.id, 'main')),
    );
    const counted = (await startup()).brand;
    const [registered] = await app.write((tx) =>
      tx.select({ count: sql<number>`count(*)::int` }).from(users),
    );
    expect(counted.players).toBeGreaterThan(0);
    expect(counted.players).toBe(registered?.count);
    expect(counted.winners).toBe(0);
  });

  it('lists the payment methods of the recharge channels open to the visitor, not made-up ones', async () => {
    const { body } = await app.call({ method: 'GET', url: '/api/home/startup?lazy=true' });
    expect(startupSettingsSchema.parse(body.model).paymentMethods).toEqual(['PIX (sandbox)']);
  });

  it('follows the COUNTRY and LANG headers when the site has them', async () => {
    const { body } = await app.call({
      method: 'GET',
      url: '/api/home/startup?lazy=true',
      headers: { [HEADER.country]: 'ID', [HEADER.language]: 'pt' },
    });
    expect(body.model).toMatchObject({ countryId: 'ID', currencyId: 'IDR', language: 'pt' });
  });

  it("tells what registering asks for by the visitor's market profile: a CPF in Brazil, none in the US", async () => {
    const registration = async (countryId: string) =>
      startupSettingsSchema.parse(
        (
          await app.call({
            method: 'GET',
            url: '/api/home/startup?lazy=true',
            headers: { [HEADER.country]: countryId },
          })
        ).body.model,
      ).registration;
    expect(await registration('BR')).toEqual({ identity: 'cpf', minimumAge: 18, limitsAtRegistration: true });
    expect(await registration('US')).toEqual({
      identity: 'none',
      minimumAge: 18,
      limitsAtRegistration: false,
    });
  });

  it('says where the market allows no real money (Indonesia: demo play only)', async () => {
    const realMoney = async (countryId: string) =>
      (
        await app.call({
          method: 'GET',
          url: '/api/home/startup?lazy=true',
          headers: { [HEADER.country]: countryId },
        })
      ).body.model.realMoney;
    expect(await realMoney('BR')).toBe(true);
    expect(await realMoney('ID')).toBe(false);
  });

  it('adds the build config for dev=true and the site config without lazy', async () => {
    const { body } = await app.call({ method: 'GET', url: '/api/home/startup?dev=true' });
    expect(body.model.buildConfig).toEqual({ varStyles: {} });
    expect(siteConfigSchema.parse(body.model.siteConfig).currencies).toHaveLength(3);
  });

  it('resolves a real invite code from p or wta and ignores an unknown one', async () => {
    const inviter = await registerPlayer(app);
    const code = inviter.user.inviteCode as string;
    const byP = await app.call({ method: 'GET', url: `/api/home/startup?lazy=true&p=${code.toLowerCase()}` });
    expect(byP.body.model.inviteCode).toBe(code);
    const byWta = await app.call({ method: 'GET', url: `/api/home/startup?lazy=true&wta=${code}` });
    expect(byWta.body.model.inviteCode).toBe(code);
    const unknown = await app.call({ method: 'GET', url: '/api/home/startup?lazy=true&p=NOPE1234' });
    expect(unknown.body.model.inviteCode).toBeNull();
  });

  it('reports the client clock skew from startTime', async () => {
    const { body } = await app.call({
      method: 'GET',
      url: `/api/home/startup?lazy=true&startTime=${Date.now() - 5000}`,
    });
    expect(body.extra.clockSkewMs).toBeGreaterThanOrEqual(5000);
  });
});

describe('site configuration, theme and language pack', () => {
  it('serves the site config with content-addressed keys that the static routes honour', async () => {
    const config = siteConfigSchema.parse(
      (await app.call({ method: 'GET', url: '/api/home/site_config' })).body.model,
    );
    expect(
      config.currencies.map((currency) => [
        currency.id,
        currency.decimalLength,
        currency.withdrawDecimalLength,
      ]),
    ).toEqual([
      ['BRL', 2, 2],
      ['IDR', 0, 0],
      ['USD', 2, 2],
    ]);
    const theme = await app.http.inject({
      method: 'GET',
      url: `/static/theme/${config.designCacheKey}?device=pc`,
    });
    expect(theme.json().model).toHaveProperty('pages');
    expect(theme.headers['cache-control']).toContain('immutable');
    const preview = await app.http.inject({
      method: 'GET',
      url: `/static/theme/${config.designCacheKey}?device=pc&t=1`,
    });
    expect(preview.headers['cache-control']).toBe('no-cache');

    const lang = await app.http.inject({
      method: 'GET',
      url: `/static/lang/${config.langItemsCacheKey}?lang=pt`,
    });
    expect(lang.json().model.INVALID_CREDENTIALS).toBe('Conta ou senha incorreta.');
    expect(lang.headers['cache-control']).toContain('immutable');
  });
});

describe('maintenance', () => {
  it('answers -120 to players while an admin has the site in maintenance, and operators keep working', async () => {
    await app.services.site.setMaintenance(true);
    try {
      expect((await app.call({ method: 'GET', url: '/api/home/startup' })).body.status).toBe(
        STATUS.MAINTENANCE,
      );
      expect((await app.call({ url: '/api/auth/check' })).body.status).toBe(STATUS.MAINTENANCE);
      expect((await app.call({ method: 'GET', url: '/api/operator/auth/me' })).body.status).toBe(
        STATUS.OPERATOR_LOGIN_REQUIRED,
      );
    } finally {
      await app.services.site.setMaintenance(false);
    }
    expect((await app.call({ url: '/api/auth/check' })).body.status).toBe(0);
  });
});
