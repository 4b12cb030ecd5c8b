import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { CrashChainView } from '@casino/contracts';

import { ChainFacts } from './chain-facts';

afterEach(cleanup);

const chain: CrashChainView = {
  id: 3,
  gameId: 'crash',
  scheme: 2,
  status: 'AWAITING_SALT',
  terminatingHash: 'ab'.repeat(32),
  length: 100_000,
  demo: false,
  saltAnnouncement: 'the hash of Bitcoin block 900000',
  saltAnnouncedAt: Date.UTC(2026, 10, 24, 6, 0),
  salt: null,
  saltSetAt: null,
  createdAt: Date.UTC(2026, 10, 24, 5, 0),
};

const facts = (view: CrashChainView) =>
  render(
    <dl>
      <ChainFacts chain={view} />
    </dl>,
  );

describe('a chain’s public record', () => {
  it('shows the scheme, the announcement and that the salt is still awaited', () => {
    facts(chain);
    expect(screen.getByTestId('crash-chain-status').textContent).toBe('CRASH_CHAIN_AWAITING_SALT');
    expect(screen.getByTestId('crash-chain-scheme').textContent).toBe('CRASH_CHAIN_SCHEME_2');
    expect(screen.getByText('the hash of Bitcoin block 900000')).toBeTruthy();
    expect(screen.getAllByText('CRASH_CHAIN_NOT_YET')).toHaveLength(2);
  });

  it('labels a demo chain and a scheme this page does not know', () => {
    facts({ ...chain, status: 'ACTIVE', demo: true, scheme: 9, salt: 'ff', saltSetAt: chain.createdAt });
    expect(screen.getByTestId('crash-chain-status').textContent).toContain('CRASH_CHAIN_DEMO');
    expect(screen.getByTestId('crash-chain-scheme').textContent).toBe('CRASH_CHAIN_SCHEME_UNKNOWN');
    expect(screen.getByText('ff')).toBeTruthy();
  });
});
