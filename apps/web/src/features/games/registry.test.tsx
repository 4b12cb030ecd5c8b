import { CASH_OUT_GAME_IDS, PLAY_GAME_IDS, SINGLE_PLAYER_GAME_IDS } from '@casino/contracts';
import { defaultOptions } from '@casino/game-math';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { manifestOf } from './game-manifest';
import { findGame, folderIdOf, GAME_REGISTRY } from './registry';

afterEach(cleanup);

/** The game folders as Vite finds them (not loaded: only their paths). */
const folderPaths = Object.keys(import.meta.glob('./*/*-game.{ts,tsx}'));

describe('the game registry', () => {
  it('has a board for every game of the manifest, and no board without a manifest', () => {
    for (const id of SINGLE_PLAYER_GAME_IDS) expect(findGame(id), id).toBeDefined();
    expect(Object.keys(GAME_REGISTRY).sort()).toEqual([...SINGLE_PLAYER_GAME_IDS].sort());
    const folders = folderPaths.map((path) => folderIdOf(path) ?? path);
    expect(folders.sort()).toEqual([...SINGLE_PLAYER_GAME_IDS].sort());
  });

  it('names a game by its folder only when the file is named after it', () => {
    expect(folderIdOf('./mines/mines-game.ts')).toBe('mines');
    expect(folderIdOf('./mines/tower-game.ts')).toBeUndefined();
  });

  it.each(SINGLE_PLAYER_GAME_IDS)('%s cashes out and moves exactly as the server routes allow', (id) => {
    const manifest = manifestOf(id);
    expect(manifest.cashOut).toBe((CASH_OUT_GAME_IDS as readonly string[]).includes(id));
    expect(manifest.move.call === 'play').toBe((PLAY_GAME_IDS as readonly string[]).includes(id));
  });

  it.each(SINGLE_PLAYER_GAME_IDS)(
    '%s draws its board before the first bet and its rules with a pay table, at its default options',
    (id) => {
      const game = findGame(id);
      if (!game) throw new Error(`${id} has no board`);
      const { Board, Rules } = game;
      const options = defaultOptions(manifestOf(id).options);
      const board = render(
        <Board bet={null} busy={false} canMove={false} onMove={() => undefined} options={options} rtp={97} />,
      );
      expect(board.container.querySelectorAll('button').length).toBeGreaterThan(0);
      board.unmount();
      const rules = render(
        <MemoryRouter>
          <Rules options={options} terms={undefined} />
        </MemoryRouter>,
      );
      expect(rules.container.querySelector('table')).not.toBeNull();
    },
  );
});
