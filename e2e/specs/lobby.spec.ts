import { expect, test } from '@playwright/test';

import { registerByApi } from './api.ts';

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
  'lottery',
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
  await expect(page.getByTestId('brand-players')).toHaveText('128.4K');
});

test('a game tile asks a visitor to log in, and tells a player the game is coming soon', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await page.goto('/');
  const crashTile = page.getByTestId('game-grid').getByTestId('game-tile-crash');
  await crashTile.click();
  await expect(page.getByTestId('auth-modal')).toBeVisible();

  const player = await registerByApi(request);
  await page.goto(`/?token=${player.token}`);
  await expect(page.getByTestId('header-username')).toHaveText(player.username);
  await page.getByTestId('game-grid').getByTestId('game-tile-crash').click();
  await expect(page.getByRole('alertdialog')).toContainText('Crash is coming soon');
});

test('an action without its feature says so plainly', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Learn more' }).nth(1).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Daily check-in is not available on this site yet',
  );
});
