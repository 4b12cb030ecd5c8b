import { CASH_OUT_GAME_IDS, SINGLE_PLAYER_GAME_IDS } from '@casino/contracts';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { GAME_REGISTRY, findGame, type GameId } from './registry';

afterEach(cleanup);

const registered = Object.entries(GAME_REGISTRY) as [GameId, NonNullable<(typeof GAME_REGISTRY)[GameId]>][];

describe('the game registry', () => {
  it('holds mines, tower and stair, each under a single-player game id', () => {
    expect(findGame('mines')).toBeDefined();
    expect(findGame('tower')).toBeDefined();
    expect(findGame('stair')).toBeDefined();
    for (const [id] of registered) expect(SINGLE_PLAYER_GAME_IDS).toContain(id);
  });

  it.each(registered)('%s cashes out exactly when the server allows it', (id, game) => {
    expect(game.cashOut).toBe((CASH_OUT_GAME_IDS as readonly string[]).includes(id));
  });

  it.each(registered)(
    '%s draws its board before the first bet and its rules with a pay table',
    (_id, game) => {
      const { Board, Rules, defaultOptions } = game;
      const board = render(
        <Board
          bet={null}
          busy={false}
          canMove={false}
          onMove={() => undefined}
          options={defaultOptions}
          rtp={97}
        />,
      );
      expect(board.container.querySelectorAll('button').length).toBeGreaterThan(0);
      board.unmount();
      const rules = render(
        <MemoryRouter>
          <Rules options={defaultOptions} terms={undefined} />
        </MemoryRouter>,
      );
      expect(rules.container.querySelector('table')).not.toBeNull();
    },
  );
});
