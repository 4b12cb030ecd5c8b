import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { BetView } from '@casino/contracts';
import { fairFloats, scratch } from '@casino/game-math';

import { ScratchBoard } from './scratch-board';

afterEach(cleanup);

/** A lucky ticket dealt by the real engine; `scratched` opens it as /api/game/scratch/reveal would. */
function ticket(nonce: number, scratched: boolean): BetView {
  const params = { tier: 'lucky' as const };
  let state = scratch.start(
    params,
    fairFloats({ serverSeed: 'seed-for-ticket', clientSeed: 'ticket', nonce }, scratch.floatCount(params)),
  );
  let result: BetView['result'] = 'PENDING';
  if (scratched) {
    const opened = scratch.play(state, 0);
    if (!opened.ok) throw new Error(opened.reason);
    state = opened.value.state;
    result = opened.value.result === 'lost' ? 'LOSE' : 'WIN';
  }
  return {
    id: 100 + nonce,
    gameId: 'scratch',
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
    state: scratch.view(state, scratched),
    fairness: { serverSeedHash: 'h', serverSeed: null, clientSeed: 'ticket', nonce },
    createdAt: 0,
    settledAt: null,
  };
}

/** The first nonce whose lucky ticket wins (or loses). */
function ticketThat(wins: boolean): BetView {
  for (let nonce = 0; nonce < 100; nonce += 1) {
    const bet = ticket(nonce, true);
    if ((bet.result === 'WIN') === wins) return bet;
  }
  throw new Error('no such ticket');
}

const cells = () => screen.getAllByTestId(/^scratch-cell-/);

describe('scratch board', () => {
  it('shows a finished winning ticket uncovered, its three symbols and the prize marked', () => {
    const bet = ticketThat(true);
    const symbols = bet.state.cells as string[];
    render(<ScratchBoard bet={bet} options={{}} busy={false} canMove={false} rtp={97} onMove={vi.fn()} />);
    expect(cells().map((cell) => cell.dataset.symbol)).toEqual(symbols);
    expect(cells().every((cell) => cell.dataset.covered === 'false')).toBe(true);
    const winner = symbols.find((symbol) => symbols.filter((other) => other === symbol).length === 3);
    expect(cells().filter((cell) => cell.className.includes('winner'))).toHaveLength(3);
    expect(cells().find((cell) => cell.className.includes('winner'))?.dataset.symbol).toBe(winner);
    expect(screen.getByTestId('scratch-result').textContent).toBe('SCRATCH_WON');
    expect(screen.getByTestId('scratch-prizes-lucky')).toBeTruthy();
  });

  it('shows a losing ticket: no symbol three times, nothing marked', () => {
    const bet = ticketThat(false);
    render(<ScratchBoard bet={bet} options={{}} busy={false} canMove={false} rtp={97} onMove={vi.fn()} />);
    const symbols = cells().map((cell) => cell.dataset.symbol ?? '');
    expect(new Set(symbols).size).toBeGreaterThan(3);
    expect(symbols.every((symbol) => symbols.filter((other) => other === symbol).length < 3)).toBe(true);
    expect(screen.getByTestId('scratch-result').textContent).toBe('SCRATCH_NO_MATCH');
  });

  it('opens the ticket once on the first scratch, then reveals cell by cell from the keyboard', () => {
    const onMove = vi.fn();
    const open = ticket(1, false);
    const { rerender } = render(
      <ScratchBoard bet={open} options={{}} busy={false} canMove rtp={97} onMove={onMove} />,
    );
    expect(cells().every((cell) => cell.dataset.covered === 'true')).toBe(true);
    // A key press on a focused button is a click with detail 0.
    fireEvent.click(cells()[4] as HTMLElement, { detail: 0 });
    expect(onMove).toHaveBeenCalledExactlyOnceWith(0);

    const opened = { ...ticket(1, true), id: open.id };
    rerender(
      <ScratchBoard bet={opened} options={{}} busy={false} canMove={false} rtp={97} onMove={onMove} />,
    );
    expect(cells()[4]?.dataset.covered).toBe('false');
    expect(cells()[0]?.dataset.covered).toBe('true');
    expect(screen.getByTestId('scratch-result').textContent).toBe('SCRATCH_SCRATCH_HINT');
    fireEvent.click(screen.getByTestId('scratch-reveal-all'));
    expect(cells().every((cell) => cell.dataset.covered === 'false')).toBe(true);
    expect(screen.getByTestId('scratch-result').textContent).toMatch(/^SCRATCH_(WON|NO_MATCH)$/);
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it('shows a covered ticket to buy before the first bet', () => {
    render(
      <ScratchBoard
        bet={null}
        options={{ tier: 'jackpot' }}
        busy={false}
        canMove={false}
        rtp={97}
        onMove={vi.fn()}
      />,
    );
    expect(screen.getByTestId('scratch-result').textContent).toBe('SCRATCH_BUY_HINT');
    expect(screen.getByTestId('scratch-prizes-jackpot')).toBeTruthy();
    expect(screen.queryByTestId('scratch-reveal-all')).toBeNull();
  });
});
