import { expect, test, type APIRequestContext } from './page-checks.ts';

import { callApi, operatorToken, registerByApi } from './api.ts';

/** A 2×2 PNG: the real thing, so the server's magic-byte check accepts it and the browser can draw it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8Dwn4GBgYGJgYGBAQAdBgIBmV1bXQAAAABJRU5ErkJggg==',
  'base64',
);

async function operatorCall(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const response =
    method === 'GET'
      ? await request.get(`/api/operator/chat${path}`, { headers: { Auth: token } })
      : await request.post(`/api/operator/chat${path}`, { headers: { Auth: token }, data: data ?? {} });
  return response.json();
}

/** The player's conversation as support sees it in the inbox. */
async function conversationOf(request: APIRequestContext, token: string, username: string) {
  const inbox = await operatorCall(request, token, 'GET', '/conversations?pageSize=100');
  return (inbox.page.content as { id: number; username: string; unread: number }[]).find(
    (item) => item.username === username,
  );
}

test('a player and support exchange messages live on /chatlive, and the player sends an image', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  const support = await operatorToken(request);

  await page.goto(`/chatlive?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('chat-empty')).toBeVisible();

  const input = page.getByTestId('chat-input');
  await input.fill('Hello, my deposit has not arrived');
  await input.press('Shift+Enter');
  await input.pressSequentially('Order 42');
  await input.press('Enter');
  const mine = page.getByTestId('chat-message-mine');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText('Hello, my deposit has not arrived\nOrder 42', {
    useInnerText: true,
  });
  await expect(input).toHaveValue('');

  let conversation: Awaited<ReturnType<typeof conversationOf>>;
  await expect(async () => {
    conversation = await conversationOf(request, support, player.username);
    expect(conversation?.unread).toBe(1);
  }).toPass();

  // Support answers through the operator API; the player sees it without reloading.
  const reply = await operatorCall(request, support, 'POST', `/conversations/${conversation!.id}/messages`, {
    text: 'Hi! <b>Checking</b> your deposit now.',
  });
  expect(reply.status).toBe(0);
  const theirs = page.getByTestId('chat-message-support');
  await expect(theirs).toHaveCount(1);
  // Text stays text: the markup is shown, never rendered.
  await expect(theirs.first()).toContainText('Hi! <b>Checking</b> your deposit now.');
  await expect(theirs.first().locator('b')).toHaveCount(0);

  // The open page reads support's messages: the player's unread count goes back to zero.
  await expect(async () => {
    expect((await callApi(request, '/api/chat/unread', {}, player.token)).model.unread).toBe(0);
  }).toPass();

  // The player attaches an image, previews it and sends it.
  await page
    .getByTestId('chat-file-input')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('chat-image-preview')).toBeVisible();
  await page.getByTestId('chat-send').click();
  const image = mine.nth(1).locator('img');
  await expect(image).toHaveAttribute('src', /^\/static\/upload\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(2);
  await expect(page.getByTestId('chat-image-preview')).toHaveCount(0);

  const history = await operatorCall(request, support, 'GET', `/conversations/${conversation!.id}/messages`);
  expect(history.model.messages.at(-1)).toMatchObject({ sender: 'player', kind: 'image' });

  // A second reply arrives live too, and a reload shows the whole conversation from the server.
  await operatorCall(request, support, 'POST', `/conversations/${conversation!.id}/messages`, {
    text: 'Got it, thanks.',
  });
  await expect(theirs).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('chat-message-mine')).toHaveCount(2);
  await expect(page.getByTestId('chat-message-support')).toHaveCount(2);
});

test('a file that is not an image is refused with a readable message and nothing is sent', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await page.goto(`/chatlive?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('chat-empty')).toBeVisible();
  await page.getByTestId('chat-file-input').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>not an image</html>'),
  });
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-error')).toContainText('Choose an image');
  await expect(page.getByTestId('chat-image-preview')).toBeVisible();
  await expect(page.getByTestId('chat-message-mine')).toHaveCount(0);
});

test('a visitor on /chatlive is asked to log in', async ({ page }) => {
  await page.goto('/chatlive?lang=en');
  await expect(page.getByTestId('chat-login')).toBeVisible();
});
