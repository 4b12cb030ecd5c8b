import type { WheelInfo, WheelSpin } from '@casino/contracts';
import { commitServerSeed, spinWheel } from '@casino/game-math';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { STARTUP_QUERY_KEY } from '../../../lib/site/use-startup-settings';
import { useUiStore } from '../../../lib/ui-store';
import { envelopeResponse, testSiteConfig, testStartupSettings } from '../../../testing/fixtures';
import errorsPack from '../../../../../server/src/modules/i18n/packs/errors.en.json';
import rewardsPack from '../../../../../server/src/modules/i18n/packs/rewards.en.json';
import uiPack from '../../../../../server/src/modules/i18n/packs/ui.en.json';
import { WheelPage } from './wheel-page';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const path = (url: string) => String(url).split('?')[0];

const SERVER_SEED = 'b7'.repeat(32);
const NEXT_SEED = 'c4'.repeat(32);
const WEIGHTS = [50, 30, 15, 5];

/** The wheel of a player with one qualified invitee (one spin) and one still on the way. */
function testInfo(patch: Partial<WheelInfo> = {}): WheelInfo {
  return {
    available: true,
    segments: [
      { weight: 50, amount: 0 },
      { weight: 30, amount: 2 },
      { weight: 15, amount: 5 },
      { weight: 5, amount: 20 },
    ],
    requirement: { deposit: 10, wager: 20 },
    invites: [
      { name: 'jo***', phoneVerified: true, deposited: 10, wagered: 25, qualified: true, spun: false },
      { name: 'ma***', phoneVerified: false, deposited: 4, wagered: 0, qualified: false, spun: false },
    ],
    spinsAvailable: 1,
    inviteCode: 'ANA12345',
    nextServerSeedHash: commitServerSeed(SERVER_SEED),
    clientSeed: 'my-seed',
    nonce: 3,
    expectedValue: 2.6,
    paysTo: 'task_bonus',
    ...patch,
  };
}

/** The honest answer to a spin of testInfo() with `clientSeed`. */
function honestSpin(clientSeed: string): WheelSpin {
  const seeds = { serverSeed: SERVER_SEED, clientSeed, nonce: 3 };
  const segment = spinWheel(seeds, WEIGHTS);
  return {
    segment,
    amount: testInfo().segments[segment]?.amount ?? 0,
    ...seeds,
    serverSeedHash: commitServerSeed(SERVER_SEED),
    weights: WEIGHTS,
    nextServerSeedHash: commitServerSeed(NEXT_SEED),
  };
}

/** Answers the wheel with `info`, a spin with `spin(clientSeed)`, and the wheel after it with `after`. */
function serve(info: WheelInfo, spin?: (clientSeed: string) => WheelSpin, after?: WheelInfo) {
  let spun = false;
  fetchMock.mockImplementation(async (url, init) => {
    if (path(url) === '/api/wheel/info') return envelopeResponse({ model: spun && after ? after : info });
    if (path(url) === '/api/wheel/spin' && spin) {
      spun = true;
      return envelopeResponse({ model: spin(JSON.parse(String(init.body)).clientSeed) });
    }
    return envelopeResponse({});
  });
}

beforeAll(async () => {
  await installLanguagePack('en', { ...uiPack, ...errorsPack, ...rewardsPack });
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
  localStorage.clear();
  useSessionStore.setState({ user: null });
  useUiStore.setState({ loginModal: null });
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(STARTUP_QUERY_KEY, testStartupSettings);
  return render(
    <QueryClientProvider client={client}>
      <WheelPage />
    </QueryClientProvider>,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the invite wheel', () => {
  it('states the requirement, the spins, the invitees’ real progress and the commitment before a spin', async () => {
    serve(testInfo());
    renderPage();
    expect((await screen.findByTestId('wheel-seed-hash')).textContent).toBe(commitServerSeed(SERVER_SEED));
    expect(text('wheel-spins')).toBe('1');
    expect(text('wheel-requirement')).toBe(
      'Each friend who verifies a phone, deposits R$ 10.00 and wagers R$ 20.00 earns you one spin.',
    );
    const invites = screen.getAllByTestId('wheel-invite');
    expect(invites.map((invite) => invite.getAttribute('data-qualified'))).toEqual(['true', 'false']);
    expect(invites[1]?.textContent).toContain('Phone verified: not yet');
    expect(invites[1]?.textContent).toContain('R$ 4.00 of R$ 10.00');
    expect(invites[1]?.textContent).toContain('R$ 0.00 of R$ 20.00');
    expect((screen.getByTestId('wheel-invite-link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/?p=ANA12345&inviteWheelTag=1`,
    );
    expect((screen.getByTestId('wheel-client-seed') as HTMLInputElement).value).toBe('my-seed');
    expect((screen.getByTestId('wheel-spin') as HTMLButtonElement).disabled).toBe(false);
  });

  it('publishes each segment’s chance and the expected value per spin', async () => {
    serve(testInfo());
    renderPage();
    const rows = within(await screen.findByTestId('wheel-odds'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Try again5050 %',
      '2R$ 2.003030 %',
      '3R$ 5.001515 %',
      '4R$ 20.0055 %',
    ]);
    expect(text('wheel-expected-value')).toBe('Expected value per spin: R$ 2.60');
  });

  it('spins with the client seed, shows the result and verifies it in the browser', async () => {
    const after = testInfo({
      spinsAvailable: 0,
      nonce: 4,
      clientSeed: 'lucky_7',
      nextServerSeedHash: commitServerSeed(NEXT_SEED),
    });
    serve(testInfo(), honestSpin, after);
    renderPage();
    const seed = await screen.findByTestId('wheel-client-seed');
    fireEvent.change(seed, { target: { value: 'lucky_7' } });
    fireEvent.click(screen.getByTestId('wheel-spin'));
    const result = await screen.findByTestId('wheel-result');
    const spin = honestSpin('lucky_7');
    expect(result.textContent).toContain(spin.amount > 0 ? 'You won' : rewardsPack.WHEEL_NO_PRIZE);
    expect(text('wheel-verified')).toBe(
      `Verified: the revealed seed matches the committed hash and lands on segment ${spin.segment + 1}.`,
    );
    expect(text('wheel-revealed-hash')).toBe(commitServerSeed(SERVER_SEED));
    expect(text('wheel-revealed-seed')).toBe(SERVER_SEED);
    const post = fetchMock.mock.calls.find(([url]) => path(url) === '/api/wheel/spin');
    expect(JSON.parse(String(post?.[1].body))).toEqual({ clientSeed: 'lucky_7' });
    // Read again: one spin fewer and the next commitment.
    await waitFor(() => expect(text('wheel-spins')).toBe('0'));
    expect(text('wheel-seed-hash')).toBe(commitServerSeed(NEXT_SEED));
    expect((screen.getByTestId('wheel-spin') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the revealed seed does not match the committed hash', async () => {
    serve(testInfo(), (clientSeed) => ({ ...honestSpin(clientSeed), serverSeed: NEXT_SEED }));
    renderPage();
    fireEvent.click(await screen.findByTestId('wheel-spin'));
    expect((await screen.findByTestId('wheel-verify-failed')).textContent).toBe(
      rewardsPack.WHEEL_CHECK_HASH_MISMATCH,
    );
    expect(screen.queryByTestId('wheel-verified')).toBeNull();
    expect(text('wheel-revealed-hash')).toBe(commitServerSeed(NEXT_SEED));
  });

  it('says so when the seeds land on another segment than the one paid', async () => {
    serve(testInfo(), (clientSeed) => {
      const honest = honestSpin(clientSeed);
      return { ...honest, segment: (honest.segment + 1) % WEIGHTS.length };
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('wheel-spin'));
    const honest = honestSpin('my-seed');
    expect((await screen.findByTestId('wheel-verify-failed')).textContent).toBe(
      `Check failed: the seeds land on segment ${honest.segment + 1}, not on segment ${
        ((honest.segment + 1) % WEIGHTS.length) + 1
      }. Please contact support.`,
    );
  });

  it('keeps the spin off without spins and with a client seed the server would refuse', async () => {
    serve(testInfo({ spinsAvailable: 0 }));
    renderPage();
    expect((await screen.findByTestId('wheel-spins')).textContent).toBe('0');
    expect((screen.getByTestId('wheel-spin') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    serve(testInfo());
    renderPage();
    fireEvent.change(await screen.findByTestId('wheel-client-seed'), { target: { value: 'no spaces' } });
    expect((screen.getByTestId('wheel-spin') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(rewardsPack.WHEEL_CLIENT_SEED_INVALID)).toBeTruthy();
  });

  it('says where the market has no wheel, without a spin button', async () => {
    serve(testInfo({ available: false }));
    renderPage();
    expect((await screen.findByTestId('wheel-unavailable')).textContent).toBe(rewardsPack.WHEEL_UNAVAILABLE);
    expect(screen.queryByTestId('wheel-spin')).toBeNull();
  });

  it('recomputes any spin in the verifier from pasted seeds and weights', async () => {
    serve(testInfo());
    renderPage();
    const verifier = (await screen.findByRole('heading', { name: rewardsPack.WHEEL_VERIFIER_TITLE }))
      .parentElement as HTMLElement;
    const field = (name: string) => within(verifier).getByLabelText(name);
    fireEvent.change(field('Server seed (revealed)'), { target: { value: SERVER_SEED } });
    fireEvent.change(field('Client seed'), { target: { value: 'abc' } });
    fireEvent.change(field('Nonce'), { target: { value: '9' } });
    expect((field('Weights') as HTMLInputElement).value).toBe('50, 30, 15, 5');
    fireEvent.click(within(verifier).getByTestId('wheel-verifier-check'));
    const segment = spinWheel({ serverSeed: SERVER_SEED, clientSeed: 'abc', nonce: 9 }, WEIGHTS);
    const result = await within(verifier).findByTestId('wheel-verifier-result');
    expect(result.textContent).toContain(commitServerSeed(SERVER_SEED));
    expect(result.textContent).toContain(`These seeds land on segment ${segment + 1}.`);
    expect(verifier.textContent).toContain(rewardsPack.WHEEL_NO_CODE_PATH);
  });

  it('asks a visitor to register, naming the invite code the address brought', async () => {
    useSessionStore.setState({ user: null });
    localStorage.setItem('InvitedCode', 'FRIEND42');
    renderPage();
    const visitor = screen.getByTestId('wheel-visitor');
    expect(visitor.textContent).toContain('Your invite code FRIEND42 is applied when you register.');
    expect(screen.queryByTestId('wheel-spin')).toBeNull();
    fireEvent.click(screen.getByTestId('wheel-register'));
    expect(useUiStore.getState().loginModal).toBe('register');
    fireEvent.click(screen.getByTestId('wheel-login'));
    expect(useUiStore.getState().loginModal).toBe('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
