import { expect, test, type APIRequestContext, type Page } from './page-checks.ts';

import { callApi, operatorToken, registerByApi } from './api.ts';

async function operatorCall(request: APIRequestContext, token: string, path: string, data: unknown) {
  const body = await (await request.post(path, { data, headers: { Auth: token } })).json();
  expect(body.status, JSON.stringify(body)).toBe(0);
  return body;
}

async function registerPlayer(request: APIRequestContext) {
  const { token, userId } = await registerByApi(request);
  return { token, userId };
}

/** Opens the site and waits until its push socket has upgraded to websocket (so it is connected). */
async function openSite(page: Page, address: string) {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/sock.io/'));
  await page.goto(address);
  await socket;
}

/** Follows the side menu's Notifications entry (#notifications), opening the menu first on a phone. */
async function openNotifications(page: Page) {
  const item = page.getByTestId('side-menu').getByRole('link', { name: 'Notifications' });
  const onScreen = await item.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.right > 0 && box.left < window.innerWidth;
  });
  if (!onScreen) await page.getByTestId('menu-toggle').click();
  await item.click();
}

test('an operator notice and push reach the logged-in player live, and a visitor gets nothing', async ({
  page,
  browser,
  request,
}) => {
  const operator = await operatorToken(request);
  const player = await registerPlayer(request);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // Count the sounds the page tries to play (headless Chromium may refuse to play them).
  await page.addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { playedSounds: played });
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    };
  });
  try {
    await openSite(page, `/?token=${encodeURIComponent(player.token)}&lang=en`);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await openSite(visitor, '/?lang=en');
    await expect(visitor.getByTestId('open-login')).toBeVisible();

    // A notice to the player: a popup and a notification, live.
    await operatorCall(request, operator, '/api/operator/notices', {
      userId: player.userId,
      title: 'Your weekend bonus',
      content: 'A 50% deposit bonus is waiting for you until Sunday.',
    });
    // The notification lasts 1.5 s (spec §9), so it is looked for first.
    await expect(page.getByTestId('notification').filter({ hasText: 'Your weekend bonus' })).toBeVisible();
    const popup = page.getByTestId('notice-push-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Your weekend bonus');
    await expect(popup).toContainText('A 50% deposit bonus is waiting for you until Sunday.');
    await page.getByTestId('notice-push-popup-ok').click();
    await expect(popup).toBeHidden();
    // The player's noticeUpdateTime moved on: the notice sound played.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { playedSounds: string[] }).playedSounds))
      .toEqual([expect.stringContaining('/assets/common/notice.mp3')]);

    // A push event with pop: a notification with its title and description.
    await operatorCall(request, operator, '/api/operator/pushes', {
      userId: player.userId,
      event: 'PROMO_START',
      extra: { pop: true, title: 'Free spins live', description: 'Spin the wheel now.' },
    });
    // One look for both texts: the notification may be gone (1.5 s) before a second look under load.
    await expect(
      page
        .getByTestId('notification')
        .filter({ hasText: 'Free spins live' })
        .filter({ hasText: 'Spin the wheel now.' }),
    ).toBeVisible();
    await expect(page.getByTestId('notice-push-popup')).toContainText('Free spins live');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notice-push-popup')).toBeHidden();

    // The visitor's page saw none of it.
    await expect(visitor.getByTestId('notice-push-popup')).toHaveCount(0);
    await expect(visitor.getByTestId('notification')).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});

test('the notifications page lists notices with their read state, and the sound switch sticks', async ({
  page,
  request,
}) => {
  const operator = await operatorToken(request);
  const player = await registerPlayer(request);
  for (const title of ['Security tip', 'Tournament results']) {
    await operatorCall(request, operator, '/api/operator/notices', {
      userId: player.userId,
      title,
      content: `${title}: details inside.`,
      push: false,
    });
  }
  await openSite(page, `/?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await openNotifications(page);
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Tournament results');
  await expect(items.first()).toHaveAttribute('data-read', 'false');
  await items.first().getByRole('button').click();
  await expect(items.first()).toContainText('Tournament results: details inside.');
  await expect(items.first()).toHaveAttribute('data-read', 'true');

  const sound = panel.getByTestId('sound-toggle');
  await expect(sound).toHaveAttribute('aria-checked', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-checked', 'false');
  expect(await page.evaluate(() => window.localStorage.getItem('soundOff'))).toBe('true');

  await page.reload();
  await openNotifications(page);
  await expect(page.getByTestId('notification-item').nth(1)).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('notification-item').first()).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('sound-toggle')).toHaveAttribute('aria-checked', 'false');
});

test('a COMPLETE_REGISTRATION notice shows once, 2 s after login', async ({ page, request }) => {
  const operator = await operatorToken(request);
  const player = await registerPlayer(request);
  await operatorCall(request, operator, '/api/operator/notices', {
    userId: player.userId,
    type: 'COMPLETE_REGISTRATION',
    title: 'Complete your profile',
    content: 'Add your phone number to unlock withdrawals.',
    push: false,
  });
  await openSite(page, `/?token=${encodeURIComponent(player.token)}&lang=en`);
  const popup = page.getByTestId('notice-push-popup');
  await expect(popup).toContainText('Complete your profile');
  await page.getByTestId('notice-push-popup-ok').click();
  await expect(popup).toBeHidden();

  const notices = await callApi(request, '/api/user/notice_page', {}, player.token);
  expect(notices.page.content[0]).toMatchObject({ type: 'COMPLETE_REGISTRATION', pushed: true });
  await page.reload();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.waitForTimeout(3_000);
  await expect(popup).toHaveCount(0);
});
