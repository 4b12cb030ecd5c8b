import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

/** The code the app shows in the next 30 s step (accepted: one step of clock drift either way). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('players’ authenticator codes are single-use', () => {
  it('refuses to remove the app with the code that bound it, and takes a later code once', async () => {
    const player = await registerPlayer(app);
    const setup = (await app.call({ url: '/api/user/2fa/setup', token: player.token })).body.model;
    const code = await generate({ secret: setup.secret });
    expect(
      (await app.call({ url: '/api/user/2fa/bind', token: player.token, body: { code } })).body.status,
    ).toBe(0);
    const replay = await app.call({ url: '/api/user/2fa/remove', token: player.token, body: { code } });
    expect(replay.body).toMatchObject({
      status: STATUS.TWO_FACTOR_CODE_INVALID,
      message: 'TWO_FACTOR_CODE_USED',
    });

    const later = await nextCode(setup.secret);
    const answers = await Promise.all(
      [1, 2].map(() => app.call({ url: '/api/user/2fa/remove', token: player.token, body: { code: later } })),
    );
    // One removes the app; the other finds the code spent, or (if it came second) no app left.
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(1);
  });
});
