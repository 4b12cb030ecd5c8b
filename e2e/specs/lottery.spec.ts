import { expect, test, type Page } from './page-checks.ts';

import { callApi, fundByApi, getApi, registerByApi } from './api.ts';

/** Logs the page in with the token, in English, and opens the Win Go 1-minute room. */
async function openRoom(page: Page, token: string) {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await page.goto(`/?token=${encodeURIComponent(token)}&lang=en`);
  await expect(page.getByTestId('header-balance')).toContainText('100.00');
  await page.goto('/chatbet?gameId=wingo');
  await expect(page.getByTestId('lottery-page')).toBeVisible();
}

/** Seconds left before the cut-off, as the countdown shows them (mm:ss); -1 while betting is closed. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('lottery-countdown').textContent()) ?? '';
  const match = /(\d{1,2}):(\d{2})/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : -1;
}

/** Waits until the open term has at least `seconds` of betting left (a term lasts 60 s, 55 of betting). */
async function waitForBetting(page: Page, seconds: number) {
  await expect
    .poll(() => secondsLeft(page), { timeout: 75_000, intervals: [500] })
    .toBeGreaterThanOrEqual(seconds);
}

/** Places a bet from the panel: an option, the amount, shared or not, confirmed. */
async function placeBet(page: Page, option: string, amount: string, share: boolean) {
  await page.getByTestId(`lottery-option-${option}`).click();
  const sheet = page.getByTestId('lottery-bet-sheet');
  await expect(sheet).toBeVisible();
  await page.getByTestId('lottery-amount').fill(amount);
  if (share) await page.getByTestId('lottery-share').check();
  await page.getByTestId('lottery-confirm').click();
  await expect(sheet).toBeHidden({ timeout: 10_000 });
}

test('two players in one room: the same countdown, a shared bet followed, chat, the draw settled and verified', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the phone layout has its own test below');
  test.setTimeout(240_000);
  const [amy, bob] = await Promise.all([registerByApi(request), registerByApi(request)]);
  await Promise.all([fundByApi(request, amy.token, 100), fundByApi(request, bob.token, 100)]);
  const bobContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
  });
  const bobPage = await bobContext.newPage();
  await Promise.all([openRoom(page, amy.token), openRoom(bobPage, bob.token)]);

  // Both see the same term and the same countdown (from the server clock), and the next term's hash.
  await waitForBetting(page, 20);
  await expect
    .poll(async () => (await page.getByTestId('lottery-term-label').textContent()) ?? 'a', {
      timeout: 10_000,
    })
    .toBe((await bobPage.getByTestId('lottery-term-label').textContent()) ?? 'b');
  const [amyLeft, bobLeft] = await Promise.all([secondsLeft(page), secondsLeft(bobPage)]);
  expect(Math.abs(amyLeft - bobLeft)).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('lottery-next-hash')).toHaveAttribute('title', /^[0-9a-f]{64}$/);

  // Amy bets 5 on big and shares it; Bob sees it in the chat and follows it with his own bet.
  await placeBet(page, 'big', '5', true);
  const room = (await getApi(request, '/api/lottery/room?gameId=wingo', bob.token)).model.room as {
    id: number;
  };
  const [amyBet] = (await getApi(request, '/api/lottery/my_bets', amy.token)).list as { id: number }[];
  const shared = (await getApi(request, `/api/lottery/chat?roomId=${room.id}`, bob.token)).list.find(
    (message: { bet: { id: number } | null }) => message.bet?.id === amyBet?.id,
  ) as { id: number };
  await expect(bobPage.getByTestId(`lottery-message-${shared.id}`)).toContainText('5.00', {
    timeout: 15_000,
  });
  await bobPage.getByTestId(`lottery-follow-${shared.id}`).click();
  const followConfirm = bobPage.getByTestId('lottery-follow-confirm');
  if (await followConfirm.isVisible({ timeout: 2_000 }).catch(() => false)) {
    await bobPage.getByTestId('lottery-follow-amount').fill('3');
    await followConfirm.click();
  }
  // Bob also bets on one number himself.
  await placeBet(bobPage, 'number-7', '2', false);

  // Chat both ways.
  await page.getByTestId('lottery-chat-input').fill('good luck from amy');
  await page.getByTestId('lottery-chat-send').click();
  await expect(bobPage.getByTestId('lottery-chat')).toContainText('good luck from amy', { timeout: 10_000 });
  await bobPage.getByTestId('lottery-chat-input').fill('following you');
  await bobPage.keyboard.press('Enter');
  await expect(page.getByTestId('lottery-chat')).toContainText('following you', { timeout: 10_000 });
  await page.screenshot({ path: testInfo.outputPath('lottery-room-amy.png') });

  // The draw settles every bet; each sees the result and their bets' outcome, and the ledger agrees.
  const amyBets = (await getApi(request, '/api/lottery/my_bets', amy.token)).list;
  const bobBets = (await getApi(request, '/api/lottery/my_bets', bob.token)).list;
  expect(amyBets).toHaveLength(1);
  expect(bobBets).toHaveLength(2);
  const termId = amyBets[0].termId as number;
  expect(bobBets.every((bet: { termId: number }) => bet.termId === termId)).toBe(true);
  expect(
    bobBets.find((bet: { followedBetId: number | null }) => bet.followedBetId === amyBets[0].id),
  ).toBeTruthy();

  await page.getByTestId('lottery-tab-results').click();
  await expect(page.getByTestId(`lottery-result-${termId}`)).toBeVisible({ timeout: 90_000 });
  await bobPage.getByTestId('lottery-tab-results').click();
  await expect(bobPage.getByTestId(`lottery-result-${termId}`)).toBeVisible({ timeout: 15_000 });

  for (const [player, page_] of [
    [amy, page],
    [bob, bobPage],
  ] as const) {
    const settled = (await getApi(request, '/api/lottery/my_bets', player.token)).list as {
      id: number;
      status: string;
      betAmount: number;
      winAmount: number;
    }[];
    expect(settled.every((bet) => bet.status === 'WON' || bet.status === 'LOST')).toBe(true);
    const staked = settled.reduce((sum, bet) => sum + bet.betAmount, 0);
    const won = settled.reduce((sum, bet) => sum + bet.winAmount, 0);
    const balance = (await getApi(request, '/api/auth/user_info', player.token)).user.balance as number;
    expect(balance).toBeCloseTo(100 - staked + won, 2);
    await page_.getByTestId('lottery-tab-my-bets').click();
    for (const bet of settled) {
      await expect(page_.getByTestId(`lottery-my-bet-${bet.id}`)).toContainText(
        bet.status === 'WON' ? /won/i : /lost/i,
        {
          timeout: 15_000,
        },
      );
    }
  }

  // The bet's record (what its history row links to) shows the period's outcome and its proof.
  await page.goto(`/record/lottery/${amyBets[0].id}`);
  await expect(page.getByTestId('record-outcome')).toHaveText(/^\d( \d)*$/, { timeout: 15_000 });
  await expect(page.getByTestId('record-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByTestId('record-lottery-room').click();
  await expect(page.getByTestId('lottery-page')).toBeVisible();

  // A bet sent after the cut-off is refused, and changes nothing.
  const late = await callApi(
    request,
    '/api/lottery/bet',
    { roomId: room.id, termId, selection: { kind: 'small', pick: [] }, betAmount: 1 },
    amy.token,
  );
  expect(late.status).toBe(1601);

  // The past period verifies in the browser: seed against its hash, the bets' digest, the outcome.
  await page.getByTestId('lottery-tab-verify').click();
  await page.getByTestId('lottery-verify-term').fill(String(termId));
  await page.getByTestId('lottery-verify-run').click();
  await expect(page.getByTestId('lottery-verify-ok')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('lottery-verified.png') });
  await bobContext.close();
});

test('on a phone the room fits, takes a bet from the keyboard-reachable panel and lists it', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the desktop layout is covered above');
  test.setTimeout(150_000);
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 100);
  await openRoom(page, player.token);
  await expect(page.getByTestId('lottery-countdown')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await waitForBetting(page, 12);
  await placeBet(page, 'red', '2', false);
  await page.getByTestId('lottery-tab-my-bets').click();
  const bets = (await getApi(request, '/api/lottery/my_bets', player.token)).list;
  expect(bets).toHaveLength(1);
  await expect(page.getByTestId(`lottery-my-bet-${bets[0].id}`)).toBeVisible({ timeout: 10_000 });
  await page.screenshot({ path: testInfo.outputPath('lottery-phone.png') });
});
