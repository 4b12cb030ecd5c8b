import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inTransaction } from '../../db/client.ts';
import {
  createTestApp,
  fundPlayer,
  loseMines,
  testIdentity,
  uniqueName,
  type TestApp,
} from '../../../test/harness.ts';
import { allocateWagering, type WageringBet, type WageringGrant } from './wagering.ts';

const HOUR_MS = 3_600_000;
const grant = (id: number, requiredMinor: bigint, extra: Partial<WageringGrant> = {}): WageringGrant => ({
  id,
  currencyId: 'USD',
  createdAt: 0,
  expiresAt: 72 * HOUR_MS,
  settledAt: null,
  requiredMinor,
  maxBetMinor: null,
  gameWeights: {},
  ...extra,
});
const bet = (stakeMinor: bigint, createdAt = HOUR_MS, gameId = 'mines'): WageringBet => ({
  gameId,
  currencyId: 'USD',
  stakeMinor,
  createdAt,
});

/** Issue 33 finding 3: bonuses wager in the order they were given, and each bet counts once. */
describe('allocateWagering', () => {
  it('gives a bet to the oldest bonus first, and only the rest of it to the next', () => {
    const wagered = allocateWagering([grant(2, 500n), grant(1, 100n)], [bet(500n)]);
    expect(wagered.get(1)).toBe(100n);
    expect(wagered.get(2)).toBe(400n);
  });

  it('counts a bet at its game’s weight, and spends only the stake that was needed', () => {
    // Crash counts half: 100 of the first bonus takes 200 of stake; the other 100 counts 100 for the next.
    const grants = [grant(1, 100n, { gameWeights: { crash: 50 } }), grant(2, 500n)];
    const wagered = allocateWagering(grants, [bet(300n, HOUR_MS, 'crash')]);
    expect(wagered.get(1)).toBe(100n);
    expect(wagered.get(2)).toBe(100n);
  });

  it('skips a bonus a bet cannot count for: before its grant, after its end, above its maximum bet', () => {
    const grants = [
      grant(1, 1_000n, { createdAt: 2 * HOUR_MS }),
      grant(2, 1_000n, { expiresAt: HOUR_MS / 2 }),
      grant(3, 1_000n, { maxBetMinor: 100n }),
      grant(4, 1_000n, { settledAt: HOUR_MS / 2 }),
      grant(5, 1_000n),
    ];
    const wagered = allocateWagering(grants, [bet(300n)]);
    expect([1, 2, 3, 4].map((id) => wagered.get(id))).toEqual([0n, 0n, 0n, 0n]);
    expect(wagered.get(5)).toBe(300n);
  });

  it('keeps what a converted bonus took: the same bets never count twice', () => {
    const grants = [grant(1, 100n, { settledAt: 2 * HOUR_MS }), grant(2, 100n)];
    const wagered = allocateWagering(grants, [bet(100n), bet(50n, 3 * HOUR_MS)]);
    expect(wagered.get(1)).toBe(100n);
    expect(wagered.get(2)).toBe(50n);
  });
});

describe('bonus wagering through the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('releases the older bonus with a bet and only counts the rest of it for the newer one', async () => {
    const registered = await app.call({
      url: '/api/auth/register',
      body: { username: uniqueName(), password: 'correct-horse-1', countryId: 'US', ...testIdentity() },
    });
    const token = registered.body.user.token as string;
    const userId = registered.body.user.userId as number;
    await fundPlayer(app, token, 20, 'sandbox-usd');
    // The check-in's 0.20, to wager 5×: 1.00.
    expect((await app.call({ url: '/api/bonus_task/checkin', token, body: {} })).body.status).toBe(0);
    // Then a 5.00 loyalty bonus to wager once, from a campaign of its own.
    const { rewards } = app.services;
    const campaign = await rewards.campaigns.create(null, {
      kind: 'vip_level_up',
      name: 'Wagering order',
      currencyId: 'USD',
      paysTo: 'task_bonus',
      wageringMultiplier: 1,
      expiryHours: 24,
      gameWeights: {},
      velocityPerHour: 10,
    });
    await rewards.campaigns.fund(null, campaign.id, { amount: 10, reason: 'wagering order test' });
    await inTransaction(app.database.db, (tx) =>
      rewards.granter.grant(tx, {
        userId,
        currencyId: 'USD',
        kind: 'vip_level_up',
        reference: 'wagering-order',
        amountMinor: 500n,
        identities: [`user:${userId}`],
      }),
    );

    // One 5.00 bet: 1.00 of it releases the check-in bonus, the other 4.00 counts for the 5.00 one.
    await loseMines(app, token, 5);
    const bonuses = async () =>
      (await app.call({ method: 'GET', url: '/api/bonus_task/my_bonuses', token })).body.model.grants as {
        amount: number;
        status: string;
        wagered: number;
      }[];
    const byAmount = (list: { amount: number; status: string; wagered: number }[], amount: number) =>
      list.find((item) => item.amount === amount);
    let list = await bonuses();
    expect(byAmount(list, 0.2)).toMatchObject({ status: 'CONVERTED', wagered: 1 });
    expect(byAmount(list, 5)).toMatchObject({ status: 'WAGERING', wagered: 4 });

    await loseMines(app, token, 1);
    list = await bonuses();
    expect(byAmount(list, 5)).toMatchObject({ status: 'CONVERTED', wagered: 5 });
    await rewards.campaigns.setStatus(null, campaign.id, 'ENDED');
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });
});
