import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './page-checks.ts';

import { fundByApi, registerByApi } from './api.ts';

/**
 * axe-core on the pages a player spends time on (issue 13): a single-player game, a live crash game, the
 * fairness page, a lottery room, the sports app, the home page and the wallet, at phone and desktop sizes (the account area has its own in
 * account.spec). No serious or critical violation is allowed.
 */
async function blockingViolations(page: Page): Promise<string[]> {
  // Colours are judged at rest: a ticker entry caught mid-fade (300 ms) once failed the contrast check in CI.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const { path, ready } of [
  { path: '/', ready: 'payment-method' },
  { path: '/game/mines', ready: 'game-mines' },
  { path: '/crash', ready: 'crash-round-id' },
  { path: '/fairness', ready: 'fairness-page' },
  { path: '/chatbet?gameId=wingo', ready: 'lottery-countdown' },
  // The sports app as its frame shows it (the /embed page around it is the shell's).
  { path: '/sportsbook?tab=upcoming', ready: 'odds-button' },
]) {
  test(`${path} has no serious or critical axe violation`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'BR'));
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
    await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 20_000 });
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('the wallet (deposit, withdraw and history tabs) has no serious or critical axe violation', async ({
  page,
  request,
}) => {
  // A deposit through the sandbox and three axe runs (~3 s of CPU each): on a busy 2-core machine the
  // whole took over 60 s once.
  test.setTimeout(120_000);
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 20);
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'BR'));
  await page.goto(`/?token=${encodeURIComponent(player.token)}&lang=en#recharge`);
  const wallet = page.getByTestId('wallet-modal');
  await expect(wallet).toBeVisible();
  await expect(page.getByTestId('recharge-amount')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByTestId('wallet-tab-withdraw').click();
  await expect(page.getByTestId('withdraw-info-form')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByTestId('wallet-tab-history').click();
  await expect(page.getByTestId('history-item').first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
