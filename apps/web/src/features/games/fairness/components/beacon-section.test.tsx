import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FairnessBeaconInfo } from '@casino/contracts';
import { QUICKNET } from '@casino/game-math/beacon';

import { getBeaconInfo } from '../../../../lib/beacon/get-beacon';
import { BeaconSection } from './beacon-section';

vi.mock('../../../../lib/beacon/get-beacon', () => ({ getBeaconInfo: vi.fn(), getBeaconRound: vi.fn() }));

const quicknet: FairnessBeaconInfo = { ...QUICKNET, scheme: 'bls-unchained-g1-rfc9380', sandbox: false };

afterEach(() => {
  cleanup();
  vi.mocked(getBeaconInfo).mockReset();
});

const show = (info: FairnessBeaconInfo) => {
  vi.mocked(getBeaconInfo).mockResolvedValue(info);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BeaconSection />
    </QueryClientProvider>,
  );
};

describe('the fairness page’s beacon section', () => {
  it('shows the chain from GET /api/fairness/beacon and how rounds, lottery draws and crash salts use it', async () => {
    show(quicknet);
    expect((await screen.findByTestId('fairness-beacon-chain-hash')).textContent).toBe(QUICKNET.chainHash);
    const text = screen.getByTestId('fairness-beacon').textContent ?? '';
    expect(text).toContain(QUICKNET.publicKey);
    expect(text).toContain('bls-unchained-g1-rfc9380');
    for (const key of ['FAIRNESS_BEACON_ROUND_TIME', 'FAIRNESS_BEACON_SIGNATURE', 'FAIRNESS_BEACON_LOTTERY'])
      expect(text).toContain(key);
    expect(text).toContain('FAIRNESS_BEACON_CRASH');
    expect(screen.queryByTestId('fairness-beacon-sandbox')).toBeNull();
  });

  it('labels the sandbox beacon', async () => {
    show({ ...quicknet, chainHash: 'ab'.repeat(32), sandbox: true });
    expect((await screen.findByTestId('fairness-beacon-sandbox')).textContent).toBe(
      'FAIRNESS_BEACON_SANDBOX',
    );
  });
});
