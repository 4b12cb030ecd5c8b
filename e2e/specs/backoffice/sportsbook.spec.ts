import { expect, test, type APIRequestContext } from '@playwright/test';

import { callApi, operatorToken } from '../api.ts';
import { createStaff, openScreen, signIn } from './staff.ts';

/**
 * The sportsbook back office on UOF's model: an admin finds a fixture's markets by name (the key `18|total=2.5`
 * beside each), suspends one and settles another by hand with a result for each of its outcomes.
 */

/** A football fixture of the test's own, sent through the sandbox feed's console with three UOF markets. */
async function fixture(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const eventId = `e2e:football:bo${tag}`;
  const [home, away] = [`Lions ${tag}`, `Tigers ${tag}`];
  const ts = Date.now();
  const market = (id: string, odds: Record<string, number>) => ({
    id,
    status: 'active',
    outcomes: Object.entries(odds).map(([outcome, price]) => ({ id: outcome, odds: price, active: true })),
  });
  const body = await callApi(
    request,
    '/api/sandbox/sports-feed/messages',
    {
      messages: [
        {
          type: 'fixture_change',
          ts,
          eventId,
          fixture: {
            eventId,
            sport: 'football',
            competitionId: 'e2e:cup',
            competition: 'E2E Cup',
            home,
            away,
            // Sooner than any sandbox fixture, so it leads the upcoming list.
            startsAt: ts + 90_000,
            status: 'not_started',
          },
        },
        {
          type: 'odds_change',
          ts,
          eventId,
          status: 'not_started',
          markets: [
            market('1', { '1': 2000, '2': 3400, '3': 3800 }),
            market('18|total=2.5', { '12': 1900, '13': 1900 }),
            market('16|hcp=-0.75', { '1714': 2050, '1715': 1800 }),
          ],
        },
      ],
    },
    await operatorToken(request),
  );
  expect(body.status, JSON.stringify(body)).toBe(0);
  return { eventId, home, away };
}

test('an admin suspends a market and settles another by hand, each found by its name', async ({
  page,
  request,
}) => {
  const game = await fixture(request);
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
