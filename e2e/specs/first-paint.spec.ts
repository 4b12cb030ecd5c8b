import { expect, test, type Page } from './page-checks.ts';

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

/** Collects the page's errors and keeps the painted header as parsed, to see whether the app adopted it. */
async function watchTakeOver(page: Page): Promise<{ problems: string[]; adopted: () => Promise<boolean> }> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // Hydration adopts the server's nodes; a fresh render replaces them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { paintedHeader: Element | null }).paintedHeader =
        document.querySelector('#root header');
    });
  });
  await sameDeviceAsViewport(page);
  const adopted = () =>
    page.evaluate(() => {
      const header = (window as unknown as { paintedHeader: Element | null }).paintedHeader;
      return header !== null && header.isConnected;
    });
  return { problems, adopted };
}

test('the app takes the painted lobby over without painting it again, and it answers input', async ({
  page,
}) => {
  const { problems, adopted } = await watchTakeOver(page);
  await page.goto('/');
  await page.getByTestId('open-login').click();
  // The page carried only the texts it showed; the login dialog's come with the whole pack, fetched after.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(dialog).not.toContainText(/\b[A-Z]+_[A-Z0-9_]+\b/);
  expect(await adopted()).toBe(true);
  expect(problems).toEqual([]);
});

for (const [path, content] of [
  ['/fairness', 'Provably fair'],
  ['/crash', 'Log in to bet'],
  ['/game/mines', 'Place a bet to start'],
] as const) {
  test(`${path} is painted by the server and taken over without errors`, async ({ page, browser }) => {
    const painted = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      extraHTTPHeaders: { 'Sec-CH-UA-Mobile': (page.viewportSize()?.width ?? 1440) <= 768 ? '?1' : '?0' },
    });
    const before = await painted.newPage();
    await before.goto(path);
    await expect(before.locator('main')).toContainText(content);
    await painted.close();

    const { problems, adopted } = await watchTakeOver(page);
    await page.goto(path);
    await expect(page.locator('main')).toContainText(content);
    await expect(page.getByTestId('open-login')).toBeVisible();
    await expect.poll(adopted).toBe(true);
    expect(problems).toEqual([]);
  });
}

test('a tap on the painted lobby before its scripts have run is not lost: the app answers it once it has the page', async ({
  page,
}) => {
  const { problems, adopted } = await watchTakeOver(page);
  // The app's scripts are held back until the tile has been tapped.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByTestId('game-grid').getByTestId('game-tile-mines').click();
  // Nothing happened in the browser's own way meanwhile: still the lobby, same address.
  await expect(page).toHaveURL(/\/$/);
  releaseScripts();
  const offer = page.getByRole('alertdialog');
  await expect(offer).toContainText('try it now in demo mode');
  expect(await adopted()).toBe(true);
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

test.describe('a painted page that does not match what the app renders', () => {
  // Every spec fails on a hydration problem (page-checks.ts); this one proves such a problem is seen.
  test.use({ hydrationProblemsExpected: true });

  test('is reported in the console as a hydration problem, and the app still takes over', async ({
    page,
  }) => {
    const { problems } = await watchTakeOver(page);
    await page.route('/', async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace('>Log in<', '>Sign in now<');
      await route.fulfill({ response: answer, body: html });
    });
    await page.goto('/');
    await expect(page.getByTestId('open-login')).toHaveText('Log in');
    await expect
      .poll(() => problems.some((text) => text.startsWith('hydration: the painted page did not match')))
      .toBe(true);
  });
});
