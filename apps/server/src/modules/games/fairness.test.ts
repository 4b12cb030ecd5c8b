import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';
import { ENGINES, fairFloats, verifyCommitment, type MinesState } from '@casino/game-math';

import { fairnessSeeds, gameRounds } from './games.tables.ts';
import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../../../test/harness.ts';

/** Issue 34 #4: the next server seed is committed before the player chooses the client seed it will meet. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

const HEX64 = /^[0-9a-f]{64}$/;
const seedsOf = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/game/fairness/seeds', token })).body.model;
const rotate = (token: string, clientSeed?: string) =>
  app.call({ url: '/api/game/fairness/rotate', token, body: clientSeed === undefined ? {} : { clientSeed } });
const bet = (token: string, gameId: string, model: Record<string, unknown>) =>
  app.call({ url: '/api/game/bet', token, body: { gameId, model } });

async function rowsOf(userId: number) {
  return app.database.db
    .select()
    .from(fairnessSeeds)
    .where(eq(fairnessSeeds.owner, `u:${userId}`))
    .orderBy(asc(fairnessSeeds.id));
}

/** The owner's pairs make one chain: one active with a committed next, each pair the one committed before. */
async function expectOneChain(userId: number) {
  const rows = await rowsOf(userId);
  const active = rows.filter((row) => row.revealedAt === null);
  expect(active).toHaveLength(1);
  expect(active[0]).toBe(rows.at(-1));
  expect(verifyCommitment(active[0]?.nextServerSeed ?? '', active[0]?.nextServerSeedHash ?? '')).toBe(true);
  rows.forEach((row, index) => {
    expect(verifyCommitment(row.serverSeed, row.serverSeedHash)).toBe(true);
    const following = rows[index + 1];
    if (following) {
      expect(row.nextServerSeed).toBeNull();
      expect(following.serverSeedHash).toBe(row.nextServerSeedHash);
    }
  });
  expect(new Set(rows.map((row) => row.serverSeed)).size).toBe(rows.length);
  return rows;
}

describe('next server seed (Stake flow)', () => {
  it('shows the next seed’s hash, and a rotation with a client seed chosen after it promotes that seed', async () => {
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 10);
    const before = await seedsOf(player.token);
    expect(before).toMatchObject({ serverSeedHash: expect.stringMatching(HEX64), nonce: 0 });
    expect(before.nextServerSeedHash).toMatch(HEX64);
    expect(before.nextServerSeedHash).not.toBe(before.serverSeedHash);
    // Reading again commits nothing new.
    expect(await seedsOf(player.token)).toEqual(before);

    const id = (await bet(player.token, 'mines', { betAmount: 1, mines: 5 })).body.model.id as number;
    await app.call({ url: '/api/game/finish_all_my_hold', token: player.token });

    // The client seed is chosen after the next seed's hash was shown: derived from it here.
    const chosen = `after-${String(before.nextServerSeedHash).slice(0, 8)}`;
    const rotated = (await rotate(player.token, chosen)).body.model;
    expect(rotated.active).toEqual({
      serverSeedHash: before.nextServerSeedHash,
      nextServerSeedHash: expect.stringMatching(HEX64),
      clientSeed: chosen,
      nonce: 0,
    });
    expect(rotated.active.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
    expect(await seedsOf(player.token)).toEqual(rotated.active);

    // The revealed seed is the one committed first, and recomputes the bet.
    expect(verifyCommitment(rotated.revealed.serverSeed, before.serverSeedHash)).toBe(true);
    const past = (await app.call({ url: '/api/game/bet_result', token: player.token, body: { id } })).body
      .model;
    const recomputed = ENGINES.mines?.start(
      { mines: 5 },
      fairFloats({ serverSeed: rotated.revealed.serverSeed, clientSeed: before.clientSeed, nonce: 0 }, 5),
    ) as MinesState;
    expect(recomputed.mineTiles).toEqual(past.state.mineTiles);

    // The next rotation reveals the promoted seed: it is the one whose hash was shown before the first.
    const again = (await rotate(player.token)).body.model;
    expect(verifyCommitment(again.revealed.serverSeed, before.nextServerSeedHash)).toBe(true);
    expect(again.revealed.clientSeed).toBe(chosen);
    expect(again.active.serverSeedHash).toBe(rotated.active.nextServerSeedHash);
    const revealed = (
      await app.call({ method: 'GET', url: '/api/game/fairness/revealed', token: player.token })
    ).body.list as { serverSeed: string; serverSeedHash: string }[];
    expect(revealed).toHaveLength(2);
    for (const seed of revealed) expect(verifyCommitment(seed.serverSeed, seed.serverSeedHash)).toBe(true);
    await expectOneChain(player.user.userId);
  });

  it('commits one next seed for a pair opened before next seeds were kept, however many read it at once', async () => {
    const player = await registerPlayer(app);
    const first = await seedsOf(player.token);
    // A pair as the migration leaves it: no next seed yet.
    await app.write((tx) =>
      tx
        .update(fairnessSeeds)
        .set({ nextServerSeed: null, nextServerSeedHash: null })
        .where(
          sql`${fairnessSeeds.owner} = ${`u:${player.user.userId}`} AND ${fairnessSeeds.revealedAt} IS NULL`,
        ),
    );
    const reads = await Promise.all(Array.from({ length: 6 }, () => seedsOf(player.token)));
    const shown = new Set(reads.map((seeds) => seeds.nextServerSeedHash as string));
    expect(shown.size).toBe(1);
    const [hash] = [...shown];
    expect(hash).toMatch(HEX64);
    expect(hash).not.toBe(first.nextServerSeedHash);
    for (const seeds of reads) expect(seeds.serverSeedHash).toBe(first.serverSeedHash);

    const rotated = (await rotate(player.token, 'legacy-player')).body.model;
    expect(rotated.active.serverSeedHash).toBe(hash);
    await expectOneChain(player.user.userId);
  });

  it('keeps one active pair and one next seed through concurrent rotations and bets, losing no nonce', async () => {
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 100);
    const shown = await seedsOf(player.token);
    const games = ['mines', 'tower', 'stair', 'football', 'kangaroo', 'thimbles'];
    const answers = await Promise.all([
      ...games.map((gameId) => bet(player.token, gameId, { betAmount: 1 })),
      ...Array.from({ length: 4 }, (_, index) => rotate(player.token, `racer-${index}`)),
    ]);
    const bets = answers.slice(0, games.length);
    const rotations = answers.slice(games.length);
    // A bet that loses the race for the nonce too often is refused as busy, having written nothing.
    const placed = bets.filter((answer) => answer.body.status === STATUS.SUCCESS);
    expect(placed.length).toBeGreaterThan(0);
    for (const answer of bets) {
      expect([STATUS.SUCCESS, STATUS.ROUND_IN_PROGRESS]).toContain(answer.body.status);
    }
    for (const answer of rotations) {
      expect([STATUS.SUCCESS, STATUS.ROUND_IN_PROGRESS]).toContain(answer.body.status);
    }
    await app.call({ url: '/api/game/finish_all_my_hold', token: player.token });
    const more = await Promise.all(
      Array.from({ length: 4 }, (_, index) => rotate(player.token, `more-${index}`)),
    );
    for (const answer of more) expect(answer.body.status).toBe(STATUS.SUCCESS);

    const rows = await expectOneChain(player.user.userId);
    // The first seed promoted is the one shown before anything ran.
    expect(rows[1]?.serverSeedHash).toBe(shown.nextServerSeedHash);
    expect(rows.filter((row) => row.revealedAt !== null)).toHaveLength(
      [...rotations, ...more].filter((answer) => answer.body.status === STATUS.SUCCESS).length,
    );
    // Every bet took its pair's next nonce: per pair, the nonces dealt are exactly 0 … nextNonce − 1.
    const rounds = await app.database.db
      .select({ seedId: gameRounds.seedId, nonce: gameRounds.nonce })
      .from(gameRounds)
      .where(eq(gameRounds.owner, `u:${player.user.userId}`));
    expect(rounds).toHaveLength(placed.length);
    for (const row of rows) {
      const nonces = rounds.filter((round) => round.seedId === row.id).map((round) => round.nonce);
      expect(nonces.sort((a, b) => a - b)).toEqual([...Array(row.nextNonce).keys()]);
    }
    const current = await seedsOf(player.token);
    expect(current.serverSeedHash).toBe(rows.at(-1)?.serverSeedHash);
    expect(current.nextServerSeedHash).toBe(rows.at(-1)?.nextServerSeedHash);
  });
});
