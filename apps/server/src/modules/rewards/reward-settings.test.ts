import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  checkinTableSchema,
  moneyRainEventSchema,
  STATUS,
  wheelConfigSchema,
  type MoneyRainEvent,
} from '@casino/contracts';

import { createStaffedTestApp, staffToken, uniqueName, type TestApp } from '../../../test/harness.ts';
import { currencies } from '../site/index.ts';

let app: TestApp;
let marketing: string;

beforeAll(async () => {
  app = await createStaffedTestApp();
  marketing = await staffToken(app, ['marketing']);
  // A currency nothing was configured in (the demo sets BRL, IDR and USD).
  await app.write((tx) =>
    tx
      .insert(currencies)
      .values({ id: 'EUR', symbol: '€', decimalLength: 2, withdrawDecimalLength: 2, usdRate: '1.1' }),
  );
});
afterAll(() => app.close());

const read = (url: string, token = marketing) => app.call({ method: 'GET', url, token });
const write = (method: 'PUT' | 'POST', url: string, body: unknown) =>
  app.call({ method, url, token: marketing, body });

describe('the operator reads back the reward tables it writes', () => {
  it('answers a check-in table in the shape PUT takes, amounts in each currency’s major units', async () => {
    const table = {
      currencyId: 'IDR',
      rows: [
        { vipLevel: 0, rewards: [100, 200, 300, 400, 500, 600, 5000] },
        { vipLevel: 4, rewards: ['1000', 0, 0, 0, 0, 0, 25000] },
      ],
    };
    expect((await write('PUT', '/api/operator/checkin_table', table)).body.status).toBe(0);
    const answer = await read('/api/operator/checkin_table?currencyId=IDR');
    expect(answer.body.status).toBe(0);
    expect(checkinTableSchema.parse(answer.body.model)).toEqual({
      currencyId: 'IDR',
      rows: [
        { vipLevel: 0, rewards: [100, 200, 300, 400, 500, 600, 5000] },
        { vipLevel: 4, rewards: [1000, 0, 0, 0, 0, 0, 25000] },
      ],
    });

    const cents = {
      currencyId: 'USD',
      rows: [{ vipLevel: 0, rewards: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 1.5] }],
    };
    await write('PUT', '/api/operator/checkin_table', cents);
    expect((await read('/api/operator/checkin_table?currencyId=USD')).body.model).toEqual(cents);
    // Read back and saved unchanged, it stays the same table.
    await write('PUT', '/api/operator/checkin_table', cents);
    expect((await read('/api/operator/checkin_table?currencyId=USD')).body.model).toEqual(cents);

    expect((await read('/api/operator/checkin_table?currencyId=EUR')).body.model).toEqual({
      currencyId: 'EUR',
      rows: [],
    });
  });

  it('names a refused amount by its row as sent, the way the editor addresses its cells', async () => {
    const badCheckin = await write('PUT', '/api/operator/checkin_table', {
      currencyId: 'IDR',
      rows: [
        { vipLevel: 0, rewards: [1, 1, 1, 1, 1, 1, 1] },
        { vipLevel: 7, rewards: [1, 1, '1.5', 1, 1, 1, 1] },
      ],
    });
    expect(badCheckin.body.extra).toMatchObject({ field: 'rows.1.rewards.2' });
    const badLadder = await write('PUT', '/api/operator/vip_ladder', {
      levels: [
        { level: 0, name: 'Bronze', depositRequired: 0, betRequired: 0 },
        { level: 5, name: 'Gold', depositRequired: 100, betRequired: '1.001' },
      ],
      rewards: {},
    });
    expect(badLadder.body.extra).toMatchObject({ field: 'levels.1.betRequired' });
  });

  it('answers a wheel in the shape PUT takes, and an empty one where none is set', async () => {
    const wheel = {
      currencyId: 'BRL',
      segments: [
        { weight: 60, amount: 0 },
        { weight: 30, amount: 2.5 },
        { weight: 10, amount: 20 },
      ],
      qualifyDeposit: 30,
      qualifyWager: 0,
    };
    expect((await write('PUT', '/api/operator/wheel', wheel)).body.status).toBe(0);
    const answer = await read('/api/operator/wheel?currencyId=BRL');
    expect(wheelConfigSchema.parse(answer.body.model)).toEqual(wheel);

    expect((await read('/api/operator/wheel?currencyId=EUR')).body.model).toEqual({
      currencyId: 'EUR',
      segments: [],
      qualifyDeposit: null,
      qualifyWager: null,
    });
  });

  it('lists the rains latest start first, with what was caught', async () => {
    const now = Date.now();
    const live = await write('POST', '/api/operator/money_rain', {
      currencyId: 'USD',
      startsAt: now,
      durationSeconds: 60,
      pool: 10,
      packets: 5,
    });
    expect(live.body.status).toBe(0);
    await app.workerTick();
    const player = await app.call({
      url: '/api/auth/register',
      body: { username: uniqueName(), password: 'correct-horse-1', countryId: 'US' },
      ip: '10.50.1.1',
    });
    const grabbed = await app.call({
      url: '/api/redpacket/grab',
      token: player.body.user.token,
      body: { id: live.body.model.id },
    });
    expect(grabbed.body.status).toBe(0);
    const later = await write('POST', '/api/operator/money_rain', {
      currencyId: 'IDR',
      startsAt: now + 3_600_000,
      durationSeconds: 120,
      pool: 50_000,
      packets: 10,
      minVipLevel: 2,
      paysTo: 'cash',
    });
    expect(later.body.status).toBe(0);

    const answer = await read('/api/operator/money_rain');
    expect(answer.body.status).toBe(0);
    const list = answer.body.list.map((rain: unknown) =>
      moneyRainEventSchema.parse(rain),
    ) as MoneyRainEvent[];
    expect(list).toEqual([
      {
        id: later.body.model.id,
        currencyId: 'IDR',
        startsAt: now + 3_600_000,
        durationSeconds: 120,
        pool: 50_000,
        packets: 10,
        minVipLevel: 2,
        paysTo: 'cash',
        wageringMultiplier: 0,
        status: 'SCHEDULED',
        grabbed: 0,
        grabbedAmount: 0,
      },
      {
        id: live.body.model.id,
        currencyId: 'USD',
        startsAt: now,
        durationSeconds: 60,
        pool: 10,
        packets: 5,
        minVipLevel: 0,
        paysTo: 'task_bonus',
        wageringMultiplier: 1,
        status: 'LIVE',
        grabbed: 1,
        grabbedAmount: grabbed.body.model.amount,
      },
    ]);
  });

  it('admits only the roles that may write them', async () => {
    const support = await staffToken(app, ['support']);
    const admin = await staffToken(app, ['admin']);
    for (const url of [
      '/api/operator/checkin_table?currencyId=BRL',
      '/api/operator/vip_ladder',
      '/api/operator/wheel?currencyId=BRL',
      '/api/operator/money_rain',
    ]) {
      expect((await read(url, support)).body.status, url).toBe(STATUS.FORBIDDEN);
      expect((await read(url, admin)).body.status, url).toBe(0);
      expect((await app.call({ method: 'GET', url })).body.status, url).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
    }
  });

  it('refuses a currency that is malformed, missing or not enabled', async () => {
    for (const path of ['/api/operator/checkin_table', '/api/operator/wheel']) {
      for (const query of ['?currencyId=brl', '?currencyId=BRLX', '', '?currencyId=XXX']) {
        const answer = await read(`${path}${query}`);
        expect(answer.body.status, `${path}${query}`).toBe(STATUS.INVALID_INPUT);
        expect(answer.body.extra, `${path}${query}`).toMatchObject({ field: 'currencyId' });
      }
    }
  });
});
