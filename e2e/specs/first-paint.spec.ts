import { expect, test, type Page } from '@playwright/test';

/** The server guesses the device kind from the user agent; the client hint settles it for the test's size. */
async function sameDeviceAsViewport(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1440;
  await page.setExtraHTTPHeaders({ 'Sec-CH-UA-Mobile': width <= 768 ? '?1' : '?0' });
}

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the server paints the lobby: header, banner, categories and game tiles with their art', async ({
    page,
  }) => {
    await sameDeviceAsViewport(page);
    await page.goto('/');
    await expect(page.getByTestId('boot-cover')).toHaveCount(0);
    await expect(page.getByTestId('open-login')).toHaveText('Log in');
    await expect(page.getByTestId('banner')).toBeVisible();
    await expect(page.getByTestId('category-tabs')).toBeVisible();
    const crash = page.getByTestId('game-tile-crash').first();
    await expect(crash).toBeVisible();
    await expect(crash.locator('img')).toHaveAttribute('src', /game-crash/);
    await expect(page.getByTestId('site-footer')).toBeAttached();
    // The data the browser hydrates from travels with the page.
    await expect(page.locator('script#first-paint')).toBeAttached();
  });

  test('a page the server does not paint shows the loading cover with the site name and a moving bar', async ({
    page,
  }) => {
    await page.goto('/account');
    const cover = page.getByTestId('boot-cover');
    await expect(cover).toBeVisible();
    await expect(cover.locator('#boot-brand')).toHaveText('Nova Casino');
    await expect(page.getByRole('progressbar', { name: 'Nova Casino' })).toBeVisible();
    const barWidth = () => page.locator('.boot-bar').evaluate((bar) => bar.getBoundingClientRect().width);
    const first = await barWidth();
    await expect.poll(barWidth, { timeout: 4_000 }).toBeGreaterThan(first);
  });
});

test('the app takes the painted lobby over without painting it again, and it answers input', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // Keeps the painted header as parsed: hydration adopts the server's nodes, a fresh render replaces them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { paintedHeader: Element | null }).paintedHeader =
        document.querySelector('#root header');
    });
  });
  await sameDeviceAsViewport(page);
  await page.goto('/');
  await page.getByTestId('open-login').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const adopted = await page.evaluate(() => {
    const header = (window as unknown as { paintedHeader: Element | null }).paintedHeader;
    return header !== null && header.isConnected;
  });
  expect(adopted).toBe(true);
  expect(problems).toEqual([]);
});

test('a logged-out visitor with another language chosen gets the page rendered afresh in it', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('currentLanguage', 'pt'));
  await sameDeviceAsViewport(page);
  await page.goto('/');
  await expect(page.getByTestId('open-login')).toHaveText('Entrar');
});
