import { expect, test, type APIRequestContext, type Page } from './page-checks.ts';

import { fundByApi, getApi, registerByApi } from './api.ts';

/** Logs the page in with the token, in English. */
async function logIn(page: Page, token: string) {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await page.goto(`/?token=${encodeURIComponent(token)}&lang=en`);
  await expect(page.getByTestId('header-balance')).toContainText('100.00');
}

/** What the API lists of a player's crash bets, latest first. */
interface MyCrashBet {
  status: string;
  cashedOutAt: number | null;
  winAmount: number;
}
async function myCrashBets(request: APIRequestContext, token: string): Promise<MyCrashBet[]> {
  return ((await getApi(request, '/api/game/crash/my_bets', token)).list ?? []) as MyCrashBet[];
}

/**
 * Waits for the betting window of a round (rounds take ~10–20 s: betting 6 s, flight, 3 s pause). A flight
 * that reaches 11x lasts 40 s and happens about once in 11 rounds; one of 220x lasts 90 s (about 1 in 220).
 */
async function waitForBetting(page: Page) {
  // At least 3 s of betting left: a bet clicked in the window's last moments can take off and be paid at
  // 1.01x before the test reads its "placed" state.
  await expect(page.getByTestId('crash-caption')).toContainText(/Take-off in ([3-9]|\d{2,})s/, {
    timeout: 90_000,
  });
}

test('two players see the same crash round and each other’s bets; an auto cash-out at 1.01x pays 1.01x', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const [amy, bob] = await Promise.all([registerByApi(request), registerByApi(request)]);
  await Promise.all([fundByApi(request, amy.token, 100), fundByApi(request, bob.token, 100)]);

  const bobContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
  });
  const bobPage = await bobContext.newPage();
  await Promise.all([logIn(page, amy.token), logIn(bobPage, bob.token)]);

  // The lobby tile opens the live page.
  await page.getByTestId('game-tile-crash').first().click();
  await expect(page).toHaveURL(/\/crash$/);
  await bobPage.goto('/crash');

  // Both watch the same round.
  const roundOf = async (each: Page) => (await each.getByTestId('crash-round-id').textContent()) ?? '';
  await expect(page.getByTestId('crash-round-id')).toContainText('Round #');
  await expect
    .poll(async () => (await roundOf(page)) === (await roundOf(bobPage)), { timeout: 20_000 })
    .toBe(true);

  // Amy bets 3 with an auto cash-out at 1.01x; Bob bets 4 with the Space key.
  await page.getByTestId('crash-amount-0').fill('3');
  await page.getByTestId('crash-auto-on-0').check();
  await page.getByTestId('crash-auto-0').fill('1.01');
  await bobPage.getByTestId('crash-amount-0').fill('4');

  // What the pages show of a round lasts only while it lasts (a crash at 1.05x ends it a second after
  // take-off, and the next round's betting replaces it), and a loaded machine may read late. So each check
  // of a passing state is one attempt's, and the outcome is read from what stays: Amy's bets.
  let seenByBoth = false;
  let bobSawCashOut = false;
  let won = false;
  for (let attempt = 0; attempt < 4 && !(won && seenByBoth && bobSawCashOut); attempt += 1) {
    await waitForBetting(page);
    const betsBefore = (await myCrashBets(request, amy.token)).length;
    await page.getByTestId('crash-bet-0').click();
    await bobPage.locator('h1').click();
    await bobPage.keyboard.press('Space');
    // Accepted: placed or queued, or already past them (flying, cashed out, crashed) when a loaded
    // machine reads it after take-off.
    const accepted = /placed|queued|is flying|Cashed out|crashed/;
    await expect(page.getByTestId('crash-status-0')).toContainText(accepted, { timeout: 10_000 });
    await expect(bobPage.getByTestId('crash-status-0')).toContainText(accepted, { timeout: 10_000 });

    // Each sees both bets in the live list of the round, and Bob sees Amy's cash-out at 1.01x.
    const seen = await Promise.all(
      [page, bobPage].map(async (each) => {
        const list = each.getByTestId('crash-live-bets');
        return expect(list)
          .toContainText('3.00', { timeout: 15_000 })
          .then(() => expect(list).toContainText('4.00', { timeout: 5_000 }))
          .then(
            () => true,
            () => false,
          );
      }),
    );
    seenByBoth ||= seen.every(Boolean);
    if (attempt === 0) await page.screenshot({ path: testInfo.outputPath('crash-betting.png') });
    const amyRow = bobPage
      .getByTestId('crash-live-bets')
      .getByTestId('crash-bet-row')
      .filter({ hasText: '3.00' });
    bobSawCashOut ||= await expect(amyRow.getByTestId('crash-bet-at'))
      .toHaveText('1.01x', { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );

    // The round ends: Amy's bet is cashed at 1.01x unless it crashed at once (1.00x).
    await expect
      .poll(async () => (await myCrashBets(request, amy.token)).length, { timeout: 90_000 })
      .toBeGreaterThan(betsBefore);
    let latest: MyCrashBet | undefined;
    await expect
      .poll(
        async () => {
          latest = (await myCrashBets(request, amy.token))[0];
          return latest?.status;
        },
        { timeout: 90_000 },
      )
      .toMatch(/^(WON|LOST)$/);
    won ||= latest?.status === 'WON' && latest.cashedOutAt === 1.01 && latest.winAmount === 3.03;
  }
  expect(seenByBoth).toBe(true);
  expect(bobSawCashOut).toBe(true);
  expect(won).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('crash-won.png') });

  // Her own history lists the win.
  await page.getByTestId('crash-tab-mine').click();
  await expect(page.getByTestId('crash-my-bets').locator('[data-status="WON"]').first()).toContainText(
    '1.01x',
  );
  await bobContext.close();
});

test('a visitor watches aviator (two panels) and is asked to log in to bet; a past round verifies', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await page.goto('/aviator?lang=en');
  await expect(page.getByTestId('crash-panel-1')).toBeVisible();
  await expect(page.getByTestId('crash-round-id')).toContainText('Round #');
  await expect(page.getByTestId('crash-bet-0')).toHaveText('Log in to bet');

  // Once a round has crashed, its chip verifies in the browser against the published terminating hash
  // (the first round may still be flying: see waitForBetting for how long a flight lasts).
  const chip = page.getByTestId('crash-history').getByRole('button').first();
  await expect(chip).toBeVisible({ timeout: 120_000 });
  await chip.click();
  await expect(page.getByTestId('crash-verify-point')).toContainText('matches the round', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('crash-verify-chain')).toContainText(
    'Leads to the published terminating hash',
  );
  await page.screenshot({ path: testInfo.outputPath('aviator-verify.png'), fullPage: true });

  await page.getByTestId('crash-bet-0').click();
  await expect(page.getByTestId('auth-modal')).toBeVisible();
});
