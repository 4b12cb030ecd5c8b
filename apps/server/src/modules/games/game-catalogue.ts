/**
 * The catalogue the platform ships with: every game of spec §1, in the lobby's categories. Seeded once;
 * operators may reorder or disable rows later.
 */
export const CATALOGUE_CATEGORIES = [
  { id: '01', name: 'CATEGORY_CRASH', type: 'CRASH', directlyPlay: false, sortOrder: 1 },
  { id: '02', name: 'CATEGORY_ORIGINALS', type: 'ORIGINALS', directlyPlay: false, sortOrder: 2 },
  { id: '03', name: 'CATEGORY_LOTTERY', type: 'LOTTERY', directlyPlay: false, sortOrder: 3 },
  { id: '04', name: 'CATEGORY_SPORTS', type: 'SPORTS', directlyPlay: true, sortOrder: 4 },
] as const;

export const CATALOGUE_GAMES = [
  { id: 'crash', categoryId: '01', type: 'crash', hot: true },
  { id: 'aviator', categoryId: '01', type: 'crash', hot: true },
  { id: 'mines', categoryId: '02', type: 'originals', hot: true },
  { id: 'tower', categoryId: '02', type: 'originals', hot: false },
  { id: 'stair', categoryId: '02', type: 'originals', hot: false },
  { id: 'football', categoryId: '02', type: 'originals', hot: true },
  { id: 'kangaroo', categoryId: '02', type: 'originals', hot: false },
  { id: 'thimbles', categoryId: '02', type: 'originals', hot: false },
  { id: 'scratch', categoryId: '02', type: 'scratch', hot: false },
  { id: 'lottery', categoryId: '03', type: 'lottery', hot: true },
  { id: 'sports', categoryId: '04', type: 'sports', hot: false },
] as const;

/** Language-pack key of a game's name. */
export const gameNameKey = (id: string) => `GAME_${id.toUpperCase()}`;
