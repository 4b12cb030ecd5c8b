import { LOTTERY_GAME_IDS, LOTTERY_GAMES } from '@casino/game-math';
import { describe, expect, it } from 'vitest';

import { kindKey } from './bet-options';

/** Every pack part the server merges and serves. */
const packFiles = import.meta.glob<Record<string, string>>(
  '../../../../../server/src/modules/i18n/packs/*.json',
  {
    eager: true,
    import: 'default',
  },
);

/** One language's texts, every part merged as the server merges them. */
const textsOf = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...Object.entries(packFiles)
      .filter(([path]) => path.endsWith(`.${language}.json`))
      .map(([, pack]) => pack),
  ) as Record<string, string>;

describe('the lottery games in the language packs', () => {
  it.each(['en', 'pt', 'id'])(
    'name in %s every game, its rules and every kind of its pay table',
    (language) => {
      // Keys built from a definition (`LOTTERY_GAME_${id}`…) are invisible to the packs' literal scan.
      const keys = LOTTERY_GAME_IDS.flatMap((id) => [
        `GAME_${id.toUpperCase()}`,
        `LOTTERY_GAME_${id.toUpperCase()}`,
        `LOTTERY_RULES_${id.toUpperCase()}`,
        ...LOTTERY_GAMES[id].kinds.map(({ kind }) => kindKey(kind)),
      ]);
      const texts = textsOf(language);
      expect(keys.filter((key) => !texts[key])).toEqual([]);
    },
  );
});
