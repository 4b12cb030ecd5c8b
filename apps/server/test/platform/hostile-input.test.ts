import { count, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS, timeChecksum } from '@casino/contracts';

import { inTransaction } from '../../src/db/client.ts';
import { auditLog } from '../../src/modules/operators/index.ts';
import { sessions, users } from '../../src/modules/user/index.ts';
import { SIGNATURE_HEADER, signPayload } from '../../src/modules/payments/index.ts';
import {
  createTestApp,
  fundPlayer,
  registerPlayer,
  testIdentity,
  type CallResult,
  type TestApp,
} from '../harness.ts';
import { registerErrorEnvelope } from '../../src/platform/envelope.ts';

/**
 * Issue 12, finding 1: hostile input (a NUL, a lone surrogate, a huge number, an oversized key, an empty
 * change, a broken multipart body) is refused with INVALID_INPUT (or answered normally), never a 500, and
 * never leaves a half-written row behind.
 */
let app: TestApp;
let adminToken: string;
const ADMIN_PASSWORD = 'hostile-admin-password-1';
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';

beforeAll(async () => {
  app = await createTestApp({ OPERATOR_ADMIN_USERNAME: 'root', OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD });
  await app.services.operators.ensureFirstAdmin();
  const login = await app.call({
    url: '/api/operator/auth/login',
    body: { username: 'root', password: ADMIN_PASSWORD },
  });
  adminToken = login.body.model.token;
});
afterAll(() => app.close());

/** The answer was a clean refusal of the input: HTTP 200, INVALID_INPUT. */
function expectRefused(result: CallResult, field?: string) {
  expect(result.http, JSON.stringify(result.body)).toBe(200);
  expect(result.body.status, JSON.stringify(result.body)).toBe(STATUS.INVALID_INPUT);
  if (field !== undefined) expect(result.body.extra?.field).toBe(field);
}

const userCount = async () => (await app.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

let sequence = 0;
const requestId = () => `hostile-${Date.now().toString(36)}-${(sequence += 1)}`;

describe('registration with hostile attribution or identity fields', () => {
  it.each(['tkk', 'navToken', 'aid', 'gaid', 'ch', 'cpf', 'fullName', 'birthDate'])(
    'refuses a NUL or a lone surrogate in %s and creates no user',
    async (field) => {
      const before = await userCount();
      for (const value of [NUL, LONE_SURROGATE]) {
        const result = await app.call({
          url: '/api/auth/register',
          body: {
            username: `hostile_${field}_${sequence++}`,
            password: 'correct-horse-1',
            ...testIdentity(),
            [field]: value,
          },
          ip: `10.12.1.${sequence % 250}`,
        });
        expectRefused(result, field);
        expect(result.body.message).toBe('TEXT_INVALID');
      }
      expect(await userCount()).toBe(before);
    },
  );
});

describe('stored headers with hostile text', () => {
  it('keeps a session without the user agent when that header holds a NUL', async () => {
    const result = await app.call({
      url: '/api/auth/register',
      body: { username: `hostile_ua_${(sequence += 1)}`, password: 'correct-horse-1', ...testIdentity() },
      headers: { 'user-agent': `agent${NUL}` },
      ip: '10.12.2.1',
    });
    expect(result.http).toBe(200);
    expect(result.body.status).toBe(0);
    const stored = await app.database.db
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, result.body.user.userId));
    expect(stored).toEqual([{ userAgent: '' }]);
  });
});

describe('player calls with hostile text', () => {
  it('refuses a NUL channel id on a recharge', async () => {
    const { token } = await registerPlayer(app);
    const result = await app.call({
      url: '/api/pay/recharge',
      token,
      body: { channelId: 'a\u0000', amount: 10 },
      headers: { [HEADER.idempotencyKey]: requestId() },
    });
    expectRefused(result, 'channelId');
  });

  it('refuses a NUL holder name in the withdraw info', async () => {
    const { token } = await registerPlayer(app);
    const result = await app.call({
      url: '/api/withdraw/info/save',
      token,
      body: { pixKeyType: 'CPF', pixKey: '52998224725', holderName: `Maria${NUL}`, cpf: '52998224725' },
    });
    expectRefused(result, 'holderName');
  });

  it('refuses chat text with a NUL or a lone surrogate', async () => {
    const { token } = await registerPlayer(app);
    for (const text of [NUL, LONE_SURROGATE]) {
      expectRefused(await app.call({ url: '/api/chat/send', token, body: { text } }), 'text');
    }
  });

  it('refuses paid-list ids that are not order ids', async () => {
    const { token } = await registerPlayer(app);
    expectRefused(await app.call({ url: '/api/pay/paid_list', token, body: { ids: [NUL] } }));
  });

  it('refuses a multipart upload whose boundary does not match its header', async () => {
    const { token } = await registerPlayer(app);
    const path = '/api/file/upload';
    const st = String(Date.now());
    const raw = await app.http.inject({
      method: 'POST',
      url: `${path}?image=true`,
      payload:
        '--other-boundary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\nPNG\r\n--other-boundary--\r\n',
      headers: {
        'content-type': 'multipart/form-data; boundary=declared-boundary',
        [HEADER.serverTime]: st,
        [HEADER.timeChecksum]: timeChecksum(path, st),
        [HEADER.auth]: token,
      },
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.json().status).toBe(STATUS.INVALID_INPUT);
  });

  it.each(['crash', 'aviator'])('refuses a 3 000-character Idempotency-Key on a %s bet', async (game) => {
    const { token } = await registerPlayer(app);
    await fundPlayer(app, token, 50);
    const result = await app.call({
      url: `/api/game/${game}/bet`,
      token,
      body: { model: { betAmount: 1 } },
      headers: { [HEADER.idempotencyKey]: 'k'.repeat(3_000) },
    });
    expectRefused(result, 'requestId');
  });

  it('refuses a single-player bet option holding a NUL', async () => {
    const { token } = await registerPlayer(app);
    const result = await app.call({
      url: '/api/game/bet',
      token,
      body: { gameId: 'mines', model: { betAmount: 1, mines: NUL }, demo: true },
    });
    expectRefused(result);
  });
});

describe('a signed webhook with hostile text', () => {
  it('rejects an event id holding a NUL as malformed, without a 500', async () => {
    const payload = JSON.stringify({
      id: `evt${NUL}`,
      type: 'payment.succeeded',
      data: { reference: 'R1', providerReference: 'sbx_1', amountMinor: '100', currencyId: 'BRL' },
    });
    const raw = await app.http.inject({
      method: 'POST',
      url: '/api/webhooks/payments/sandbox',
      payload,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(app.config.SANDBOX_PAYMENT_SECRET, payload, Date.now()),
      },
    });
    expect(raw.statusCode).toBe(400);
  });
});

describe('operator calls with hostile input', () => {
  const operator = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
    app.call({ method, url, token: adminToken, ...(body === undefined ? {} : { body }) });

  it('refuses an operator change that changes nothing', async () => {
    const created = await operator('POST', '/api/operator/operators', {
      username: `op-empty-${sequence++}`,
      password: 'operator-password-12',
      roles: ['support'],
      person: `op-empty-${sequence}@staff.test`,
    });
    expectRefused(await operator('PATCH', `/api/operator/operators/${created.body.model.id}`, {}));
    expectRefused(await operator('PATCH', '/api/operator/operators/3', {}));
  });

  it('answers a player search for a huge number or a NUL without a 500', async () => {
    const huge = await operator('GET', '/api/operator/players?q=99999999999999999999999999999');
    expect(huge.http).toBe(200);
    expect(huge.body.status).toBe(0);
    expect(huge.body.page.total).toBe(0);
    expectRefused(await operator('GET', '/api/operator/players?q=%00'), 'q');
    const pageTooFar = await operator('GET', '/api/operator/players?pageNo=99999999999999999999');
    expect(pageTooFar.http).toBe(200);
    expect([0, STATUS.INVALID_INPUT]).toContain(pageTooFar.body.status);
  });

  it('refuses a NUL in a withdraw-standing reason', async () => {
    const { user } = await registerPlayer(app);
    expectRefused(
      await operator('POST', '/api/operator/players/withdraw_standing', {
        userId: user.userId,
        kycVerified: true,
        reason: `because${NUL}`,
      }),
      'reason',
    );
  });

  it('refuses a NUL in a notice title, content or popup', async () => {
    const base = { title: 'Hello', content: 'World', push: false };
    expectRefused(await operator('POST', '/api/operator/notices', { ...base, title: NUL }), 'title');
    expectRefused(await operator('POST', '/api/operator/notices', { ...base, content: LONE_SURROGATE }));
    expectRefused(
      await operator('POST', '/api/operator/notices', { ...base, popup: { buttonText: NUL } }),
      'popup',
    );
    const badKey = await operator('POST', '/api/operator/notices', { ...base, popup: { [NUL]: 'key' } });
    expectRefused(badKey);
    expect(badKey.body.message).toBe('TEXT_INVALID');
  });

  it('refuses a NUL in an operator chat message', async () => {
    const { user } = await registerPlayer(app);
    const conversation = await operator('GET', `/api/operator/chat/players/${user.userId}/conversation`);
    const id = conversation.body.model.conversationId;
    expectRefused(
      await operator('POST', `/api/operator/chat/conversations/${id}/messages`, { text: NUL }),
      'text',
    );
  });

  it('refuses a NUL in a published design or its note', async () => {
    const current = await app.call({
      method: 'GET',
      url: '/api/operator/design/versions',
      token: adminToken,
    });
    expect(current.http).toBe(200);
    expectRefused(
      await operator('POST', '/api/operator/design/publish', {
        theme: { tabs: [], menus: [], pages: [], articles: [], assetMappings: {} },
        note: NUL,
      }),
    );
    expectRefused(
      await operator('POST', '/api/operator/design/publish', {
        theme: {
          tabs: [],
          menus: [],
          pages: [{ id: 'home', type: 'home', items: [{ comId: 'C000001', data: { title: NUL } }] }],
          articles: [],
          assetMappings: {},
        },
      }),
    );
  });
});

describe('a value only the database refuses', () => {
  it.each([
    ['22021 invalid byte sequence', sql`select ${NUL}::text`],
    ['22003 numeric out of range', sql`select ${'99999999999999999999'}::bigint`],
    ['22P02 invalid text representation', sql`select ${'x'}::int`],
    ['22001 string too long', sql.raw(`do $$ declare v varchar(2); begin v := 'abc'; end $$`)],
  ])('answers %s as INVALID_INPUT and keeps nothing of its transaction', async (_name, statement) => {
    const http = Fastify();
    registerErrorEnvelope(http);
    const action = `hostile-probe-${(sequence += 1)}`;
    http.post('/probe', async () =>
      inTransaction(app.database.db, async (tx) => {
        await tx.insert(auditLog).values({ action });
        await tx.execute(statement);
      }),
    );
    const raw = await http.inject({ method: 'POST', url: '/probe' });
    await http.close();
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'INVALID_INPUT' });
    expect(await app.database.db.select().from(auditLog).where(eq(auditLog.action, action))).toEqual([]);
  });
});
