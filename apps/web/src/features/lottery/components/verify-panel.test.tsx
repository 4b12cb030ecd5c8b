import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { LotteryTermProof } from '@casino/contracts';
import { commitServerSeed, drawLotteryOutcome, lotteryBetsDigest } from '@casino/game-math';
import { QUICKNET } from '@casino/game-math/beacon';
import { QUICKNET_ROUND_42 } from '@casino/game-math/beacon-vectors';

import { apiGet } from '../../../lib/api/client';
import { getLotteryTerm } from '../api/get-lottery-term';
import { VerifyPanel } from './verify-panel';

// The beacon's routes answered at the HTTP client: the site's own beacon client parses them.
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiGet: vi.fn(),
}));
vi.mock('../api/get-lottery-term', () => ({ getLotteryTerm: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(apiGet).mockReset();
});

const seed = 'a term seed';
const bets = [{ id: 1, kind: 'big', pick: [], amountMinor: '500' }];
const digest = lotteryBetsDigest(bets);
const { round, signature, randomness } = QUICKNET_ROUND_42;
const proof: LotteryTermProof = {
  term: {
    id: 5,
    gameId: 'wingo',
    periodSeconds: 60,
    number: 100,
    label: '202611270100',
    status: 'FINISHED',
    opensAt: 0,
    closesAt: 55_000,
    drawsAt: 60_000,
    seedHash: commitServerSeed(seed),
    seed,
    betsDigest: digest,
    beaconRound: round,
    beaconRandomness: randomness,
    outcome: [...drawLotteryOutcome('wingo', seed, digest, 100, randomness)],
  },
  bets,
};

const open = (sandbox: boolean, published = signature) => {
  vi.mocked(getLotteryTerm).mockResolvedValue(proof);
  const info = { ...QUICKNET, scheme: 'bls-unchained-g1-rfc9380', sandbox };
  const model = { chainHash: QUICKNET.chainHash, round, signature: published, randomness, time: 0 };
  vi.mocked(apiGet).mockImplementation((path) =>
    Promise.resolve({ status: 0, time: 0, model: path === '/api/fairness/beacon' ? info : model }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VerifyPanel initialTermId={5} />
    </QueryClientProvider>,
  );
};

describe('the lottery verify dialog', () => {
  it('shows the beacon round’s signature and randomness checks beside the others, and verifies', async () => {
    open(false);
    expect(await screen.findByTestId('lottery-verify-ok', undefined, { timeout: 10_000 })).toBeTruthy();
    const signatureRow = screen.getByTestId('lottery-check-LOTTERY_CHECK_BEACON_SIGNATURE');
    expect(signatureRow.textContent).toContain('✓');
    expect(signatureRow.textContent).toContain(QUICKNET.chainHash);
    expect(screen.getByTestId('lottery-check-LOTTERY_CHECK_BEACON_RANDOMNESS').textContent).toContain(
      randomness,
    );
    expect(screen.queryByTestId('lottery-verify-sandbox')).toBeNull();
  });

  it('does not verify a round whose signature has a changed byte, and labels a sandbox beacon', async () => {
    open(true, `${signature.slice(0, 95)}${signature.endsWith('0') ? '1' : '0'}`);
    expect(await screen.findByText('LOTTERY_NOT_VERIFIED', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('lottery-check-LOTTERY_CHECK_BEACON_SIGNATURE').textContent).toContain('✗');
    expect(screen.getByTestId('lottery-verify-sandbox').textContent).toBe('FAIRNESS_BEACON_SANDBOX');
  });
});
