import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import type { BetView } from '@casino/contracts';
import { commitServerSeed, fairFloats, KANGAROO_DIFFICULTIES, tower } from '@casino/game-math';

import { EMPTY_DRAFT, VerifierPanel, type VerifyDraft } from './verifier-panel';

afterEach(cleanup);

const serverSeed = '5f0c2b7e9a1d4c3b8e6f7a2d1c0b9e8f7a6d5c4b3e2f1a0d9c8b7e6f5a4d3c2b';
const clientSeed = 'verify-me';

/** A finished, revealed tower bet exactly as the server presents it. */
function towerBet(): BetView {
  const params = { difficulty: 'hard' as const };
  const state = tower.start(
    params,
    fairFloats({ serverSeed, clientSeed, nonce: 2 }, tower.floatCount(params)),
  );
  const lost = tower.play(state, state.safeSpots[0]?.[0] === 0 ? 1 : 0);
  if (!lost.ok) throw new Error(lost.reason);
  return {
    id: 42,
    gameId: 'tower',
    demo: false,
    result: 'LOSE',
    win: false,
    betAmount: 1,
    winAmount: 0,
    currencyId: 'BRL',
    multiplier: 0,
    nextMultiplier: null,
    steps: 0,
    canCashOut: false,
    cashOutAmount: null,
    state: tower.view(lost.value.state, true),
    fairness: { serverSeedHash: commitServerSeed(serverSeed), serverSeed, clientSeed, nonce: 2 },
    createdAt: 0,
    settledAt: 1,
  };
}

function Harness({ bets }: { bets: BetView[] }) {
  const [draft, setDraft] = useState<VerifyDraft>(EMPTY_DRAFT);
  return <VerifierPanel draft={draft} onDraftChange={setDraft} bets={bets} />;
}

describe('fairness verifier panel', () => {
  it('fills the fields from a past bet and shows that the recomputed outcome is the recorded one', () => {
    render(<Harness bets={[towerBet()]} />);
    fireEvent.change(screen.getByTestId('fairness-bet-select'), { target: { value: '42' } });
    expect((screen.getByTestId('fairness-game') as HTMLSelectElement).value).toBe('tower');
    expect((screen.getByTestId('fairness-option-difficulty') as HTMLSelectElement).value).toBe('hard');
    expect((screen.getByTestId('fairness-verify-nonce') as HTMLInputElement).value).toBe('2');
    fireEvent.click(screen.getByTestId('fairness-verify'));
    expect(screen.getByTestId('fairness-hash-check').dataset.ok).toBe('true');
    expect(screen.getByTestId('fairness-record-check').dataset.match).toBe('true');
  });

  it('flags a typed seed that is not the committed one, and asks for what is missing', () => {
    render(<Harness bets={[towerBet()]} />);
    fireEvent.change(screen.getByTestId('fairness-bet-select'), { target: { value: '42' } });
    fireEvent.change(screen.getByTestId('fairness-verify-server-seed'), {
      target: { value: `${serverSeed}0` },
    });
    fireEvent.click(screen.getByTestId('fairness-verify'));
    expect(screen.getByTestId('fairness-hash-check').dataset.ok).toBe('false');
    expect(screen.queryByTestId('fairness-record-check')).toBeNull();

    fireEvent.change(screen.getByTestId('fairness-verify-client-seed'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('fairness-verify'));
    expect(screen.getByTestId('fairness-verify-error').textContent).toBe('FAIRNESS_SEED_REQUIRED');
  });

  it("shows the chosen game's options from its manifest, at their defaults, and names rows by its unit", () => {
    render(<Harness bets={[]} />);
    const mines = screen.getByTestId('fairness-option-mines') as HTMLInputElement;
    expect([mines.value, mines.min, mines.max]).toEqual(['3', '1', '24']);

    fireEvent.change(screen.getByTestId('fairness-game'), { target: { value: 'thimbles' } });
    expect(screen.queryByTestId('fairness-option-mines')).toBeNull();
    const levels = screen.getByTestId('fairness-option-levels') as HTMLInputElement;
    expect([levels.value, levels.min, levels.max]).toEqual(['1', '1', '3']);

    fireEvent.change(screen.getByTestId('fairness-game'), { target: { value: 'kangaroo' } });
    const difficulty = screen.getByTestId('fairness-option-difficulty') as HTMLSelectElement;
    expect([...difficulty.options].map((option) => option.value)).toEqual(Object.keys(KANGAROO_DIFFICULTIES));

    fireEvent.change(screen.getByTestId('fairness-game'), { target: { value: 'stair' } });
    expect(screen.queryByTestId(/^fairness-option-/)).toBeNull();
    fireEvent.change(screen.getByTestId('fairness-game'), { target: { value: 'football' } });
    fireEvent.change(screen.getByTestId('fairness-verify-server-seed'), { target: { value: serverSeed } });
    fireEvent.change(screen.getByTestId('fairness-verify-client-seed'), { target: { value: clientSeed } });
    fireEvent.click(screen.getByTestId('fairness-verify'));
    expect(screen.getByTestId('fairness-outcome').textContent).toContain('FAIRNESS_ROW_KICK');
  });
});
