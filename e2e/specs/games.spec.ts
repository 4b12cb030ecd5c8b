import { expect, test, type Page } from './page-checks.ts';

import { balanceOf, fundByApi, registerByApi } from './api.ts';

/** Reads the rules from the (i) button (a first visit offers them, never forces them open), then closes them. */
async function readRules(page: Page) {
  const rules = page.getByTestId('game-rules');
  await expect(page.getByTestId('place-bet')).toBeVisible();
  await expect(rules).toHaveCount(0);
  await page.getByTestId('game-rules-button').click();
  await expect(rules).toBeVisible();
  await expect(rules.getByTestId('mines-pay-table')).toContainText('×1.10');
  await rules.getByRole('button', { name: "Got it, let's play" }).click();
  await expect(rules).toBeHidden();
}

/** The shown balance as a number ("R$ 1,002.24" → 1002.24). */
async function shownBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('game-balance-value').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test.beforeEach(async ({ page }) => {
  // Funding, a lobby visit and a round take a while on a busy machine.
  test.setTimeout(60_000);
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
});

test('a funded player opens mines from the lobby, bets, reveals a tile and is paid or loses the stake', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 100);
  await page.goto(`/?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('header-balance')).toContainText('100.00');

  await page.getByTestId('game-grid').getByTestId('game-tile-mines').click();
  await expect(page).toHaveURL(/\/game\/mines\?/);
  expect(new URL(page.url()).searchParams.get('token')).toBeNull();
  await readRules(page);
  await expect(page.getByTestId('mode-real')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('game-balance')).not.toContainText('DEMO');
  await expect(page.getByTestId('game-balance-value')).toContainText('100.00');

  // The amount is checked before anything is sent.
  const amount = page.getByTestId('bet-amount');
  await amount.fill('0.5');
  await expect(page.getByRole('alert')).toHaveText('The minimum bet is R$ 1.00.');
  await expect(page.getByTestId('place-bet')).toBeDisabled();
  await amount.fill('10');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('game-balance-value')).toContainText('90.00');
  await expect(page.getByTestId('cash-out')).toContainText('Make your first pick');

  await page.getByTestId('mines-tile-12').click();
  const tile = page.getByTestId('mines-tile-12');
  await expect(tile).not.toHaveAttribute('data-look', 'closed');
  if ((await tile.getAttribute('data-look')) === 'gem') {
    // 3 mines, one gem: 0.97 · 25/22 = ×1.10 → 10 × 1.1022… = 11.02.
    await expect(page.getByTestId('multiplier-now')).toHaveText('×1.10');
    await page.getByTestId('cash-out').click();
    await expect(page.getByTestId('game-win')).toContainText('11.02');
    await expect(page.getByTestId('game-balance-value')).toContainText('101.02');
    expect(await balanceOf(request, player.token)).toBe(101.02);
  } else {
    await expect(tile).toHaveAttribute('data-look', 'boom');
    await expect(page.getByTestId('round-state')).toHaveText('Round lost — try again');
    expect(await balanceOf(request, player.token)).toBe(90);
  }
  // Once the round is over every mine is on the board.
  await expect(
    page.locator(
      '[data-testid^="mines-tile-"][data-look="boom"], [data-testid^="mines-tile-"][data-look="mine"]',
    ),
  ).toHaveCount(3);
  await expect(page.getByTestId('place-bet')).toBeEnabled();
});

test('a visitor plays mines in demo mode with the keyboard, with the rules one tap away', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  await page.getByTestId('game-grid').getByTestId('game-tile-mines').click();
  const offer = page.getByRole('alertdialog');
  await expect(offer).toContainText('try it now in demo mode');
  await offer.getByRole('button', { name: 'Play demo' }).click();
  await expect(page).toHaveURL(/\/game\/mines\?.*demo=true/);
  await readRules(page);

  await expect(page.getByTestId('game-balance')).toContainText('DEMO');
  await expect(page.getByTestId('game-balance-value')).toContainText('1,000.00');
  await expect(page.getByTestId('mode-demo')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('bet-amount').fill('5');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('game-balance-value')).toContainText('995.00');

  await page.getByTestId('mines-tile-0').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('mines-tile-1')).toBeFocused();
  await page.keyboard.press('Enter');
  const tile = page.getByTestId('mines-tile-1');
  await expect(tile).not.toHaveAttribute('data-look', 'closed');
  if ((await tile.getAttribute('data-look')) === 'gem') {
    await page.keyboard.press('c');
    await expect(page.getByTestId('game-win')).toBeVisible();
    await expect.poll(() => shownBalance(page)).toBeGreaterThan(1_000);
  } else {
    await expect(page.getByTestId('round-state')).toHaveText('Round lost — try again');
    await expect(page.getByTestId('game-balance-value')).toContainText('995.00');
  }

  await page.reload();
  await expect(page.getByTestId('game-mines')).toBeVisible();
  await expect(page.getByTestId('place-bet')).toBeEnabled();
  await expect(page.getByTestId('game-rules')).toHaveCount(0);
  await page.getByTestId('game-rules-button').click();
  await expect(page.getByTestId('game-rules')).toBeVisible();
});

test('a player with an empty balance is offered a deposit or the demo', async ({ page, request }) => {
  const player = await registerByApi(request);
  await page.goto(`/?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
  await page.getByTestId('game-grid').getByTestId('game-tile-tower').click();
  const offer = page.getByRole('alertdialog');
  await expect(offer).toContainText('Your balance is empty');
  await offer.getByRole('button', { name: 'Play demo' }).click();
  await expect(page).toHaveURL(/\/game\/tower\?.*demo=true/);
  await expect(page.getByTestId('game-balance')).toContainText('DEMO');
  await page.getByTestId('tower-difficulty-medium').click();
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('game-balance-value')).toContainText('995.00');
  await page.getByTestId('tower-spot-0-1').click();
  await expect(page.getByTestId('tower-spot-0-1')).toHaveAttribute('data-look', /safe|hit/);
  // A player's demo rounds never touch their money.
  expect(await balanceOf(request, player.token)).toBe(0);
});
