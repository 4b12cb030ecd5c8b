import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { BetView } from '@casino/contracts';
import { fairFloats, kangaroo } from '@casino/game-math';

import { KangarooBoard } from './kangaroo-board';

afterEach(cleanup);

/** A kangaroo round dealt by the real engine, jumped until the first car (or `maxJumps`). */
function jumpedBet(nonce: number, maxJumps: number): BetView {
  const params = { difficulty: 'daredevil' as const };
  let state = kangaroo.start(
    params,
    fairFloats({ serverSeed: 'seed-for-road', clientSeed: 'road', nonce }, kangaroo.floatCount(params)),
  );
  for (let jump = 0; jump < maxJumps && !state.lost; jump += 1) {
    const next = kangaroo.play(state, 0);
    if (!next.ok) throw new Error(next.reason);
    state = next.value.state;
  }
  const finished = state.lost;
  return {
    id: nonce,
    gameId: 'kangaroo',
    demo: true,
    result: finished ? 'LOSE' : 'PENDING',
    win: false,
    betAmount: 1,
    winAmount: 0,
    currencyId: 'BRL',
    multiplier: 0,
    nextMultiplier: null,
    steps: state.picks.length,
    canCashOut: !finished,
    cashOutAmount: finished ? null : 5,
    state: kangaroo.view(state, finished),
    fairness: { serverSeedHash: 'h', serverSeed: null, clientSeed: 'road', nonce },
    createdAt: 0,
    settledAt: null,
  };
}

/** The first nonce whose daredevil road has a car within the first lanes after at least one safe lane. */
function lostAfterACrossing(): BetView {
  for (let nonce = 0; nonce < 200; nonce += 1) {
    const bet = jumpedBet(nonce, 15);
    if (bet.result === 'LOSE' && bet.steps >= 2) return bet;
  }
  throw new Error('no such road');
}

describe('kangaroo board', () => {
  it('shows a finished crossing: lanes crossed, the hit lane, and where the other cars were', () => {
    const bet = lostAfterACrossing();
    const crossed = bet.steps - 1;
    render(<KangarooBoard bet={bet} options={{}} busy={false} canMove={false} rtp={97} onMove={vi.fn()} />);
    expect(screen.getByTestId('kangaroo-lane-0').dataset.state).toBe('crossed');
    expect(screen.getByTestId(`kangaroo-lane-${crossed}`).dataset.state).toBe('hit');
    expect(screen.getByTestId(`kangaroo-lane-${crossed}`).dataset.car).toBe('true');
    expect(screen.getByTestId('kangaroo-lane-0').dataset.car).toBe('false');
    // Every lane of the road is known once the round is over (15 lanes on daredevil).
    expect(screen.getByTestId('kangaroo-lane-14').dataset.car).toMatch(/^(true|false)$/);
    expect(screen.getByTestId('kangaroo-roo').dataset.position).toBe(String(crossed + 1));
    expect(screen.getByTestId('kangaroo-status').textContent).toBe('KANGAROO_HIT');
    expect((screen.getByTestId('kangaroo-jump') as HTMLButtonElement).disabled).toBe(true);
    // Daredevil: a car in 10 of 25, so one lane pays 0.97 · 25/15 = 1.61.
    expect(screen.getByTestId('kangaroo-lane-0').textContent).toBe('×1.61');
  });

  it('jumps with the button or J / → while the round is open, and not while busy', () => {
    const onMove = vi.fn();
    const bet = jumpedBet(0, 0);
    const { rerender } = render(
      <KangarooBoard bet={bet} options={{}} busy={false} canMove rtp={97} onMove={onMove} />,
    );
    expect(screen.getByTestId('kangaroo-lane-0').dataset.state).toBe('next');
    expect(screen.getByTestId('kangaroo-lane-1').dataset.car).toBe('');
    fireEvent.click(screen.getByTestId('kangaroo-jump'));
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onMove).toHaveBeenCalledTimes(3);
    rerender(<KangarooBoard bet={bet} options={{}} busy canMove rtp={97} onMove={onMove} />);
    fireEvent.keyDown(window, { key: 'j' });
    expect(onMove).toHaveBeenCalledTimes(3);
  });
});
