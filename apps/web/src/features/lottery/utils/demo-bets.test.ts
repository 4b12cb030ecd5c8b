import type { LotteryTermView } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { emptyDemoWallet, placeDemoBet, settleDemoBets } from './demo-bets';

const drawn = (outcome: number[]): LotteryTermView => ({
  id: 4,
  gameId: 'wingo',
  periodSeconds: 60,
  number: 4,
  label: '4',
  status: 'FINISHED',
  opensAt: 0,
  closesAt: 0,
  drawsAt: 0,
  seedHash: 'h',
  seed: 's',
  betsDigest: 'd',
  beaconRound: null,
  beaconRandomness: null,
  outcome,
});

describe('practice bets', () => {
  const bet = { termId: 4, termLabel: '4', gameId: 'wingo' as const, betAmount: 10 };

  it('take the stake and refuse more than the balance', () => {
    const wallet = placeDemoBet(emptyDemoWallet(), { ...bet, selection: { kind: 'big', pick: [] } });
    expect(wallet?.balance).toBe(990);
    expect(
      placeDemoBet(emptyDemoWallet(), { ...bet, betAmount: 1_001, selection: { kind: 'big', pick: [] } }),
    ).toBeNull();
  });

  it('are settled against the real outcome with the paid multiplier', () => {
    let wallet = placeDemoBet(emptyDemoWallet(), { ...bet, selection: { kind: 'red', pick: [] } });
    wallet = wallet && placeDemoBet(wallet, { ...bet, selection: { kind: 'big', pick: [] } });
    if (!wallet) throw new Error('not placed');
    const settled = settleDemoBets(wallet, drawn([0]));
    // 0 is red and violet: red pays 1.5 less the fee (1.47); big loses.
    expect(settled.bets.map((each) => [each.selection.kind, each.status, each.winAmount])).toEqual([
      ['big', 'LOST', 0],
      ['red', 'WON', 14.7],
    ]);
    expect(settled.balance).toBe(994.7);
    expect(settleDemoBets(settled, drawn([0]))).toBe(settled);
  });
});
