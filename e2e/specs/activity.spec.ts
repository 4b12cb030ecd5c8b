import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from './page-checks.ts';

import { callApi, fundByApi, getApi, registerByApi } from './api.ts';

/** The masked form the lobby shows of a name of six characters or more: "ab***z". */
const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;

/** Plays mines (one mine, one pick, cash out) until a round is won; returns the amount it paid. */
async function winAMinesRound(request: APIRequestContext, token: string): Promise<number> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const opened = await callApi(
      request,
      '/api/game/bet',
      { gameId: 'mines', model: { betAmount: 5, mines: 1 } },
      token,
    );
    expect(opened.status).toBe(0);
    const id = opened.model.id as number;
    const picked = await callApi(request, '/api/game/mines/play', { id, spot: 12 }, token);
    if (picked.model?.result !== 'PENDING') continue;
    const paid = await callApi(request, '/api/game/mines/cash_out', { id }, token);
    expect(paid.model).toMatchObject({ result: 'WIN' });
    return paid.model.winAmount as number;
  }
  throw new Error('ten mines rounds with one mine in 25 all lost');
}

test('a player’s win shows on the home page’s ticker under a masked name; home stays accessible', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 50);
  const won = await winAMinesRound(request, player.token);
  expect(won).toBe(5.05);
  // The server keeps its answer a couple of seconds: wait until it has the win, then open home.
  await expect
    .poll(async () => JSON.stringify((await getApi(request, '/api/home/activity', player.token)).model))
    .toContain(masked(player.username));

  // Layout shifts the ticker could cause are counted from the first paint: its slot's own and those of
  // everything after it (its room is kept before its code and data arrive). The banner's dots, above it,
  // animate their width on their own and are not the ticker's doing.
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    const causedBelowTicker = (node: Node | null | undefined) => {
      const slot = document.querySelector('[data-testid="activity-slot"]');
      if (!slot || !node) return true;
      return (
        slot.contains(node) || Boolean(slot.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput && entry.sources.some((source) => causedBelowTicker(source.node))) {
          shifts.total += entry.value;
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    window.localStorage.setItem('currentCountry', 'BR');
  });
  await page.goto('/?lang=en');
  const ticker = page.getByTestId('activity-ticker');
  await expect(ticker.getByRole('heading', { name: 'Live activity' })).toBeVisible({ timeout: 20_000 });
  // Every e2e username starts "e2e_", so another test's player may share the masked name: the entry is
  // the one with this player's game and win as well.
  const entry = ticker
    .getByTestId('activity-entry')
    .filter({ hasText: masked(player.username) })
    .filter({ hasText: 'Mines' })
    .filter({ hasText: 'R$ 5.05' })
    .first();
  await expect(entry).toBeVisible();
  await expect(page.getByText(player.username)).toHaveCount(0);

  // The latest bets are one arrow key away.
  await ticker.getByRole('tab', { name: 'Big wins' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(ticker.getByRole('tab', { name: 'Latest bets' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    ticker
      .getByTestId('activity-entry')
      .filter({ hasText: masked(player.username) })
      .first(),
  ).toBeVisible();

  const shifted = await page.evaluate(
    () => (window as unknown as { shifts: { total: number } }).shifts.total,
  );
  expect(shifted).toBe(0);

  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking).toEqual([]);
});
