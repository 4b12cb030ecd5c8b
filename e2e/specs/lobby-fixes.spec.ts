import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { fundByApi, registerByApi } from './api.ts';

/**
 * Issue 13, what a new player trips over in the lobby: false copy, the history, the header, navigation
 * and accessibility. Runs at 390×844 (phone) and 1440×900 (desktop).
 */

/** Opens the page logged in with the token, in Brazil, in the language. */
async function open(page: Page, path: string, token: string | null, lang = 'en') {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'BR'));
  const query = new URLSearchParams({ lang });
  if (token) query.set('token', token);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}${query.toString()}`);
}

const STALE =
  /first games|opening (in the lobby )?soon|very soon|when the games open|two-factor sign-in|128\.4K/i;

test('the lobby makes no false claim: no invented counts, only the configured payment methods', async ({
  page,
}) => {
  await open(page, '/', null);
  await expect(page.getByTestId('game-grid')).toBeVisible();
  await expect(page.getByTestId('payment-method').first()).toBeVisible();
  await expect(page.getByTestId('payment-method')).toHaveText(['PIX (sandbox)']);
  await expect(page.getByTestId('brand-counters')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(STALE);
  for (const madeUp of ['Visa', 'Mastercard', 'Boleto', 'USDT']) expect(text).not.toContain(madeUp);
});

test('in Portuguese provably fair reads "Comprovadamente justo"', async ({ page }) => {
  await open(page, '/', null, 'pt');
  await expect(
    page.getByTestId('site-footer').getByRole('link', { name: 'Comprovadamente justo' }),
  ).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/provavelmente justo|primeiros jogos/i);
});

test('a logged-in player is never asked to create an account, and has a profile menu', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await open(page, '/', player.token);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByTestId('banner')).toBeVisible();
  await expect(page.getByText('Create account')).toHaveCount(0);
  await expect(page.getByText('Create your free account')).toHaveCount(0);

  const button = page.getByRole('button', { name: new RegExp(player.username) });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('profile-account')).toBeFocused();
  await expect(page.getByTestId('profile-history')).toHaveAttribute('href', '/#history');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profile-menu')).toBeHidden();
  await expect(button).toBeFocused();
});

test('a 5-digit balance and the Deposit button do not overlap at 390 and 320 px', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 12_345.67);
  await open(page, '/', player.token);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('12,345.67', { timeout: 15_000 });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    const box = async (testId: string) => {
      const found = await page.getByTestId(testId).boundingBox();
      if (!found) throw new Error(`${testId} is not on screen at ${width}px`);
      return found;
    };
    const [profile, deposit, menu] = [
      await box('profile-menu-button'),
      await box('open-recharge'),
      await box('menu-toggle'),
    ];
    const apart = (a: typeof profile, b: typeof profile) => a.x + a.width <= b.x || b.x + b.width <= a.x;
    expect(apart(profile, deposit), `profile and deposit at ${width}px`).toBe(true);
    expect(apart(menu, deposit), `menu and deposit at ${width}px`).toBe(true);
    expect(profile.x + profile.width, `header fits ${width}px`).toBeLessThanOrEqual(width);
  }
});

test('the history names what happened, and /#history opens it', async ({ page, request }) => {
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 50);
  await open(page, '/', player.token);
  await expect(page.getByTestId('header-balance')).toContainText('50.00', { timeout: 15_000 });
  await page.goto('/#history');
  const item = page.getByTestId('history-item').first();
  await expect(item).toContainText('Deposit via PIX (sandbox)');
  await expect(page.getByTestId('history-list')).not.toContainText('Other');
});

test('navigation is made of real links: footer, side menu categories, /#notifications', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await open(page, '/', player.token);
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('link', { name: 'Provably fair' })).toHaveAttribute('href', '/fairness');
  await expect(footer.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/#anchor=faq');

  const menu = page.getByTestId('side-menu');
  const crash = menu.getByRole('link', { name: 'Crash' });
  await expect(crash).toHaveAttribute('href', '/?category=01');
  // The phone's drawer is off screen until the menu button opens it.
  const onScreen = await crash.evaluate((element) => element.getBoundingClientRect().right > 0);
  if (!onScreen) await page.getByTestId('menu-toggle').click();
  if (test.info().project.name === 'phone') await expect(menu.getByTestId('side-menu-close')).toBeVisible();
  await crash.click();
  const grid = page.getByTestId('game-grid');
  await expect(grid.getByTestId('game-tile-crash')).toBeVisible();
  await expect(grid.getByTestId('game-tile-mines')).toHaveCount(0);
  await expect(page.getByTestId('category-01')).toHaveAttribute('aria-selected', 'true');
  await expect(grid.getByTestId('game-tile-crash')).toHaveAttribute('href', '/#gameId=crash');

  await page.goto('/#notifications');
  await expect(page.getByTestId('notifications-panel')).toBeVisible();
});

test('the phone drawer closes with its own button and shows the whole country name', async ({ page }) => {
  test.skip(test.info().project.name !== 'phone', 'the drawer is the phone layout');
  await open(page, '/', null);
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('side-menu');
  const select = menu.getByTestId('country-select');
  await expect(select).toBeVisible();
  const fits = await select.evaluate((element) => {
    const chosen = (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(element).font;
    probe.textContent = chosen;
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return element.clientWidth >= needed;
  });
  expect(fits).toBe(true);
  await menu.getByTestId('side-menu-close').click();
  await expect(menu).not.toBeInViewport();
});

test('the home page has an h1 and no serious or critical axe violation', async ({ page }) => {
  await open(page, '/', null);
  await expect(page.getByTestId('game-grid').locator('[data-testid^="game-tile-"]').first()).toBeVisible();
  await expect(page.getByTestId('payment-method').first()).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking).toEqual([]);
});
