import { expect, test, type Page } from './page-checks.ts';
import { GLOBAL_SETTINGS_COMPONENT_ID, type Theme } from '@casino/contracts';

import { withDesign } from './first-paint-off';

const GAMES = [
  'crash',
  'aviator',
  'mines',
  'tower',
  'stair',
  'football',
  'kangaroo',
  'thimbles',
  'scratch',
  'wingo',
  'k3',
  '5d',
  'sports',
];

test('a first visit asks for the country, and the choice switches language without a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('loading-cover')).toBeHidden();
  await expect(page.getByTestId('country-popup')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByTestId('country-option-BR').click();
  await expect(page.getByTestId('country-popup')).toBeHidden();
  await expect(page.getByTestId('category-00')).toHaveText('Todos os jogos');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await page.evaluate(() => window.localStorage.getItem('currencyId'))).toBe('BRL');
});

test('the lobby lists every game under All Games, and categories filter the grid', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await page.goto('/');
  await expect(page.getByTestId('banner')).toBeVisible();
  await expect(page.getByTestId('notice-bar')).toBeVisible();
  const tabs = page.getByTestId('category-tabs').getByRole('tab');
  await expect(tabs.first()).toHaveText('All Games');
  const grid = page.getByTestId('game-grid');
  for (const game of GAMES) await expect(grid.getByTestId(`game-tile-${game}`)).toBeVisible();
  await page.getByTestId('category-01').click();
  await expect(grid.getByTestId('game-tile-crash')).toBeVisible();
  await expect(grid.getByTestId('game-tile-mines')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toContainText('18+');
  // No invented counts: the demo operator has not switched player counts on.
  await expect(page.getByTestId('brand-counters')).toHaveCount(0);
});

test('a game tile opens its game: a visitor may watch crash live, and sports opens its frame in demo', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await page.goto('/');
  await page.getByTestId('game-grid').getByTestId('game-tile-crash').click();
  await expect(page).toHaveURL(/\/crash$/);
  await expect(page.getByTestId('live-crash')).toBeVisible();

  await page.goto('/');
  await page.getByTestId('game-grid').getByTestId('game-tile-sports').click();
  await expect(page).toHaveURL(/\/embed\?gameId=sports$/);
  await expect(page.frameLocator('[data-testid="embed-frame"]').getByTestId('sportsbook')).toBeVisible();
});

test('a promotion for players asks a visitor to log in first (the check-in promo)', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await page.goto('/');
  await page.getByRole('link', { name: 'Learn more' }).nth(1).click();
  await expect(page.getByTestId('auth-modal')).toBeVisible();
  await expect(page.getByTestId('checkin-dialog')).toHaveCount(0);
});

/** The live design with these global settings and extra global blocks, for this page only. */
function withGlobalSettings(
  page: Page,
  settings: Record<string, unknown>,
  extraItems: Theme['pages'][number]['items'] = [],
): Promise<void> {
  return withDesign(page, (theme) => {
    for (const designPage of theme.pages.filter((entry) => entry.type === 'global')) {
      for (const entry of designPage.items)
        if (entry.comId === GLOBAL_SETTINGS_COMPONENT_ID) Object.assign(entry.data, settings);
      designPage.items.push(...extraItems);
    }
  });
}

async function columnBox(page: Page) {
  const box = await page.locator('#root').boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  return { ...box, viewportWidth: viewport.width };
}

test('forceMobileLayout lays the site out as a phone in a centred column at every width', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await withGlobalSettings(page, { forceMobileLayout: true });
  await page.goto('/');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  const column = await columnBox(page);
  expect(column.width).toBeLessThanOrEqual(400);
  expect(Math.abs(column.x * 2 + column.width - column.viewportWidth)).toBeLessThan(2);
  const tabBar = await page.getByTestId('tab-bar').boundingBox();
  expect(tabBar?.x).toBeCloseTo(column.x, 0);
  expect(tabBar?.width).toBeCloseTo(column.width, 0);
  await expect(page.locator('main')).toHaveCSS('padding-top', '10px');
  await expect(page.getByTestId('side-menu')).toBeHidden();
  const tiles = page.getByTestId('game-grid').locator('[data-testid^="game-tile-"]');
  const [first, second, fourth] = await Promise.all([0, 1, 3].map((index) => tiles.nth(index).boundingBox()));
  expect(second?.y).toBe(first?.y);
  expect(fourth?.y).toBeGreaterThan(first?.y ?? 0);
  // A desktop visitor keeps the header's country and language selectors, in a strip above the column.
  const strip = page.getByTestId('header-desktop-strip');
  if (column.viewportWidth >= 1024) await expect(strip.getByTestId('country-select')).toBeVisible();
  else await expect(strip).toBeHidden();
});

test('mobileOnly is the same phone column without any desktop-only header part', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await withGlobalSettings(page, { mobileOnly: true });
  await page.goto('/');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  const column = await columnBox(page);
  expect(column.width).toBeLessThanOrEqual(400);
  await expect(page.getByTestId('header-desktop-strip')).toBeHidden();
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('side-menu').getByTestId('language-select')).toBeVisible();
});

test('a page popup of the design opens on its paths through globalPopupData and closes', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  // The designer's page (the site's CSP lets frames show same-origin pages only).
  await page.route('**/help/bonus-rules', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Bonus rules</h1>' }),
  );
  await withGlobalSettings(page, {}, [
    {
      comId: 'C000106',
      data: { title: 'Bonus rules', url: '/help/bonus-rules' },
      limitPathList: [{ operator: '*', value: 'promo' }],
    },
  ]);
  await page.goto('/');
  await expect(page.getByTestId('banner')).toBeVisible();
  await expect(page.getByTestId('page-popup')).toHaveCount(0);
  await page.goto('/promo-week');
  const popup = page.getByRole('dialog', { name: 'Bonus rules' });
  await expect(popup).toBeVisible();
  await expect(popup.locator('iframe')).toHaveAttribute('allow', 'clipboard-read; clipboard-write');
  await expect(page.frameLocator('[data-testid="page-popup"] iframe').getByRole('heading')).toHaveText(
    'Bonus rules',
  );
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});

test('lightMode turns the lobby light, with dark text', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await withGlobalSettings(page, { lightMode: true });
  await page.goto('/');
  await expect(page.getByTestId('banner')).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(243, 245, 249)');
  await expect(page.locator('body')).toHaveCSS('color', 'rgb(21, 32, 51)');
  await expect(page.getByTestId('site-footer')).toHaveCSS('background-color', 'rgb(233, 237, 244)');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
});
