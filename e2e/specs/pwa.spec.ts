import { expect, test, type BrowserContext, type Page } from './page-checks.ts';

import { registerByApi } from './api.ts';

/**
 * The installable app (spec §4 "PWA install"): manifest and service worker, the offline page, the install
 * flow behind `#download` and the iOS Safari guide. Each test has a fresh context (the default), so no
 * service worker or cache outlives it.
 */

// The worker registers after the page's load event and then precaches the app shell: on a shared
// two-core machine that takes a while, so every test here gets three times the usual limit.
test.slow();

// The other specs block service workers (playwright.config.ts); these test them.
test.use({ serviceWorkers: 'allow' });

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Opens a page of the site in English, past the country question. */
async function visit(page: Page, path = '/') {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
  await expect(page.getByTestId('loading-cover')).toBeHidden();
}

/** Waits for the site's PWA code (loaded after the first paint) to have registered the service worker. */
async function pwaCodeLoaded(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** Waits for the service worker to be active, then reloads so that it controls the page. */
async function underServiceWorker(page: Page) {
  await pwaCodeLoaded(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
}

/**
 * Keeps the browser's own `beforeinstallprompt` (Chromium may fire one for an installable page) from the
 * page, so a test decides whether there is a prompt: only events the test dispatches get through.
 */
async function withoutBrowserInstallPrompt(context: BrowserContext) {
  await context.addInitScript(() => {
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (event.isTrusted) event.stopImmediatePropagation();
      },
      { capture: true },
    );
  });
}

/** The side menu's install entry (the menu opens first on a phone). */
async function openInstallEntry(page: Page) {
  const menu = page.getByTestId('side-menu');
  if ((await menu.getAttribute('data-open')) !== 'true') await page.getByTestId('menu-toggle').click();
  await menu.getByRole('link', { name: 'Install app' }).click();
}

test('the site is installable: the manifest has no errors, names our icons, and a worker controls the page', async ({
  page,
}) => {
  await visit(page);
  await underServiceWorker(page);
  // Lighthouse's old `installable-manifest` audit ran this same DevTools call; Lighthouse 12 dropped the
  // PWA category, so the test asks Chromium directly.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are off the record, where Chromium installs nothing: that one is the test's own.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  const data = JSON.parse(manifest.data ?? '{}') as { start_url: string; icons: { src: string }[] };
  expect(data.start_url).toBe('/?pwa=1');
  expect(data.icons.map((icon) => icon.src)).toEqual([
    '/icons/icon-192.png',
    '/icons/icon-512.png',
    '/icons/icon-maskable-512.png',
  ]);
  const icon = await page.request.get('/icons/icon-512.png');
  expect(icon.headers()['content-type']).toBe('image/png');
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('offline, every page shows the offline page, and Retry brings the site back once online', async ({
  page,
  context,
}) => {
  await visit(page);
  await underServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await page.goto('/fairness');
  await expect(page.getByTestId('offline-title')).toHaveText('You are offline');
  await page.getByTestId('offline-retry').click();
  await expect(page.getByTestId('offline-title')).toBeVisible();
  await context.setOffline(false);
  await page.getByTestId('offline-retry').click();
  await expect(page.getByTestId('offline-title')).toBeHidden();
  await expect(page.getByTestId('loading-cover')).toBeHidden();
  await expect(page.getByTestId('side-menu')).toBeAttached();
});

test('without an install prompt, the install entry shows progress and opens the installed app after 5 s', async ({
  page,
  context,
}) => {
  await withoutBrowserInstallPrompt(context);
  await visit(page);
  await pwaCodeLoaded(page);
  const started = Date.now();
  const opened = context.waitForEvent('page', { timeout: 15_000 });
  await openInstallEntry(page);
  await expect(page.getByTestId('pwa-install-progress').getByRole('progressbar')).toBeVisible();
  const app = await opened;
  expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
  expect(new URL(app.url()).search).toBe('?pwa=1');
  await expect(page.getByTestId('pwa-install-progress')).toBeHidden();
  // Opened as the installed app, the site offers no install.
  await expect.poll(() => app.evaluate(() => window.localStorage.getItem('pwa'))).toBe('1');
  await expect(app.getByTestId('side-menu').locator('a[href="/"]').first()).toBeAttached();
  await expect(app.getByTestId('side-menu').locator('a[href="/#download"]')).toHaveCount(0);
});

/** Dispatches a `beforeinstallprompt` whose prompt is counted and accepted; window.open is recorded. */
function offerInstallPrompt() {
  const record = window as unknown as { prompted: number; opened: string[] };
  record.prompted = 0;
  record.opened = [];
  window.open = (url) => {
    record.opened.push(String(url));
    return null;
  };
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => {
      record.prompted += 1;
    },
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  window.dispatchEvent(event);
}

test("with the browser's install prompt, the install entry shows it and opens nothing else", async ({
  page,
  context,
}) => {
  await withoutBrowserInstallPrompt(context);
  await visit(page);
  await expect(page.getByTestId('side-menu')).toBeAttached();
  // The install prompt is kept by the site's PWA code, which loads after the first paint: offer it until kept.
  await expect
    .poll(async () => {
      await page.evaluate(offerInstallPrompt);
      return page.evaluate(() => window.localStorage.getItem('supportPwa'));
    })
    .toBe('1');
  await openInstallEntry(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
  await expect(page.getByTestId('pwa-install-progress')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([]);
  expect(new URL(page.url()).search).not.toContain('pwa=1');
});

test('iOS Safari visitors get the add-to-home guide once, and from the install entry; it closes by keyboard', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent: IPHONE_SAFARI,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await visit(page);
  const guide = page.getByTestId('ios-add-home-guide');
  await expect(guide).toBeVisible();
  await expect(guide.getByRole('heading')).toHaveText('Add the app to your Home Screen');
  await expect(guide.getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('loading-cover')).toBeHidden();
  await expect(page.getByTestId('side-menu')).toBeAttached();
  await expect(guide).toBeHidden();
  await pwaCodeLoaded(page);
  await openInstallEntry(page);
  await expect(guide).toBeVisible();
  await expect(guide.getByTestId('ios-add-home-done')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(guide).toBeHidden();
  await context.close();
});

test('a logged-in player leaves no API answer in Cache Storage', async ({ page, request }) => {
  const player = await registerByApi(request, 'US');
  await visit(page, `/?token=${encodeURIComponent(player.token)}`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await underServiceWorker(page);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.goto('/fairness?lang=en');
  await expect(page.getByTestId('loading-cover')).toBeHidden();
  await page.goto('/?lang=en');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.filter((path) => /^\/(api|static|design|game|sock\.io)\//.test(path))).toEqual([]);
  expect(cached).not.toContain('/');
});
