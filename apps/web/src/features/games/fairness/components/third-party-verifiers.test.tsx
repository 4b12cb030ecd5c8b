import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { SINGLE_PLAYER_GAME_IDS } from '@casino/game-math';

import { i18n, installLanguagePack } from '../../../../lib/i18n/i18n';
import { ThirdPartyVerifiers } from './third-party-verifiers';

/** Every pack part the server merges and serves. */
const packFiles = import.meta.glob<Record<string, string>>(
  '../../../../../../server/src/modules/i18n/packs/*.json',
  { eager: true, import: 'default' },
);

/** One language's texts, every part merged as the server merges them. */
const textsOf = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...Object.entries(packFiles)
      .filter(([path]) => path.endsWith(`.${language}.json`))
      .map(([, pack]) => pack),
  ) as Record<string, string>;

afterEach(cleanup);
afterAll(() => i18n.changeLanguage('en'));

describe('the verifiers published by others', () => {
  it.each(['en', 'pt', 'id'])(
    'say in %s how every game of the list turns its floats into an outcome',
    async (language) => {
      const texts = textsOf(language);
      await installLanguagePack(language, texts);
      render(<ThirdPartyVerifiers />);
      for (const id of SINGLE_PLAYER_GAME_IDS) {
        const text = texts[`FAIRNESS_MAPPING_${id.toUpperCase()}`];
        expect(text, `${language} ${id}`).toBeTruthy();
        expect(screen.getByText(text ?? '')).toBeTruthy();
      }
    },
  );
});
