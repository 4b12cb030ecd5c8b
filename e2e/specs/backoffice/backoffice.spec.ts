import { expect, test } from '../page-checks.ts';

import { callApi, getApi, registerByApi } from '../api.ts';
import { createStaff, openScreen, operatorCall, signIn, staffToken, totpCode } from './staff.ts';

/**
 * The back office's staff side, through the real UI: support answering a player's chat and publishing a
 * notice to them, what a role without an area sees, and signing in with an authenticator code.
 */

test('support answers a player in the chat and publishes a notice that the player sees', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const support = await createStaff(request, ['support']);
  const player = await registerByApi(request);
  const question = `Where is my deposit? ${Math.random().toString(36).slice(2, 8)}`;
  const sent = await callApi(request, '/api/chat/send', { text: question }, player.token);
  expect(sent.status, JSON.stringify(sent)).toBe(0);

  await signIn(page, support);
  await openScreen(page, 'Support chat');
  const conversation = page.getByRole('button').filter({ hasText: player.username });
  await expect(conversation).toContainText(question);
  await expect(conversation).toContainText('1 unread message');
  await conversation.click();
  const thread = page.getByRole('log', { name: `History with ${player.username}` });
  await expect(thread).toContainText(question);

  const answer = `Hi ${player.username}, it is on its way.`;
  await page.getByLabel('Message').fill(answer);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(thread).toContainText(answer);
  // The player's side receives it: their history ends with support's answer, unread for them.
  await expect
    .poll(async () => {
      const history = await callApi(request, '/api/chat/history', {}, player.token);
      const last = (history.model.messages as { sender: string; text: string | null }[]).at(-1);
      return last && { sender: last.sender, text: last.text };
    })
    .toEqual({ sender: 'support', text: answer });
  expect((await callApi(request, '/api/chat/unread', {}, player.token)).model.unread).toBe(1);

  await openScreen(page, 'Notices');
  await page.getByRole('radio', { name: 'One player' }).check();
  await page.getByLabel('Player ID').fill(String(player.userId));
  const title = `Your deposit ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('It arrived: good luck!');
  await page.getByRole('button', { name: 'Publish notice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'published' })).toHaveText(
    /^Notice \d+ published\.$/,
  );

  const notices = await getApi(request, '/api/user/notice_page?pageNo=1&pageSize=10', player.token);
  expect(notices.status).toBe(0);
  expect(notices.page.content).toEqual(
    expect.arrayContaining([expect.objectContaining({ title, content: 'It arrived: good luck!' })]),
  );
  // Addressed to one player: another player does not get it.
  const other = await registerByApi(request);
  const theirs = await getApi(request, '/api/user/notice_page?pageNo=1&pageSize=10', other.token);
  expect(JSON.stringify(theirs.page.content)).not.toContain(title);
});

test('a designer sees neither the money screens nor gets their data from the API', async ({
  page,
  request,
}) => {
  const designer = await createStaff(request, ['designer']);
  await signIn(page, designer);
  // On a tablet the navigation is a drawer: open it to see what it offers.
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  for (const screen of ['Withdrawals', 'Players', 'Reports', 'Audit log', 'Staff']) {
    await expect(nav.getByRole('link', { name: screen, exact: true })).toHaveCount(0);
  }

  await page.goto('/admin/withdrawals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
  await expect(page.getByText('Your roles do not include this area.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  const token = await staffToken(request, designer);
  for (const path of ['/api/operator/withdraws?status=PENDING_REVIEW', '/api/operator/players?q=a']) {
    const refused = await operatorCall(request, token, 'GET', path);
    expect(refused.httpStatus).toBe(403);
    expect(refused.body).toMatchObject({ status: 440033 });
    expect(refused.body).not.toHaveProperty('list');
  }
});

test('an operator turns on an authenticator app and is asked for its code at the next sign-in', async ({
  page,
  request,
}) => {
  const member = await createStaff(request, ['support']);
  await signIn(page, member);
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up authenticator' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The key an operator would type into their app by hand, shown under the QR code.
  const keyLine = await page.getByText(/^Setup key: /).textContent();
  const secret = /^Setup key: ([A-Z2-7]{16,})$/.exec(keyLine ?? '')?.[1] ?? '';
  expect(secret, `no setup key in ${keyLine}`).not.toBe('');

  // A wrong code is refused with a readable message; the one the app shows turns it on.
  await page.getByLabel('Authenticator code').fill(totpCode(secret, Date.now() - 10 * 60_000));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toHaveText('That authenticator code is not valid.');
  await page.getByLabel('Authenticator code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'now on' })).toHaveText(
    'Two-step sign-in is now on.',
  );

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The code that turned it on is spent (each code signs in once): the app's next one is taken.
  await code.fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Support's first screen is the player search.
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
});
