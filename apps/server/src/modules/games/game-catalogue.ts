import { CRASH_GAME_IDS } from '@casino/contracts';
import { LOTTERY_GAME_IDS, rtpRange, SINGLE_PLAYER_GAMES } from '@casino/game-math';

/**
 * The catalogue every site starts with (reference data, written at every start whatever DEMO_SEED says;
 * rows an operator changed are left alone): every game of spec §1 in the lobby's categories. The
 * single-player games come from their manifests, so a new one appears here by itself.
 */
export const CATALOGUE_CATEGORIES = [
  { id: '01', name: 'CATEGORY_CRASH', type: 'CRASH', directlyPlay: false, sortOrder: 1 },
  { id: '02', name: 'CATEGORY_ORIGINALS', type: 'ORIGINALS', directlyPlay: false, sortOrder: 2 },
  { id: '03', name: 'CATEGORY_LOTTERY', type: 'LOTTERY', directlyPlay: false, sortOrder: 3 },
  { id: '04', name: 'CATEGORY_SPORTS', type: 'SPORTS', directlyPlay: true, sortOrder: 4 },
] as const;

/** Games the lobby badges HOT on a new site (an operator changes them later). */
const HOT_AT_START = new Set(['crash', 'aviator', 'mines', 'football', 'wingo']);

export interface CatalogueGame {
  id: string;
  categoryId: string;
  type: string;
  hot: boolean;
  /** Declared RTP in basis points. */
  rtpBasisPoints: number;
}

const entry = (id: string, categoryId: string, type: string, rtpBasisPoints = 9_700): CatalogueGame => ({
  id,
  categoryId,
  type,
  hot: HOT_AT_START.has(id),
  rtpBasisPoints,
});

export const CATALOGUE_GAMES: readonly CatalogueGame[] = [
  ...CRASH_GAME_IDS.map((id) => entry(id, '01', 'crash')),
  ...SINGLE_PLAYER_GAMES.map((game) =>
    entry(game.id, '02', game.move.call === 'reveal' ? 'scratch' : 'originals', game.rtpBasisPoints),
  ),
  // The lottery rooms' games (issue 16); the declared RTP is the best of their pay tables (the published
  // table of every bet kind is on each game's rules).
  ...LOTTERY_GAME_IDS.map((id) => entry(id, '03', 'lottery', Math.round(rtpRange(id).max * 10_000))),
  // The sportsbook's RTP is what its prices give back: the sandbox feed's margin is about 5 %.
  entry('sports', '04', 'sports', 9_500),
];

/** Language-pack key of a game's name. */
export const gameNameKey = (id: string) => `GAME_${id.toUpperCase()}`;
