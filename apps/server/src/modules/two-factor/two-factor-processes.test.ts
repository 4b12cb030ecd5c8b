import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS, timeChecksum } from '@casino/contracts';

import { buildApp, type App } from '../../app.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';

/**
 * Two-factor setup on one process and bind on another (a load balancer sends the two calls where it
 * likes): the secret handed out by setup is in the database, not in the memory of the process that made it.
 */
describe('two-factor setup across processes', () => {
  let first: TestApp;
  let second: App;

  beforeAll(async () => {
    first = await createTestApp();
    second = await buildApp({ config: first.config, database: first.database });
  });
  afterAll(async () => {
    await second.http.close();
    await first.close();
  });

  const callSecond = async (url: string, token: string, body: unknown = {}) => {
    const st = String(Date.now());
    const answer = await second.http.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        [HEADER.serverTime]: st,
        [HEADER.timeChecksum]: timeChecksum(url, st),
        [HEADER.auth]: token,
      },
      payload: JSON.stringify(body),
    });
    return answer.json() as { status: number };
  };

  it('binds on the second process a secret set up on the first, once', async () => {
    const player = await registerPlayer(first);
    const setup = (await first.call({ url: '/api/user/2fa/setup', token: player.token })).body.model;
    const code = await generate({ secret: setup.secret });
    expect((await callSecond('/api/user/2fa/bind', player.token, { code })).status).toBe(0);
    // Bound: the setup is spent, a second bind finds nothing to bind.
    expect((await callSecond('/api/user/2fa/bind', player.token, { code })).status).toBe(
      STATUS.TWO_FACTOR_REQUIRED,
    );
  });
});
