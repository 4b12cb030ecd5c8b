import { expect, test } from '@playwright/test';

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the page paints the loading cover with the site name and a moving bar', async ({ page }) => {
    await page.goto('/');
    const cover = page.getByTestId('boot-cover');
    await expect(cover).toBeVisible();
    await expect(cover.locator('#boot-brand')).toHaveText('Nova Casino');
    await expect(page.getByRole('progressbar', { name: 'Nova Casino' })).toBeVisible();
    const barWidth = () => page.locator('.boot-bar').evaluate((bar) => bar.getBoundingClientRect().width);
    const first = await barWidth();
    await expect.poll(barWidth, { timeout: 4_000 }).toBeGreaterThan(first);
  });
});

test('the app replaces the loading cover once it is ready', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('boot-cover')).toHaveCount(0);
  await expect(page.getByTestId('loading-cover')).toBeHidden();
});
