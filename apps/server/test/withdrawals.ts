import { randomBytes } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';

import { HEADER } from '@casino/contracts';

import { siteSettings } from '../src/modules/site/index.ts';
import { accounts } from '../src/modules/wallet/index.ts';
import { fundPlayer, registerPlayer, type TestApp } from './harness.ts';

/** Sets site switches directly, as settings already in force (no back-office flow, no second approver). */
export async function setSiteSwitches(app: TestApp, switches: Record<string, unknown>): Promise<void> {
  await app.write((tx) =>
    tx
      .update(siteSettings)
      .set({ settings: sql`${siteSettings.settings} || ${JSON.stringify(switches)}::jsonb` })
      .where(eq(siteSettings.id, 'main')),
  );
  app.services.site.invalidate();
}

/**
 * A withdrawal of `amount` BRL waiting for review: a new player paid in through the sandbox, their wagering
 * cleared, their PIX details in their own CPF. Answers the order's id.
 */
export async function pendingWithdrawal(app: TestApp, amount: number): Promise<string> {
  const player = await registerPlayer(app);
  await fundPlayer(app, player.token, amount + 10);
  await app.write((tx) =>
    tx
      .update(accounts)
      .set({ wageringMinor: 0n })
      .where(and(eq(accounts.userId, player.user.userId), eq(accounts.kind, 'cash'))),
  );
  await app.call({
    url: '/api/withdraw/info/save',
    token: player.token,
    body: { pixKeyType: 'CPF', pixKey: player.cpf, holderName: 'Maria da Silva', cpf: player.cpf },
  });
  const created = await app.call({
    url: '/api/withdraw/create',
    token: player.token,
    body: { amount },
    headers: { [HEADER.idempotencyKey]: `withdrawal-${randomBytes(6).toString('hex')}` },
  });
  expect(created.body.status, JSON.stringify(created.body)).toBe(0);
  return created.body.model.id as string;
}
