import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENCRYPTED_CALLS, encryptedPathOf, HEADER, plainPathOf, STATUS } from '@casino/contracts';

import { siteSettings } from '../../src/modules/site/index.ts';
import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../harness.ts';
import { aesKeyOf, decryptText, encryptText } from '../../src/platform/encrypted-paths.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

const SITE_KEY = 'k3y-of-the-site-0123456789abcdef';
const key = aesKeyOf(SITE_KEY);

async function setSiteKey(sk: string) {
  await app.write((tx) =>
    tx
      .update(siteSettings)
      .set({ settings: sql`${siteSettings.settings} || ${JSON.stringify({ sk })}::jsonb` })
      .where(eq(siteSettings.id, 'main')),
  );
  app.services.site.invalidate();
}

/** Calls an encrypted path as the client does and decrypts the reply's envelope. */
async function encryptedCall(url: string, token: string, body: unknown, sealWith = key) {
  const answer = await app.call({
    url,
    token,
    body: { data: encryptText(sealWith, JSON.stringify(body)) },
    headers: { [HEADER.encrypted]: '1' },
  });
  const sealed = answer.body as unknown as { status: number; data?: string };
  const opened = sealed.data ? decryptText(key, sealed.data) : undefined;
  return { outer: answer, envelope: opened ? JSON.parse(opened) : undefined };
}

describe('encrypted game paths', () => {
  it('maps every listed call to /api/v2 and back, and nothing else', () => {
    expect(encryptedPathOf('/api/game/mines/play')).toBe('/api/v2/game/mines/play');
    expect(encryptedPathOf('/api/game/thimbles/cash_out')).toBeUndefined();
    expect(plainPathOf('/api/v2/game/bet_record')).toBe('/api/game/bet_record');
    expect(plainPathOf('/api/v2/auth/login')).toBeUndefined();
    for (const call of ENCRYPTED_CALLS) expect(plainPathOf(encryptedPathOf(call) ?? '')).toBe(call);
  });

  it('are not served while the site key is unset', async () => {
    await setSiteKey('');
    const player = await registerPlayer(app);
    const answer = await encryptedCall('/api/v2/game/bets', player.token, {});
    expect(answer.outer.http).toBe(404);
  });

  it('decrypt the body, run the normal call and encrypt its answer, errors included', async () => {
    await setSiteKey(SITE_KEY);
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 20);

    const opened = await encryptedCall('/api/v2/game/bet', player.token, {
      gameId: 'mines',
      model: { betAmount: 2, mines: 3 },
    });
    expect(opened.outer.raw.headers[HEADER.encrypted.toLowerCase()]).toBe('1');
    expect(opened.outer.body.model).toBeUndefined();
    expect(opened.envelope).toMatchObject({ status: 0, model: { gameId: 'mines', result: 'PENDING' } });
    const id = opened.envelope.model.id as number;

    const early = await encryptedCall('/api/v2/game/mines/cash_out', player.token, { id });
    expect(early.outer.body.status).toBe(STATUS.CASH_OUT_NOT_ALLOWED);
    expect(early.envelope).toMatchObject({
      status: STATUS.CASH_OUT_NOT_ALLOWED,
      message: 'CASH_OUT_NOT_ALLOWED',
    });

    const bad = await encryptedCall('/api/v2/game/mines/play', player.token, { id, spot: 99 });
    expect(bad.envelope.status).toBe(STATUS.INVALID_INPUT);

    // The plain path still works beside the encrypted one.
    const plain = await app.call({ url: '/api/game/bet_result', token: player.token, body: { id } });
    expect(plain.body.model).toMatchObject({ id, result: 'PENDING' });
  });

  it('refuse a body sealed with another key, an unsealed body and a path that is not an encrypted call', async () => {
    await setSiteKey(SITE_KEY);
    const player = await registerPlayer(app);
    const forged = await encryptedCall('/api/v2/game/bets', player.token, {}, aesKeyOf('another-key'));
    expect(forged.envelope).toMatchObject({
      status: STATUS.INVALID_INPUT,
      extra: { reason: 'ENCRYPTED_BODY_INVALID' },
    });

    const unsealed = await app.call({ url: '/api/v2/game/bets', token: player.token, body: {} });
    expect(unsealed.body.status).toBe(STATUS.INVALID_INPUT);

    const unknown = await app.call({ url: '/api/v2/auth/user_info', token: player.token, body: {} });
    expect(unknown.http).toBe(404);
  });
});
