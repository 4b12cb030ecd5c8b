import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CrashChainView, FairnessBeaconInfo } from '@casino/contracts';
import { QUICKNET } from '@casino/game-math/beacon';
import { QUICKNET_ROUND_42 } from '@casino/game-math/beacon-vectors';

import { getBeaconInfo } from '../../../lib/beacon/get-beacon';
import { ChainFacts } from './chain-facts';

vi.mock('../../../lib/beacon/get-beacon', () => ({ getBeaconInfo: vi.fn(), getBeaconRound: vi.fn() }));

const quicknet: FairnessBeaconInfo = { ...QUICKNET, scheme: 'bls-unchained-g1-rfc9380', sandbox: false };

afterEach(() => {
  cleanup();
  vi.mocked(getBeaconInfo).mockReset();
});

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

  describe('the signature check made in the browser', () => {
    /** A chain salted from real quicknet round 42. */
    const salted: CrashChainView = {
      ...chain,
      status: 'ACTIVE',
      beaconRound: QUICKNET_ROUND_42.round,
      beaconSignature: QUICKNET_ROUND_42.signature,
      salt: QUICKNET_ROUND_42.randomness,
      saltSetAt: 1,
    };
    const check = async (view: CrashChainView, info = quicknet) => {
      vi.mocked(getBeaconInfo).mockResolvedValue(info);
      facts(view);
      fireEvent.click(screen.getByTestId('crash-chain-beacon-check-run'));
      await screen.findByTestId('crash-chain-beacon-signature', undefined, { timeout: 10_000 });
      return {
        signature: screen.getByTestId('crash-chain-beacon-signature').dataset.ok,
        salt: screen.getByTestId('crash-chain-beacon-salt').dataset.ok,
        sandbox: screen.queryByTestId('crash-chain-beacon-sandbox') !== null,
      };
    };

    it('finds a real quicknet round’s signature valid and the salt its randomness', async () => {
      expect(await check(salted)).toEqual({ signature: 'true', salt: 'true', sandbox: false });
      expect(screen.getByTestId('crash-chain-beacon-check').textContent).toContain(
        'CRASH_CHAIN_BEACON_CHAIN',
      );
    });

    it('refuses a signature with a changed byte, and a salt that is not the round’s randomness', async () => {
      const signature = `${salted.beaconSignature?.slice(0, 95) ?? ''}${salted.beaconSignature?.endsWith('0') ? '1' : '0'}`;
      expect(await check({ ...salted, beaconSignature: signature })).toMatchObject({
        signature: 'false',
        salt: 'false',
      });
      cleanup();
      expect(await check({ ...salted, salt: 'cd'.repeat(32) })).toMatchObject({
        signature: 'true',
        salt: 'false',
      });
    });

    it('labels a sandbox beacon, and offers no check before the salt is taken', async () => {
      expect(await check(salted, { ...quicknet, sandbox: true })).toMatchObject({ sandbox: true });
      cleanup();
      facts(chain);
      expect(screen.queryByTestId('crash-chain-beacon-check-run')).toBeNull();
    });
  });
});
