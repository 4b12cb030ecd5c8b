import { ladderRules, type LadderRow } from './ladder.ts';
import { choiceOption, defineGame, intOption } from './manifest.ts';

const repeat = (count: number, row: LadderRow) => Array.from({ length: count }, () => row);

/** Tower: 9 rows; the difficulty sets the columns per row and how many of them are safe. */
export const TOWER_ROWS = 9;
export const TOWER_DIFFICULTIES = {
  easy: { columns: 4, safe: 3 },
  medium: { columns: 3, safe: 2 },
  hard: { columns: 2, safe: 1 },
  expert: { columns: 3, safe: 1 },
  master: { columns: 4, safe: 1 },
} as const;
export type TowerDifficulty = keyof typeof TOWER_DIFFICULTIES;
const towerNames = Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[];

export const tower = defineGame({
  id: 'tower',
  options: { difficulty: choiceOption(towerNames) },
  cashOut: true,
  move: { call: 'play', unit: 'floor' },
  rules: ladderRules<{ difficulty: TowerDifficulty }>(({ difficulty }) => {
    const { columns, safe } = TOWER_DIFFICULTIES[difficulty];
    return repeat(TOWER_ROWS, { kind: 'pick', size: columns, safe });
  }),
});

/**
 * Stair: ten steps of five boards; the higher the step, the more boards are cracked (1 on the first
 * steps, 4 at the top), so each step pays more than the last.
 */
export const STAIR_BOARDS = 5;
export const STAIR_CRACKED = [1, 1, 2, 2, 2, 3, 3, 3, 4, 4] as const;

export const stair = defineGame({
  id: 'stair',
  options: {},
  cashOut: true,
  move: { call: 'play', unit: 'step' },
  rules: ladderRules<Record<string, never>>(() =>
    STAIR_CRACKED.map((cracked) => ({
      kind: 'pick' as const,
      size: STAIR_BOARDS,
      safe: STAIR_BOARDS - cracked,
    })),
  ),
});

/** Football: a shoot-out of five kicks at five zones; the keeper covers 1, 2 or 3 of them. */
export const FOOTBALL_KICKS = 5;
export const FOOTBALL_ZONES = 5;
export const FOOTBALL_KEEPERS = { easy: 1, medium: 2, hard: 3 } as const;
export type FootballDifficulty = keyof typeof FOOTBALL_KEEPERS;
const footballNames = Object.keys(FOOTBALL_KEEPERS) as FootballDifficulty[];

export const football = defineGame({
  id: 'football',
  options: { difficulty: choiceOption(footballNames) },
  cashOut: true,
  move: { call: 'play', unit: 'kick' },
  rules: ladderRules<{ difficulty: FootballDifficulty }>(({ difficulty }) =>
    repeat(FOOTBALL_KICKS, {
      kind: 'pick',
      size: FOOTBALL_ZONES,
      safe: FOOTBALL_ZONES - FOOTBALL_KEEPERS[difficulty],
    }),
  ),
});

/**
 * Kangaroo: jump lane after lane; each lane has a car with a chance of hitting out of 25 set by the
 * difficulty, and harder roads are shorter.
 */
export const KANGAROO_LANE_ODDS = 25;
export const KANGAROO_DIFFICULTIES = {
  easy: { lanes: 24, hits: 1 },
  medium: { lanes: 22, hits: 3 },
  hard: { lanes: 20, hits: 5 },
  daredevil: { lanes: 15, hits: 10 },
} as const;
export type KangarooDifficulty = keyof typeof KANGAROO_DIFFICULTIES;
const kangarooNames = Object.keys(KANGAROO_DIFFICULTIES) as KangarooDifficulty[];

export const kangaroo = defineGame({
  id: 'kangaroo',
  options: { difficulty: choiceOption(kangarooNames) },
  cashOut: true,
  move: { call: 'play', unit: 'lane' },
  rules: ladderRules<{ difficulty: KangarooDifficulty }>(({ difficulty }) => {
    const { lanes, hits } = KANGAROO_DIFFICULTIES[difficulty];
    return repeat(lanes, { kind: 'chance', size: KANGAROO_LANE_ODDS, safe: KANGAROO_LANE_ODDS - hits });
  }),
});

/**
 * Thimbles: three cups hide one or two balls; the player chains 1 to 3 levels up front and is paid only
 * when every level is found (no cash-out in between).
 */
export const THIMBLES_CUPS = 3;
export const THIMBLES_MAX_LEVELS = 3;

export const thimbles = defineGame({
  id: 'thimbles',
  options: { balls: intOption(1, 2, 1), levels: intOption(1, THIMBLES_MAX_LEVELS, 1) },
  cashOut: false,
  move: { call: 'play', unit: 'level' },
  rules: ladderRules<{ balls: number; levels: number }>(({ balls, levels }) =>
    repeat(levels, { kind: 'pick', size: THIMBLES_CUPS, safe: balls }),
  ),
});
