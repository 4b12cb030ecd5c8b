import { commitServerSeed } from '@casino/game-math';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../../lib/i18n/i18n';
import { useSessionStore } from '../../../../lib/session/user-store';
import { setSiteConfig } from '../../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../../testing/fixtures';
import errorsPack from '../../../../../../server/src/modules/i18n/packs/errors.en.json';
import gamesPack from '../../../../../../server/src/modules/i18n/packs/gamesmore.en.json';
import uiPack from '../../../../../../server/src/modules/i18n/packs/ui.en.json';
import { getFairnessSeeds, type FairnessSeeds } from '../api/get-fairness-seeds';
import type { RotatedSeeds } from '../api/rotate-fairness-seeds';
import { SeedsPanel } from './seeds-panel';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const path = (url: string) => String(url).split('?')[0];

const ACTIVE_SEED = 'a1'.repeat(32);
const NEXT_SEED = 'b2'.repeat(32);
const AFTER_NEXT_SEED = 'c3'.repeat(32);

const before: FairnessSeeds = {
  serverSeedHash: commitServerSeed(ACTIVE_SEED),
  nextServerSeedHash: commitServerSeed(NEXT_SEED),
  clientSeed: 'old-seed',
  nonce: 4,
};

/** The server: the pair `before`, then what a rotation with the posted client seed leaves. */
function serve() {
  let after: FairnessSeeds | undefined;
  fetchMock.mockImplementation(async (url, init) => {
    if (path(url) === '/api/game/fairness/seeds') return envelopeResponse({ model: after ?? before });
    if (path(url) === '/api/game/fairness/rotate') {
      const { clientSeed } = JSON.parse(String(init.body)) as { clientSeed: string };
      after = {
        serverSeedHash: before.nextServerSeedHash,
        nextServerSeedHash: commitServerSeed(AFTER_NEXT_SEED),
        clientSeed,
        nonce: 0,
      };
      const rotated: RotatedSeeds = {
        revealed: {
          serverSeed: ACTIVE_SEED,
          serverSeedHash: before.serverSeedHash,
          clientSeed: before.clientSeed,
          nonces: before.nonce,
          revealedAt: 1,
        },
        active: after,
      };
      return envelopeResponse({ model: rotated });
    }
    return envelopeResponse({});
  });
}

function Harness({ onRotated }: { onRotated: (rotated: RotatedSeeds) => void }) {
  const seeds = useQuery({ queryKey: ['fairness', 'seeds'], queryFn: getFairnessSeeds });
  return <SeedsPanel seeds={seeds.data} onRotated={onRotated} />;
}

beforeAll(async () => {
  await installLanguagePack('en', { ...uiPack, ...errorsPack, ...gamesPack });
  setSiteConfig(testSiteConfig);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ user: { token: 'token-abcdefghij', username: 'ana', currencyId: 'BRL' } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.setState({ user: null });
});

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the seeds panel', () => {
  it('shows the next server seed’s hash before the client seed is changed, and rotates onto that seed', async () => {
    serve();
    const onRotated = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Harness onRotated={onRotated} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(text('fairness-next-hash')).toBe(before.nextServerSeedHash));
    expect(text('fairness-active-hash')).toBe(before.serverSeedHash);
    expect(text('fairness-active-nonce')).toBe('4');
    expect(screen.getByText('Next server seed hash (SHA-256)').nextElementSibling).toBe(
      screen.getByTestId('fairness-next-hash'),
    );

    // The player sees the next hash, then picks the client seed it will be paired with.
    fireEvent.change(screen.getByTestId('fairness-client-seed'), { target: { value: 'picked-after' } });
    expect(text('fairness-next-hash')).toBe(before.nextServerSeedHash);
    fireEvent.click(screen.getByTestId('fairness-rotate'));

    await waitFor(() => expect(onRotated).toHaveBeenCalledTimes(1));
    expect(onRotated.mock.calls[0]?.[0].revealed.serverSeed).toBe(ACTIVE_SEED);
    const rotation = fetchMock.mock.calls.find(([url]) => path(url) === '/api/game/fairness/rotate');
    expect(JSON.parse(String(rotation?.[1].body))).toEqual({ clientSeed: 'picked-after' });
    // The hash shown as next is now the active one; a new next seed is committed.
    await waitFor(() => expect(text('fairness-active-hash')).toBe(before.nextServerSeedHash));
    expect(text('fairness-next-hash')).toBe(commitServerSeed(AFTER_NEXT_SEED));
    expect(text('fairness-active-nonce')).toBe('0');
    expect((screen.getByTestId('fairness-client-seed') as HTMLInputElement).value).toBe('picked-after');
  });
});
