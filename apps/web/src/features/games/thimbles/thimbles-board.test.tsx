import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { BetView } from '@casino/contracts';
import { fairFloats, thimbles } from '@casino/game-math';

import { SHUFFLE_MS, ThimblesBoard } from './thimbles-board';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A thimbles round dealt by the real engine; `plan` says, level by level, whether to pick a ball cup. */
function playedBet(plan: boolean[], levels = 3): BetView {
  const params = { balls: 1, levels };
  let state = thimbles.start(
    params,
    fairFloats({ serverSeed: 'seed-for-cups', clientSeed: 'cups', nonce: 3 }, thimbles.floatCount(params)),
  );
  let result: BetView['result'] = 'PENDING';
  for (const [level, findBall] of plan.entries()) {
    const balls = state.safeSpots[level] ?? [];
    const cup = findBall ? (balls[0] ?? 0) : ([0, 1, 2].find((spot) => !balls.includes(spot)) ?? 0);
    const next = thimbles.play(state, cup);
    if (!next.ok) throw new Error(next.reason);
    state = next.value.state;
    if (next.value.result === 'lost') result = 'LOSE';
    if (next.value.result === 'completed') result = 'WIN';
  }
  return {
    id: 11,
    gameId: 'thimbles',
    demo: false,
    result,
    win: result === 'WIN',
    betAmount: 1,
    winAmount: 0,
    currencyId: 'BRL',
    multiplier: 0,
    nextMultiplier: null,
    steps: 0,
    canCashOut: false,
    cashOutAmount: null,
    state: thimbles.view(state, result !== 'PENDING'),
    fairness: { serverSeedHash: 'h', serverSeed: null, clientSeed: 'cups', nonce: 3 },
    createdAt: 0,
    settledAt: null,
  };
}

describe('thimbles board', () => {
  it('shows a lost chain: the found level, the empty cup picked and where the ball was', () => {
    const bet = playedBet([true, false]);
    render(<ThimblesBoard bet={bet} options={{}} busy={false} canMove={false} rtp={97} onMove={vi.fn()} />);
    expect(screen.getByTestId('thimbles-level-0').dataset.state).toBe('found');
    expect(screen.getByTestId('thimbles-level-1').dataset.state).toBe('missed');
    expect(screen.getByTestId('thimbles-level-2').dataset.state).toBe('idle');
    const picked = (bet.state.picks as number[])[1] ?? -1;
    const ballCup = ((bet.state.safeSpots as number[][])[1] ?? [])[0] ?? -1;
    expect(screen.getByTestId(`thimbles-cup-${picked}`).dataset).toMatchObject({
      picked: 'true',
      ball: 'false',
    });
    expect(screen.getByTestId(`thimbles-cup-${ballCup}`).dataset.ball).toBe('true');
    expect(screen.getByTestId('thimbles-status').textContent).toBe('THIMBLES_MISSED');
    // One ball in three cups: 0.97 · 3 = 2.91 for one level, · 3 again for two.
    expect(screen.getByTestId('thimbles-level-1').textContent).toContain('×8.73');
  });

  it('shows a won chain', () => {
    render(
      <ThimblesBoard
        bet={playedBet([true], 1)}
        options={{}}
        busy={false}
        canMove={false}
        rtp={97}
        onMove={vi.fn()}
      />,
    );
    expect(screen.getByTestId('thimbles-status').textContent).toBe('THIMBLES_CHAIN_WON');
    expect(screen.queryByTestId('thimbles-level-1')).toBeNull();
  });

  it('shuffles before a level can be played, then picks by click or key', () => {
    const onMove = vi.fn();
    render(<ThimblesBoard bet={playedBet([])} options={{}} busy={false} canMove rtp={97} onMove={onMove} />);
    expect(screen.getByTestId('thimbles-table').dataset.phase).toBe('shuffle');
    fireEvent.click(screen.getByTestId('thimbles-cup-1'));
    fireEvent.keyDown(window, { key: '2' });
    expect(onMove).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(SHUFFLE_MS);
    });
    expect(screen.getByTestId('thimbles-table').dataset.phase).toBe('pick');
    fireEvent.click(screen.getByTestId('thimbles-cup-1'));
    fireEvent.keyDown(window, { key: '3' });
    expect(onMove.mock.calls).toEqual([[1], [2]]);
  });
});
