import { readFileSync } from 'node:fs';

import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Download,
  type Locator,
  type Page,
} from './page-checks.ts';

import { SINGLE_PLAYER_GAME_IDS, OFFLINE_VERIFIER_FILE } from '@casino/contracts';
import { commitServerSeed, drawLotteryOutcome, lotteryBetsDigest } from '@casino/game-math';
import { beaconRoundTime, QUICKNET } from '@casino/game-math/beacon';
import { QUICKNET_ROUND_12040883 } from '@casino/game-math/beacon-vectors';

import { callApi, fundByApi, getApi, qualifyWheelInvitee, registerByApi } from './api.ts';
import { textsOf } from './packs.ts';

/**
 * Issue 34 "Done when": the standalone offline verifier (`/fairness-verifier.html`, one HTML file opened from
 * disk with no network) reproduces live rounds of every single-player game, every lottery game, the crash
 * game and the wheel, from the proof files the site's own verifiers download; one changed byte fails the
 * check it touches; a real drand quicknet round verifies against quicknet's own key.
 */

type ProofFile = { version: number; proof: Record<string, unknown> & { type: string } };

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one layout is enough: the offline page is one plain form');
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
});

/** The text of a browser download (a proof file, or the verifier itself). */
async function downloaded(page: Page, button: Locator): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { download, text: readFileSync(path, 'utf8') };
}

/** Downloads the verifier from the /fairness page's link (as the player does) and keeps it on disk. */
async function downloadVerifier(page: Page, path: string): Promise<string> {
  await page.goto('/fairness?lang=en');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('offline-verifier-link').click(),
  ]);
  expect(download.suggestedFilename()).toBe(OFFLINE_VERIFIER_FILE);
  await download.saveAs(path);
  return path;
}

/**
 * The verifier opened from disk in a browser with no network, every request it makes recorded. `lang` is
 * the page's `?lang=`.
 */
async function openOffline(browser: Browser, path: string, lang?: string) {
  const context = await browser.newContext({ offline: true });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`file://${path}${lang ? `?lang=${lang}` : ''}`);
  await expect(page.locator('#proof')).toBeVisible();
  return { context, page, requests };
}

/** Pastes a proof into the offline page and checks it; the result block. */
async function check(page: Page, proof: string | ProofFile): Promise<Locator> {
  // The previous answer is cleared first, so what is read next is this proof's.
  await page.evaluate(() => document.getElementById('result')?.replaceChildren());
  await page.locator('#proof').fill(typeof proof === 'string' ? proof : JSON.stringify(proof, null, 2));
  await page.locator('#form button[type="submit"]').click();
  const result = page.locator('#result');
  await expect(result.locator('[data-verdict]')).toBeVisible();
  return result;
}

/** Expects every check of the proof to hold. */
async function expectVerified(page: Page, proof: string | ProofFile, sandbox: boolean, what: string) {
  const result = await check(page, proof);
  const failing = await result
    .locator('li[data-ok="false"]')
    .evaluateAll((items) => items.map((item) => `${item.getAttribute('data-check')}: ${item.textContent}`));
  expect(failing, `${what}: failing checks`).toEqual([]);
  await expect(result.locator('[data-verdict]'), what).toHaveAttribute('data-verdict', 'verified');
  expect(await result.locator('li[data-ok="true"]').count(), what).toBeGreaterThan(0);
  await expect(result.locator('[data-sandbox="true"]'), what).toHaveCount(sandbox ? 1 : 0);
}

/** Expects the proof to fail, on the check `key` among others. */
async function expectFailsOn(page: Page, proof: ProofFile, key: string, what: string) {
  const result = await check(page, proof);
  await expect(result.locator('[data-verdict]'), what).toHaveAttribute('data-verdict', 'failed');
  await expect(result.locator(`li[data-check="${key}"]`), what).toHaveAttribute('data-ok', 'false');
}

/** A hex (or decimal) string with its last digit changed: one byte of the file differs. */
const changeLastDigit = (value: string) => `${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}`;

/** A deep copy of a proof file with the value at `path` (inside its proof) replaced by `change` of it. */
function tampered(
  file: ProofFile,
  path: readonly (string | number)[],
  change: (value: unknown) => unknown,
): ProofFile {
  const copy = structuredClone(file);
  let holder = copy.proof as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  holder[last] = change(holder[last]);
  return copy;
}

const digitChanged = (value: unknown) => changeLastDigit(value as string);

/** Plays one round of a single-player game to its end through the API: a first move, then a cash-out. */
async function playRound(request: APIRequestContext, token: string, gameId: string): Promise<number> {
  const placed = await callApi(request, '/api/game/bet', { gameId, model: { betAmount: 1 } }, token);
  expect(placed.status, `${gameId} bet`).toBe(0);
  let bet = placed.model as { id: number; settledAt: number | null; canCashOut: boolean; steps: number };
  for (let turn = 0; bet.settledAt === null && turn < 20; turn += 1) {
    const answer =
      bet.canCashOut && bet.steps > 0
        ? await callApi(request, `/api/game/${gameId}/cash_out`, { id: bet.id }, token)
        : gameId === 'scratch'
          ? await callApi(request, `/api/game/${gameId}/reveal`, { id: bet.id }, token)
          : await callApi(request, `/api/game/${gameId}/play`, { id: bet.id, spot: 0 }, token);
    expect(answer.status, `${gameId} move`).toBe(0);
    bet = answer.model;
  }
  expect(bet.settledAt, `${gameId} settled`).not.toBeNull();
  return bet.id;
}

test('the verifier downloads from /fairness, loads nothing from disk offline, checks a real quicknet draw and speaks Portuguese', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Served as a download, not a page of the site.
  const served = await request.get(`/${OFFLINE_VERIFIER_FILE}`);
  expect(served.ok()).toBe(true);
  expect(served.headers()['content-disposition']).toMatch(/^attachment/);
  const path = await downloadVerifier(page, testInfo.outputPath(OFFLINE_VERIFIER_FILE));
  const { context, page: offline, requests } = await openOffline(browser, path);

  // A Win Go draw on a real drand quicknet round (packages/game-math/src/beacon/beacon-vectors.ts: round
  // 12040883 as drand's tlock tests publish it), made here with the site's public algorithms: the round is
  // the first after the cut-off, one second before it.
  const seed = 'offline-verifier-e2e-quicknet-seed';
  const bets = [
    { id: 11, kind: 'big', pick: [], amountMinor: '500' },
    { id: 12, kind: 'number', pick: [7], amountMinor: '250' },
  ];
  const betsDigest = lotteryBetsDigest(bets);
  const { round, signature, randomness } = QUICKNET_ROUND_12040883;
  const number = 20_260_101_001;
  const quicknet: ProofFile = {
    version: 1,
    proof: {
      type: 'lottery',
      gameId: 'wingo',
      termId: 1,
      number,
      label: String(number),
      closesAt: beaconRoundTime(QUICKNET, round) - 1_000,
      seedHash: commitServerSeed(seed),
      seed,
      betsDigest,
      bets,
      beaconRandomness: randomness,
      beacon: {
        chainHash: QUICKNET.chainHash,
        publicKey: QUICKNET.publicKey,
        genesisTime: QUICKNET.genesisTime,
        periodSeconds: QUICKNET.periodSeconds,
        sandbox: false,
        round,
        signature,
      },
      outcome: [...drawLotteryOutcome('wingo', seed, betsDigest, number, randomness)],
    },
  };
  await expectVerified(offline, quicknet, false, 'quicknet draw');
  await expect(offline.locator('li[data-check="VERIFIER_BEACON_SIGNATURE"]')).toHaveAttribute(
    'data-ok',
    'true',
  );
  await expectFailsOn(
    offline,
    tampered(quicknet, ['beacon', 'signature'], digitChanged),
    'VERIFIER_BEACON_SIGNATURE',
    'quicknet signature changed',
  );
  // The same draw claimed one round later: not the first round after the cut-off.
  await expectFailsOn(
    offline,
    tampered(quicknet, ['closesAt'], (closesAt) => (closesAt as number) - 3_000),
    'VERIFIER_LOTTERY_ROUND_AFTER_CUTOFF',
    'quicknet cut-off moved',
  );
  // Not a proof at all: said so, not thrown.
  const notJson = await check(offline, '{ not json');
  await expect(notJson.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'error');

  // Opened from the file picker too.
  await offline.evaluate(() => document.getElementById('result')?.replaceChildren());
  await offline.locator('#file').setInputFiles({
    name: 'proof-wingo-quicknet.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(quicknet)),
  });
  await expect(offline.locator('#result [data-verdict]')).toHaveAttribute('data-verdict', 'verified');

  // In Portuguese with ?lang=pt.
  const { context: ptContext, page: pt, requests: ptRequests } = await openOffline(browser, path, 'pt');
  await expect(pt.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const verdict = (await check(pt, quicknet)).locator('[data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', 'verified');
  await expect(verdict).toHaveText(textsOf('pt')('VERIFIER_VERIFIED'));

  // Nothing but the file itself was ever asked for (the file:// load is the one request seen).
  expect(requests.length).toBeGreaterThan(0);
  for (const url of [...requests, ...ptRequests]) expect(url).toMatch(/^file:/);
  await context.close();
  await ptContext.close();

  // Even with a network, its CSP lets the page reach nothing: a fetch to the site is stopped by the policy
  // before any request leaves.
  const online = await browser.newContext();
  const onlinePage = await online.newPage();
  const onlineRequests: string[] = [];
  onlinePage.on('request', (request) => onlineRequests.push(request.url()));
  await onlinePage.goto(`file://${path}`);
  const site = new URL('/api/lottery/rooms', testInfo.project.use.baseURL).toString();
  const stopped = await onlinePage.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective));
        fetch(url).then(
          () => resolve('loaded'),
          () => setTimeout(() => resolve('refused without a policy violation'), 1_000),
        );
      }),
    site,
  );
  expect(stopped).toBe('connect-src');
  for (const url of onlineRequests) expect(url).toMatch(/^file:/);
  await online.close();
});

test('a round of every single-player game and a wheel spin, downloaded from the site, verify offline; a changed byte fails', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 20);

  // One finished round of every game, then the pair rotated so their server seed is revealed.
  const betIds: Record<string, number> = {};
  for (const gameId of SINGLE_PLAYER_GAME_IDS)
    betIds[gameId] = await playRound(request, player.token, gameId);
  expect((await callApi(request, '/api/game/fairness/rotate', {}, player.token)).status).toBe(0);

  await page.goto(`/?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const path = await downloadVerifier(page, testInfo.outputPath(OFFLINE_VERIFIER_FILE));

  // Each round picked on /fairness, verified there, and its proof file downloaded.
  const proofs: Record<string, ProofFile> = {};
  const picker = page.getByTestId('fairness-bet-select');
  for (const gameId of SINGLE_PLAYER_GAME_IDS) {
    const betId = String(betIds[gameId]);
    await expect(picker.locator(`option[value="${betId}"]`)).toHaveCount(1);
    await picker.selectOption(betId);
    await expect(page.getByTestId('fairness-verify-server-seed')).not.toHaveValue('');
    await page.getByTestId('fairness-verify').click();
    await expect(page.getByTestId('fairness-record-check')).toHaveAttribute('data-match', 'true');
    const { download, text } = await downloaded(page, page.getByTestId('offline-proof-download'));
    expect(download.suggestedFilename()).toBe(`proof-${gameId}-${betId}.json`);
    proofs[gameId] = JSON.parse(text) as ProofFile;
    expect(proofs[gameId].proof).toMatchObject({ type: 'game', gameId, betId: Number(betId) });
  }

  // A wheel spin (rewards-live.spec's way: an invitee who deposits and wagers what the wheel asks).
  const inviter = await registerByApi(request, 'US');
  const inviteCode = (await getApi(request, '/api/auth/user_info', inviter.token)).user.inviteCode as string;
  await qualifyWheelInvitee(request, inviteCode);
  await page.goto(`/freeSpin?token=${encodeURIComponent(inviter.token)}&lang=en`);
  await expect(page.getByTestId('wheel-spins')).toHaveText('1');
  await page.getByTestId('wheel-spin').click();
  await expect(page.getByTestId('wheel-verified')).toBeVisible({ timeout: 15_000 });
  const wheel = JSON.parse(
    (await downloaded(page, page.getByTestId('wheel-verification').getByTestId('offline-proof-download')))
      .text,
  ) as ProofFile;
  expect(wheel.proof.type).toBe('wheel');

  // Offline, every one verifies.
  const { context, page: offline, requests } = await openOffline(browser, path);
  for (const gameId of SINGLE_PLAYER_GAME_IDS) {
    await expectVerified(offline, proofs[gameId] as ProofFile, false, gameId);
  }
  await expectVerified(offline, wheel, false, 'wheel');

  // One byte changed: the revealed seed no longer hashes to the commitment; a recorded board that is not
  // the one the seeds deal; the wheel paying another segment.
  const mines = proofs.mines as ProofFile;
  await expectFailsOn(
    offline,
    tampered(mines, ['serverSeed'], digitChanged),
    'VERIFIER_SEED_HASH',
    'mines seed changed',
  );
  await expectFailsOn(
    offline,
    tampered(mines, ['state', 'mineTiles'], (tiles) => {
      const changed = [...(tiles as number[])];
      changed[0] = changed.includes(24) ? (changed[0] ?? 0) ^ 1 : 24;
      return changed;
    }),
    'VERIFIER_GAME_BOARD',
    'mines board changed',
  );
  await expectFailsOn(
    offline,
    tampered(
      wheel,
      ['segment'],
      (segment) => ((segment as number) + 1) % (wheel.proof.weights as number[]).length,
    ),
    'VERIFIER_WHEEL_SEGMENT',
    'wheel segment changed',
  );
  await expectFailsOn(
    offline,
    tampered(wheel, ['serverSeedHash'], digitChanged),
    'VERIFIER_SEED_HASH',
    'wheel commitment changed',
  );
  expect(requests.filter((url) => !url.startsWith('file:'))).toEqual([]);
  await context.close();
});

/** A bet on the open term of the game's first room (its 60 s room), placed again on the next term if late. */
async function betOnOpenTerm(request: APIRequestContext, token: string, gameId: string, kind: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const state = (await getApi(request, `/api/lottery/room?gameId=${gameId}`, token)).model as {
      room: { id: number; periodSeconds: number };
      term: { id: number };
    };
    const answer = await callApi(
      request,
      '/api/lottery/bet',
      { roomId: state.room.id, termId: state.term.id, selection: { kind, pick: [] }, betAmount: 1 },
      token,
    );
    if (answer.status === 0) return { termId: state.term.id, periodSeconds: state.room.periodSeconds };
    // Betting had closed (the last seconds before the draw): the next term opens within seconds.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  throw new Error(`no ${gameId} bet accepted`);
}

test('a drawn term of every lottery game and a crashed round, downloaded from their verify panels, verify offline with the sandbox beacon; a changed byte fails', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(210_000);
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 20);
  // A bet on each game's open term, so the draws have bets to digest.
  const lotteryGames = [
    ['wingo', 'big'],
    ['k3', 'big'],
    ['5d', 'sumBig'],
  ] as const;
  const terms: Record<string, number> = {};
  for (const [gameId, kind] of lotteryGames) {
    const placed = await betOnOpenTerm(request, player.token, gameId, kind);
    expect(placed.periodSeconds).toBe(60);
    terms[gameId] = placed.termId;
  }

  await page.goto(`/?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const path = await downloadVerifier(page, testInfo.outputPath(OFFLINE_VERIFIER_FILE));

  // While the terms run: a crashed round, from its history chip into the verify panel (crash.spec's way).
  await page.goto('/crash?lang=en');
  const chip = page.getByTestId('crash-history').getByRole('button').first();
  await expect(chip).toBeVisible({ timeout: 120_000 });
  await chip.click();
  await expect(page.getByTestId('crash-verify-point')).toContainText('matches the round', {
    timeout: 20_000,
  });
  const crash = JSON.parse(
    (await downloaded(page, page.getByTestId('crash-verify').getByTestId('offline-proof-download'))).text,
  ) as ProofFile;
  expect(crash.proof.type).toBe('crash');

  // Each term once drawn, checked in its room's verify panel, and its proof file downloaded.
  const lottery: Record<string, ProofFile> = {};
  for (const [gameId] of lotteryGames) {
    const termId = terms[gameId] as number;
    await expect
      .poll(
        async () => (await getApi(request, `/api/lottery/term?id=${termId}`, player.token)).model.term.status,
        {
          timeout: 90_000,
          intervals: [1_000],
        },
      )
      .toBe('FINISHED');
    await page.goto(`/chatbet?gameId=${gameId}&lang=en`);
    await expect(page.getByTestId('lottery-page')).toBeVisible();
    await page.getByTestId('lottery-tab-verify').click();
    await page.getByTestId('lottery-verify-term').fill(String(termId));
    await page.getByTestId('lottery-verify-run').click();
    await expect(page.getByTestId('lottery-verify-ok')).toBeVisible({ timeout: 15_000 });
    const file = JSON.parse(
      (await downloaded(page, page.getByTestId('offline-proof-download'))).text,
    ) as ProofFile;
    expect(file.proof).toMatchObject({ type: 'lottery', gameId, termId });
    expect((file.proof.bets as unknown[]).length).toBeGreaterThan(0);
    lottery[gameId] = file;
  }

  const { context, page: offline, requests } = await openOffline(browser, path);
  for (const [gameId] of lotteryGames) {
    await expectVerified(offline, lottery[gameId] as ProofFile, true, `lottery ${gameId}`);
  }
  await expectVerified(offline, crash, true, 'crash');

  // One byte changed: the outcome, the beacon's signature, a bet; the crash point, the round's hash.
  for (const [gameId] of lotteryGames) {
    const file = lottery[gameId] as ProofFile;
    await expectFailsOn(
      offline,
      tampered(file, ['outcome', 0], (digit) => (digit === 1 ? 2 : 1)),
      'VERIFIER_OUTCOME',
      `${gameId} outcome changed`,
    );
  }
  const wingo = lottery.wingo as ProofFile;
  await expectFailsOn(
    offline,
    tampered(wingo, ['beacon', 'signature'], digitChanged),
    'VERIFIER_BEACON_SIGNATURE_SANDBOX',
    'wingo signature changed',
  );
  await expectFailsOn(
    offline,
    tampered(wingo, ['bets', 0, 'amountMinor'], (amount) => `${amount as string}0`),
    'VERIFIER_LOTTERY_DIGEST',
    'wingo bet changed',
  );
  await expectFailsOn(
    offline,
    tampered(wingo, ['seed'], digitChanged),
    'VERIFIER_SEED_HASH',
    'wingo seed changed',
  );
  await expectFailsOn(
    offline,
    tampered(crash, ['crashPointHundredths'], (point) => (point as number) + 1),
    'VERIFIER_CRASH_POINT',
    'crash point changed',
  );
  await expectFailsOn(
    offline,
    tampered(crash, ['hash'], digitChanged),
    'VERIFIER_CRASH_CHAIN',
    'crash hash changed',
  );
  await expectFailsOn(
    offline,
    tampered(crash, ['beacon', 'signature'], digitChanged),
    'VERIFIER_BEACON_SIGNATURE_SANDBOX',
    'crash salt signature changed',
  );
  expect(requests.filter((url) => !url.startsWith('file:'))).toEqual([]);
  await context.close();
});
