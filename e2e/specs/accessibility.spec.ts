import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * axe-core on the pages a player spends time on (issue 13): a single-player game, a live crash game and the
 * fairness page, at phone and desktop sizes. No serious or critical violation is allowed.
 */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const { path, ready } of [
  { path: '/game/mines', ready: 'game-mines' },
  { path: '/crash', ready: 'crash-round-id' },
  { path: '/fairness', ready: 'fairness-page' },
]) {
  test(`${path} has no serious or critical axe violation`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'BR'));
    await page.goto(`${path}?lang=en`);
    await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 20_000 });
    expect(await blockingViolations(page)).toEqual([]);
  });
}
