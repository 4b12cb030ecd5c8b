import { expect, test } from '../page-checks.ts';

import { operatorToken } from '../api.ts';
import { sportsFixture } from '../sports-feed.ts';
import { createStaff, openScreen, signIn } from './staff.ts';

/**
 * The sportsbook back office on UOF's model: an admin finds a fixture's markets by name (the key `18|total=2.5`
 * beside each), suspends one and settles another by hand with a result for each of its outcomes.
 */

test('an admin suspends a market and settles another by hand, each found by its name', async ({
  page,
  request,
}) => {
  const game = await sportsFixture(request, await operatorToken(request));
  await signIn(page, await createStaff(request, ['admin']));
  await openScreen(page, 'Sportsbook');

  await page.getByRole('button', { name: `Choose ${game.home} v ${game.away}` }).click();
  const markets = page.getByRole('region', { name: `Markets of ${game.home} v ${game.away}` });
  const totals = markets.getByRole('table', { name: /^Totals of / });
  const totalRow = totals.getByRole('row').filter({ hasText: '18|total=2.5' });
  await expect(totalRow).toContainText('Over 2.5');
  await expect(totalRow).toContainText('Under 2.5');
  const handicapRow = markets.getByRole('row').filter({ hasText: '16|hcp=-0.75' });
  await expect(handicapRow).toContainText(`${game.home} (-0.75)`);

  // Suspend the handicap.
  await handicapRow.getByRole('button', { name: /^Choose market .+ \(16\|hcp=-0\.75\)$/ }).click();
  await expect(page.getByLabel('Market key')).toHaveValue('16|hcp=-0.75');
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Suspend' });
  await dialog.getByLabel('Reason').fill('odds look wrong');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Suspended market .+ \(16\|hcp=-0\.75\) of event / }),
  ).toBeVisible();
  await expect(handicapRow).toContainText('Suspended');

  // Settle the total by hand: Over 2.5 won, Under 2.5 lost.
  await page.getByRole('radio', { name: 'Settle by hand' }).check();
  await totalRow.getByRole('button', { name: /^Choose market .+ \(18\|total=2\.5\)$/ }).click();
  const results = page.getByRole('table', { name: /^Results of / });
  await expect(results.getByRole('combobox')).toHaveCount(2);
  await results.getByRole('combobox', { name: 'Result of Over 2.5' }).selectOption('won');
  await expect(results.getByRole('combobox', { name: 'Result of Under 2.5' })).toHaveValue('lost');
  await page.getByRole('button', { name: 'Settle', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Settle' });
  await dialog.getByLabel('Reason').fill('feed result missing');
  await dialog.getByRole('button', { name: 'Settle' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Settled market .+ \(18\|total=2\.5\) of event / }),
  ).toBeVisible();
  await expect(totalRow).toContainText('Settled');
  await expect(totalRow).toContainText('Won');
});

test('an admin sees the odds feed’s producers up and its dead letters on the Sportsbook screen', async ({
  page,
  request,
}) => {
  await signIn(page, await createStaff(request, ['admin']));
  await openScreen(page, 'Sportsbook');

  const health = page.getByRole('region', { name: 'Feed health' });
  await expect(health.getByRole('heading', { level: 2, name: 'Feed health' })).toBeVisible();
  const producers = health.getByRole('table', { name: 'Producers of the odds feed' });
  // The sandbox feed's producers recover within a second of the server's start; the section asks every 10 s.
  for (const producer of ['Live odds', 'Prematch']) {
    const row = producers.getByRole('row').filter({ hasText: producer });
    await expect(row.getByRole('cell').nth(1)).toHaveText('Up', { timeout: 15_000 });
  }
  const letters = health.getByRole('region', { name: 'Dead letters' });
  await expect(letters.getByText(/^(No dead letters|\S+ messages? could not be read\.)/)).toBeVisible();
  await health.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(producers.getByRole('row').filter({ hasText: 'Live odds' })).toBeVisible();

  // The market descriptions fetched again, each language with its count of markets.
  await health.getByRole('button', { name: 'Refresh market descriptions' }).click();
  await expect(
    health.getByRole('status').filter({ hasText: 'Market descriptions fetched again' }),
  ).toContainText(/en \d[\d,]* markets, pt \d[\d,]* markets, id \d[\d,]* markets\./);
});
