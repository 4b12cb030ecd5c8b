import { describe, expect, it } from 'vitest';

import { fairFloats } from '../fairness/seeds.ts';
import { tower, type TowerDifficulty } from './ladder-games.ts';
import type { LadderState } from './ladder.ts';
import { mines, type MinesState } from './mines.ts';

/**
 * Known answers from the public Stake verifier provably-fair-betting/verifierform-stake at commit
 * 189a643665bc7f0590623d4c934f622f2e77d0d3, run as published: src/lib/domain/crypto/{byte,float}-generator.ts
 * (@stablelib hmac/sha256/utf8 2.0.1), src/lib/domain/games/shared/fisher-yates.ts, and the bodies of
 * games/mines/use-mines-positions.svelte.ts and games/dragontower/use-dragon-tower-levels.svelte.ts.
 * Its mines board numbers tiles 1–25 (ours 0–24); its dragon tower lists each level's eggs, our safe spots.
 * serverSeed = SHA-256("kat-server-seed-1") in hex.
 */
const SERVER_SEED = '9f4185b9280cc0ebba809b50a1bb7e0c9aeb35ad402635044354aaed09a8dbb4';

const VECTORS = [
  {
    clientSeed: 'player-seed',
    nonce: 0,
    floats: [
      0.036721997894346714, 0.6046615620143712, 0.9074799004010856, 0.7291092432569712, 0.12708358303643763,
      0.18513766932301223, 0.4140802624169737, 0.7602343461476266, 0.9640726665966213, 0.7754872748628259,
    ],
    mines: {
      3: [1, 16, 23],
      24: [1, 16, 23, 19, 4, 6, 11, 20, 25, 18, 22, 2, 8, 9, 14, 24, 13, 7, 10, 17, 15, 21, 5, 3],
    },
    tower: {
      easy: [
        [0, 2, 3],
        [2, 0, 1],
        [1, 3, 2],
        [3, 2, 0],
        [1, 0, 3],
        [3, 1, 0],
        [1, 3, 2],
        [3, 1, 0],
        [2, 3, 1],
      ],
      medium: [
        [0, 2],
        [2, 1],
        [0, 1],
        [1, 2],
        [2, 1],
        [2, 0],
        [0, 1],
        [1, 2],
        [1, 0],
      ],
      hard: [[0], [1], [1], [1], [0], [0], [0], [1], [1]],
      expert: [[0], [1], [2], [2], [0], [0], [1], [2], [2]],
      master: [[0], [2], [3], [2], [0], [0], [1], [3], [3]],
    },
  },
  {
    clientSeed: 'casino',
    nonce: 42,
    floats: [
      0.5188222676515579, 0.7505104590673, 0.9161458271555603, 0.1454642021562904, 0.830909984651953,
      0.8479754275176674, 0.6485944581218064, 0.5892365099862218, 0.3202367296908051, 0.7598700996022671,
    ],
    mines: {
      3: [13, 20, 24],
      24: [13, 20, 24, 4, 21, 19, 15, 12, 7, 18, 25, 14, 9, 2, 6, 17, 16, 8, 22, 10, 11, 1, 3, 23],
    },
    tower: {
      easy: [
        [2, 3, 1],
        [0, 3, 2],
        [2, 1, 0],
        [3, 2, 1],
        [2, 0, 1],
        [2, 3, 0],
        [3, 1, 2],
        [0, 1, 3],
        [3, 2, 0],
      ],
      medium: [
        [1, 2],
        [2, 0],
        [2, 1],
        [1, 2],
        [0, 2],
        [2, 1],
        [1, 0],
        [0, 2],
        [2, 0],
      ],
      hard: [[1], [1], [1], [0], [1], [1], [1], [1], [0]],
      expert: [[1], [2], [2], [0], [2], [2], [1], [1], [0]],
      master: [[2], [3], [3], [0], [3], [3], [2], [2], [1]],
    },
  },
] as const;

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

describe('single-player games against Stake’s published verifier', () => {
  for (const vector of VECTORS) {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: vector.clientSeed, nonce: vector.nonce };

    it(`derives the same floats (${vector.clientSeed}:${vector.nonce}), across HMAC rounds`, () => {
      expect(fairFloats(seeds, vector.floats.length)).toEqual(vector.floats);
    });

    it(`places the same mines (${vector.clientSeed}:${vector.nonce})`, () => {
      for (const [count, stakeTiles] of Object.entries<readonly number[]>(vector.mines)) {
        const params = { mines: Number(count) };
        const state = mines.start(params, fairFloats(seeds, mines.floatCount(params))) as MinesState;
        expect(state.mineTiles).toEqual(sorted(stakeTiles.map((tile: number) => tile - 1)));
      }
    });

    it(`hides the same dragon tower eggs (${vector.clientSeed}:${vector.nonce})`, () => {
      for (const [difficulty, levels] of Object.entries(vector.tower)) {
        const params = { difficulty: difficulty as TowerDifficulty };
        const state = tower.start(params, fairFloats(seeds, tower.floatCount(params))) as LadderState<
          typeof params
        >;
        expect(state.safeSpots).toEqual(levels.map(sorted));
      }
    });
  }
});
