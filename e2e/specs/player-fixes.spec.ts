import { expect, test } from '@playwright/test';

/**
 * Issue 13, what a new player trips over: each check here failed before its fix, at the tour's sizes
 * (phone 390×844 with touch, desktop 1440×900).
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'BR'));
});

test('switching back to a language already loaded in the tab shows its text again', async ({ page }) => {
  test.skip(test.info().project.name === 'phone', 'the language select sits in the phone drawer');
  await page.goto('/?lang=pt');
  const select = page.getByTestId('language-select').filter({ visible: true }).first();
  await expect(page.locator('body')).toContainText('Início');
  for (const [language, home] of [
    ['en', 'Home'],
    ['pt', 'Início'],
    ['id', 'Beranda'],
    ['en', 'Home'],
  ] as const) {
    await select.selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('body')).toContainText(home);
  }
});

test('a game offers its rules without forcing them open', async ({ page }) => {
  await page.goto('/game/mines?demo=true&lang=en');
  await expect(page.getByTestId('place-bet')).toBeVisible();
  await expect(page.getByTestId('game-rules')).toHaveCount(0);
  const rulesButton = page.getByTestId('game-rules-button');
  await expect(rulesButton).toHaveAttribute('data-unseen', 'true');
  await rulesButton.click();
  await expect(page.getByTestId('game-rules')).toBeVisible();
});

test('keyboard tips show only where there is a keyboard', async ({ page }) => {
  const touch = test.info().project.name === 'phone';
  for (const path of ['/game/mines?demo=true&lang=en', '/crash?lang=en']) {
    await page.goto(path);
    const tip = page.locator('[data-keyboard-tip]').first();
    await expect(tip).toBeAttached();
    if (touch) await expect(tip).toBeHidden();
    else await expect(tip).toBeVisible();
  }
});

test('pay tables write numbers the Portuguese way', async ({ page }) => {
  await page.goto('/game/scratch?demo=true&lang=pt');
  const table = page.getByTestId('scratch-prizes-classic');
  await expect(table).toContainText('1 em 2.500');
  await expect(table).not.toContainText('2,500');
  await page.goto('/game/tower?demo=true&lang=pt');
  await expect(page.getByTestId('multiplier-now')).toHaveText('×1,00');
});

test('crash and aviator fit a 900 px desktop: the bet button above the fold, the round label off the axis', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'a desktop layout check');
  for (const gameId of ['crash', 'aviator']) {
    await page.goto(`/${gameId}?lang=en`);
    const button = page.getByTestId('crash-bet-0');
    await expect(button).toBeVisible();
    // The button and the status line under it, which says what the button will do.
    const statusBox = await page.getByTestId('crash-status-0').boundingBox();
    expect(statusBox && statusBox.y + statusBox.height).toBeLessThanOrEqual(900);

    const canvas = page.getByTestId('crash-canvas');
    await expect(page.getByTestId('crash-round-id')).toContainText('#');
    const [labelBox, canvasBox] = [
      await page.getByTestId('crash-round-id').boundingBox(),
      await canvas.boundingBox(),
    ];
    const plotTop = Number(await canvas.getAttribute('data-plot-top'));
    // The highest axis label is centred on the plot's top edge, about 6 px either side.
    expect(labelBox && canvasBox && labelBox.y + labelBox.height).toBeLessThanOrEqual(
      (canvasBox?.y ?? 0) + plotTop - 6,
    );
  }
});
