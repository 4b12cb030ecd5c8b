import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { CrashChainView } from '@casino/contracts';

import { ChainFacts } from './chain-facts';

afterEach(cleanup);

const chain: CrashChainView = {
  id: 3,
  gameId: 'crash',
  scheme: 2,
  status: 'AWAITING_BEACON',
  terminatingHash: 'ab'.repeat(32),
  length: 100_000,
  demo: false,
  preBeacon: false,
  saltAnnouncement: 'drand 52db round 24000000',
  saltAnnouncedAt: Date.UTC(2026, 10, 24, 6, 0),
  beaconRound: 24_000_000,
  beaconDueAt: Date.UTC(2026, 10, 24, 6, 10, 3),
  beaconSignature: null,
  salt: null,
  saltSetAt: null,
  createdAt: Date.UTC(2026, 10, 24, 6, 0),
};

const facts = (view: CrashChainView) =>
  render(
    <dl>
      <ChainFacts chain={view} />
    </dl>,
  );

describe('a chain’s public record', () => {
  it('shows the scheme, the beacon round with its link, and that the salt is still awaited', () => {
    facts(chain);
    expect(screen.getByTestId('crash-chain-status').textContent).toBe('CRASH_CHAIN_AWAITING_BEACON');
    expect(screen.getByTestId('crash-chain-scheme').textContent).toBe('CRASH_CHAIN_SCHEME_2');
    expect(screen.getByTestId('crash-chain-beacon-round').textContent).toContain('24000000');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/api/fairness/beacon/24000000');
    expect(screen.getByTestId('crash-chain-salt').textContent).toBe('CRASH_CHAIN_NOT_YET');
    expect(screen.getByTestId('crash-chain-signature').textContent).toBe('CRASH_CHAIN_NOT_YET');
  });

  it('shows the salt and the round’s signature once taken', () => {
    facts({
      ...chain,
      status: 'ACTIVE',
      salt: 'cd'.repeat(32),
      beaconSignature: 'ef'.repeat(48),
      saltSetAt: 1,
    });
    expect(screen.getByTestId('crash-chain-status').textContent).toBe('CRASH_CHAIN_ACTIVE');
    expect(screen.getByTestId('crash-chain-salt').textContent).toBe('cd'.repeat(32));
    expect(screen.getByTestId('crash-chain-signature').textContent).toBe('ef'.repeat(48));
  });

  it('labels a pre-beacon chain with its announcement, a demo chain and a scheme this page does not know', () => {
    facts({
      ...chain,
      status: 'ACTIVE',
      demo: true,
      preBeacon: true,
      scheme: 9,
      saltAnnouncement: 'the hash of Bitcoin block 900000',
      beaconRound: null,
      beaconDueAt: null,
      salt: 'ff',
      saltSetAt: chain.createdAt,
    });
    expect(screen.getByTestId('crash-chain-status').textContent).toContain('CRASH_CHAIN_DEMO');
    expect(screen.getByTestId('crash-chain-status').textContent).toContain('CRASH_CHAIN_PRE_BEACON');
    expect(screen.getByTestId('crash-chain-scheme').textContent).toBe('CRASH_CHAIN_SCHEME_UNKNOWN');
    expect(screen.getByText('the hash of Bitcoin block 900000')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('ff')).toBeTruthy();
  });
});
