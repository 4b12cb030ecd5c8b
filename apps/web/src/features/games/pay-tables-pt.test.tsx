import { defaultOptions, SINGLE_PLAYER_GAME_IDS } from '@casino/game-math';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import gamesPt from '../../../../server/src/modules/i18n/packs/games.pt.json';
import gamesMorePt from '../../../../server/src/modules/i18n/packs/gamesmore.pt.json';
import { i18n, installLanguagePack } from '../../lib/i18n/i18n';
import { manifestOf } from './game-manifest';
import { findGame } from './registry';

beforeAll(() => installLanguagePack('pt', { ...gamesPt, ...gamesMorePt }));
afterAll(() => i18n.changeLanguage('en'));

/** Numbers written the English way: a dot before two decimals (×1.44) or a comma grouping thousands. */
const ENGLISH_NUMBER = /\d\.\d\d(?!\d)|\d,\d{3}(?!\d)/;

/** Each text node's own text (cells side by side would otherwise read as one number). */
function textsOf(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  return texts;
}

describe('pay tables and boards in Portuguese', () => {
  it.each(SINGLE_PLAYER_GAME_IDS)('%s writes every number the Portuguese way', (id) => {
    const game = findGame(id);
    if (!game) throw new Error(`${id} has no board`);
    const { Board, Rules } = game;
    const options = defaultOptions(manifestOf(id).options);
    const { container } = render(
      <MemoryRouter>
        <Board bet={null} busy={false} canMove={false} onMove={() => undefined} options={options} rtp={97} />
        <Rules options={options} terms={undefined} />
      </MemoryRouter>,
    );
    expect(container.textContent).toMatch(/×\d/);
    expect(textsOf(container).filter((text) => ENGLISH_NUMBER.test(text))).toEqual([]);
    cleanup();
  });
});
