import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { BetView } from '@casino/contracts';
import { fairFloats, football } from '@casino/game-math';

import { FootballBoard } from './football-board';

afterEach(cleanup);

/** A football round dealt and played by the real engine, as the server would present it. */
function playedBet(shots: 'goal-then-miss' | 'one-goal'): BetView {
  const params = { difficulty: 'medium' as const };
  let state = football.start(
    params,
    fairFloats({ serverSeed: 'seed-for-board', clientSeed: 'board', nonce: 1 }, football.floatCount(params)),
  );
  const safe = (row: number) => state.safeSpots[row]?.[0] ?? 0;
  const saved = (row: number) => [0, 1, 2, 3, 4].find((zone) => !state.safeSpots[row]?.includes(zone)) ?? 0;
  const moves = shots === 'goal-then-miss' ? [safe(0), saved(1)] : [safe(0)];
  for (const move of moves) {
    const next = football.play(state, move);
    if (!next.ok) throw new Error(next.reason);
    state = next.value.state;
  }
  const finished = shots === 'goal-then-miss';
  return {
    id: 7,
    gameId: 'football',
    demo: false,
    result: finished ? 'LOSE' : 'PENDING',
    win: false,
    betAmount: 2,
    winAmount: 0,
    currencyId: 'BRL',
    multiplier: finished ? 0 : 1.61,
    nextMultiplier: finished ? null : 2.69,
    steps: 1,
    canCashOut: !finished,
    cashOutAmount: finished ? null : 5,
    state: football.view(state, finished),
    fairness: { serverSeedHash: 'h', serverSeed: null, clientSeed: 'board', nonce: 1 },
    createdAt: 0,
    settledAt: finished ? 1 : null,
  };
}

describe('football board', () => {
  it('shows a finished shoot-out: the goal, the save, the keeper on the shot and no zone to kick', () => {
    const bet = playedBet('goal-then-miss');
    render(
      <FootballBoard
        bet={bet}
        options={{}}
        busy={false}
        canMove={bet.result === 'PENDING'}
        rtp={97}
        onMove={vi.fn()}
      />,
    );
    expect(screen.getByTestId('football-kick-0').dataset.state).toBe('goal');
    expect(screen.getByTestId('football-kick-1').dataset.state).toBe('saved');
    expect(screen.getByTestId('football-kick-2').dataset.state).toBe('idle');
    const shot = String((bet.state.picks as number[])[1]);
    expect(screen.getByTestId('football-keeper').dataset.zone).toBe(shot);
    expect(screen.getByTestId('football-ball').dataset.zone).toBe(shot);
    expect(screen.getByTestId('football-banner').textContent).toBe('FOOTBALL_SAVED');
    expect(screen.getByTestId('football-prompt').textContent).toBe('FOOTBALL_GOALS_SCORED');
    expect((screen.getByTestId('football-zone-0') as HTMLButtonElement).disabled).toBe(true);
    // Medium keeper covers two of five zones: 0.97 · 5/3 = 1.61 after one goal.
    expect(screen.getByTestId('football-kick-0').textContent).toContain('×1.61');
  });

  it('kicks at a zone by click or digit key while the round is open, and not while busy', () => {
    const onMove = vi.fn();
    const bet = playedBet('one-goal');
    const { rerender } = render(
      <FootballBoard
        bet={bet}
        options={{}}
        busy={false}
        canMove={bet.result === 'PENDING'}
        rtp={97}
        onMove={onMove}
      />,
    );
    expect(screen.getByTestId('football-kick-1').dataset.state).toBe('next');
    fireEvent.click(screen.getByTestId('football-zone-3'));
    fireEvent.keyDown(window, { key: '5' });
    expect(onMove.mock.calls).toEqual([[3], [4]]);
    rerender(<FootballBoard bet={bet} options={{}} busy canMove rtp={97} onMove={onMove} />);
    fireEvent.keyDown(window, { key: '1' });
    expect((screen.getByTestId('football-zone-0') as HTMLButtonElement).disabled).toBe(true);
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it('invites a bet before the first round', () => {
    render(
      <FootballBoard
        bet={null}
        options={{ difficulty: 'hard' }}
        busy={false}
        canMove={false}
        rtp={97}
        onMove={vi.fn()}
      />,
    );
    expect(screen.getByTestId('football-prompt').textContent).toBe('FOOTBALL_PLACE_BET');
    // Hard: three of five zones covered, 0.97 · 5/2 = 2.42 for the first goal.
    expect(screen.getByTestId('football-kick-0').textContent).toContain('×2.42');
  });
});
