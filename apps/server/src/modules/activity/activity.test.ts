import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACTIVITY_LIST_MAX, HEADER, homeActivitySchema, startupSettingsSchema } from '@casino/contracts';
import type { MinesState } from '@casino/game-math';

import { gameRounds } from '../games/index.ts';
import { siteSettings } from '../site/index.ts';
import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { SiteService } from '../site/index.ts';
import { maskPlayerName } from './activity.presenter.ts';
import { ActivityTicker } from './activity.service.ts';
import type { ActivityPlay, ActivityQuery } from './activity.sources.ts';

let app: TestApp;
beforeAll(async () => {
  // Every read fresh, so each test sees the rounds it just played.
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000', CACHE_TTL_MS: '0' });
});
afterAll(() => app.close());

const setTicker = (on: boolean) =>
  app.write((tx) =>
    tx
      .update(siteSettings)
      .set({
        settings: sql`${siteSettings.settings} || ${JSON.stringify({ showActivityTicker: on })}::jsonb`,
      })
      .where(eq(siteSettings.id, 'main')),
  );

const activity = async () => {
  const { body } = await app.call({ method: 'GET', url: '/api/home/activity' });
  expect(body.status).toBe(0);
  return homeActivitySchema.parse(body.model);
};

async function minesRound(token: string, outcome: 'win' | 'lose', headers: Record<string, string> = {}) {
  const demo = Object.keys(headers).length > 0;
  const opened = await app.call({
    url: '/api/game/bet',
    token,
    headers,
    body: { gameId: 'mines', model: { betAmount: 10, mines: 3 }, ...(demo ? { demo: true } : {}) },
  });
  expect(opened.body.status).toBe(0);
  const id = opened.body.model.id as number;
  const [row] = await app.database.db.select().from(gameRounds).where(eq(gameRounds.id, id));
  const { mineTiles } = row?.state as MinesState;
  const safe = [...Array(25).keys()].filter((tile) => !mineTiles.includes(tile));
  const play = (spot: number) =>
    app.call({ url: '/api/game/mines/play', token, headers, body: { id, spot } });
  if (outcome === 'lose') {
    await play(mineTiles[0] ?? 0);
  } else {
    await play(safe[0] ?? 0);
    await play(safe[1] ?? 0);
    const paid = await app.call({ url: '/api/game/mines/cash_out', token, headers, body: { id } });
    expect(paid.body.model).toMatchObject({ result: 'WIN', winAmount: 12.59 });
  }
  return id;
}

describe('GET /api/home/activity', () => {
  it('answers empty lists, and startup says so, while the operator has the ticker off', async () => {
    await setTicker(false);
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 100);
    await minesRound(player.token, 'win');
    expect(await activity()).toEqual({ bigWins: [], latestBets: [] });
    const startup = await app.call({ method: 'GET', url: '/api/home/startup?lazy=true' });
    expect(startupSettingsSchema.parse(startup.body.model).showActivityTicker).toBe(false);
  });

  it('shows a win masked in the big wins and the latest bets; a loss only in the latest bets', async () => {
    await setTicker(true);
    const startup = await app.call({ method: 'GET', url: '/api/home/startup?lazy=true' });
    expect(startupSettingsSchema.parse(startup.body.model).showActivityTicker).toBe(true);

    const player = await registerPlayer(app, 'tickerwinner7');
    await fundPlayer(app, player.token, 100);
    const won = await minesRound(player.token, 'win');
    const lost = await minesRound(player.token, 'lose');

    const { body } = await app.call({ method: 'GET', url: '/api/home/activity' });
    expect(JSON.stringify(body)).not.toContain('tickerwinner7');
    const { bigWins, latestBets } = homeActivitySchema.parse(body.model);
    const win = {
      id: `round:${won}`,
      gameId: 'mines',
      gameName: 'GAME_MINES',
      player: 'ti***7',
      betAmount: 10,
      multiplier: 1.25,
      payout: 12.59,
      currencyId: 'BRL',
    };
    expect(bigWins).toContainEqual(expect.objectContaining(win));
    expect(bigWins.some((entry) => entry.id === `round:${lost}`)).toBe(false);
    // Newest first: the loss settled after the win.
    expect(latestBets[0]).toMatchObject({ id: `round:${lost}`, player: 'ti***7', multiplier: 0, payout: 0 });
    expect(latestBets[1]).toMatchObject(win);
    expect(latestBets[0]?.time).toBeGreaterThan(Date.now() - 60_000);
  });

  it('never lists demo rounds nor bets settled before the recent window', async () => {
    await setTicker(true);
    const demoToken = (await app.call({ url: '/api/game/demo/session' })).body.model.token as string;
    const demoRound = await minesRound('', 'win', { [HEADER.demoToken]: demoToken });
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 100);
    const old = await minesRound(player.token, 'win');
    await app.write((tx) =>
      tx
        .update(gameRounds)
        .set({ settledAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) })
        .where(eq(gameRounds.id, old)),
    );
    const { bigWins, latestBets } = await activity();
    const ids = [...bigWins, ...latestBets].map((entry) => entry.id);
    expect(ids).not.toContain(`round:${demoRound}`);
    expect(ids).not.toContain(`round:${old}`);
  });

  it('holds at most the list limit, newest first', async () => {
    await setTicker(true);
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 300);
    for (let index = 0; index <= ACTIVITY_LIST_MAX; index += 1) await minesRound(player.token, 'lose');
    await minesRound(player.token, 'win');
    const { bigWins, latestBets } = await activity();
    expect(latestBets).toHaveLength(ACTIVITY_LIST_MAX);
    expect(bigWins.length).toBeLessThanOrEqual(ACTIVITY_LIST_MAX);
    const times = latestBets.map((entry) => entry.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('ActivityTicker', () => {
  const play = (overrides: Partial<ActivityPlay>): ActivityPlay => ({
    key: 'round:1',
    gameId: 'mines',
    username: 'someone',
    nickname: '',
    currencyId: 'BRL',
    stakeMinor: 1_000n,
    payoutMinor: 0n,
    multiplierX100: 0,
    settledAt: new Date(),
    ...overrides,
  });

  it('serves a burst of visitors from one read, and reads again once its answer is stale', async () => {
    await setTicker(true);
    let clock = 1_000_000;
    const queries: ActivityQuery[] = [];
    const ticker = new ActivityTicker(
      {
        site: new SiteService(app.database.db, 0),
        sources: [
          async (query) => {
            queries.push(query);
            return [play({ key: 'round:9', payoutMinor: 5_000n, multiplierX100: 500 })];
          },
        ],
        gameName: () => 'GAME_MINES',
      },
      { cacheTtlMs: 5_000, now: () => clock },
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => ticker.activity()));
    // One read per list (latest bets, win candidates): not one per visitor.
    expect(queries).toHaveLength(2);
    expect(new Set(answers).size).toBe(1);
    expect(queries.every((query) => query.since.getTime() === clock - 24 * 60 * 60 * 1000)).toBe(true);
    expect(queries.map((query) => query.limit)).toEqual([ACTIVITY_LIST_MAX, 100]);
    clock += 4_000;
    await ticker.activity();
    expect(queries).toHaveLength(2);
    clock += 2_000;
    await ticker.activity();
    expect(queries).toHaveLength(4);
  });

  it('ranks big wins by their value across currencies, and no win that paid less than its stake', async () => {
    await setTicker(true);
    const ticker = new ActivityTicker({
      site: new SiteService(app.database.db, 0),
      sources: [
        async () => [
          // 100 000 IDR ≈ 6.20 USD; 50 BRL ≈ 9 USD; a 0.5x "win" returned less than its stake.
          play({ key: 'round:1', currencyId: 'IDR', stakeMinor: 1_000n, payoutMinor: 100_000n }),
          play({ key: 'round:2', stakeMinor: 1_000n, payoutMinor: 5_000n }),
          play({ key: 'round:3', stakeMinor: 1_000n, payoutMinor: 500n }),
        ],
      ],
      gameName: () => undefined,
    });
    const { bigWins } = await ticker.activity();
    expect(bigWins.map((entry) => entry.id)).toEqual(['round:2', 'round:1']);
    expect(bigWins[0]?.gameName).toBe('mines');
  });
});

describe('maskPlayerName', () => {
  it('never shows a whole name', () => {
    expect(maskPlayerName({ username: 'abcdefz', nickname: '' })).toBe('ab***z');
    expect(maskPlayerName({ username: 'abcd', nickname: '' })).toBe('a***d');
    expect(maskPlayerName({ username: 'abcd', nickname: '  Lucky Ana ' })).toBe('Lu***a');
    expect(maskPlayerName({ username: 'ab', nickname: '' })).toBe('a***');
    expect(maskPlayerName({ username: 'çãoéí😀', nickname: '' })).toBe('çã***😀');
  });
});
