import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CHAT_SOCKET_EVENT, SOCKET_EVENTS, STATUS } from '@casino/contracts';

import { createTestApp, registerPlayer, uploadTestImage, type TestApp } from '../../../test/harness.ts';
import { listen, nextEvent, noEvent, openSocket } from '../../../test/sockets.ts';

let app: TestApp;
let base: string;
let dataDir: string;
let support: string;
let designer: string;
const sockets: Socket[] = [];

async function operatorToken(adminToken: string, username: string, role: string): Promise<string> {
  const password = `${username}-password-1`;
  await app.call({
    url: '/api/operator/operators',
    token: adminToken,
    body: { username, password, roles: [role], person: `${username}@staff.test` },
  });
  return (await app.call({ url: '/api/operator/auth/login', body: { username, password } })).body.model.token;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'casino-chat-'));
  app = await createTestApp({ DATA_DIR: dataDir });
  base = await listen(app);
  const admin = await app.services.operators.ensureFirstAdmin();
  const adminToken = (
    await app.call({
      url: '/api/operator/auth/login',
      body: { username: 'admin', password: admin?.generatedPassword },
    })
  ).body.model.token;
  support = await operatorToken(adminToken, 'chatdesk', 'support');
  designer = await operatorToken(adminToken, 'chatdesigner', 'designer');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (token: string, body: unknown) => app.call({ url: '/api/chat/send', token, body });
const history = (token: string, query = '') =>
  app.call({ method: 'GET', url: `/api/chat/history${query}`, token });
const unread = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/chat/unread', token })).body.model.unread as number;
const operator = (method: 'GET' | 'POST', url: string, body?: unknown, token = support) =>
  app.call({ method, url: `/api/operator/chat${url}`, token, ...(body === undefined ? {} : { body }) });

/** A socket in the support room: a visitor socket that joins with the operator's join token. */
async function supportSocket(): Promise<Socket> {
  const socket = await openSocket(app, base, sockets);
  const join = await operator('POST', '/join-token');
  const ack = await socket.timeout(3_000).emitWithAck(SOCKET_EVENTS.join, join.body.model.token);
  expect(ack).toEqual({ ok: true });
  return socket;
}

describe('live chat, player side', () => {
  it('stores messages, delivers support replies live to the player, and counts unread for both sides', async () => {
    const player = await registerPlayer(app);
    const playerSocket = await open(player.token);
    const desk = await supportSocket();

    const toSupport = nextEvent(desk, CHAT_SOCKET_EVENT);
    // The player's own message reaches their room too, for their other screens.
    const echo = nextEvent(playerSocket, CHAT_SOCKET_EVENT);
    const sent = await send(player.token, { text: '  Hello, my deposit is late  ' });
    expect(sent.body.status).toBe(0);
    expect(sent.body.model).toMatchObject({
      sender: 'player',
      kind: 'text',
      text: 'Hello, my deposit is late',
    });
    expect(await toSupport).toMatchObject({
      type: 'chat-message',
      data: {
        kind: 'chat-message',
        userId: player.user.userId,
        unread: 1,
        message: { id: sent.body.model.id },
      },
    });

    expect(await echo).toMatchObject({ data: { unread: 0, message: { id: sent.body.model.id } } });

    const inbox = await operator('GET', '/conversations?unreadOnly=true&pageSize=100');
    const mine = inbox.body.page.content.find(
      (item: { userId: number }) => item.userId === player.user.userId,
    );
    expect(mine).toMatchObject({
      username: player.username,
      unread: 1,
      lastMessage: { text: 'Hello, my deposit is late' },
    });

    const toPlayer = nextEvent(playerSocket, CHAT_SOCKET_EVENT);
    // The desk hears the reply too (for the other operators' screens): taken here, so that the next
    // event the desk waits for is the read receipt, whatever the transport's timing.
    const deskEcho = nextEvent(desk, CHAT_SOCKET_EVENT);
    const reply = await operator('POST', `/conversations/${mine.id}/messages`, {
      text: 'Checking it now <b>!</b>',
    });
    expect(reply.body.model).toMatchObject({ sender: 'support', text: 'Checking it now <b>!</b>' });
    expect(await toPlayer).toMatchObject({
      type: 'chat-message',
      userId: player.user.userId,
      data: { unread: 1, message: { sender: 'support', text: 'Checking it now <b>!</b>' } },
    });
    expect(await unread(player.token)).toBe(1);
    expect(await deskEcho).toMatchObject({ data: { kind: 'chat-message', message: { sender: 'support' } } });

    const readEvent = nextEvent(desk, CHAT_SOCKET_EVENT);
    const read = await app.call({ url: '/api/chat/read', token: player.token, body: {} });
    expect(read.body.model).toEqual({ unread: 0 });
    expect(await readEvent).toMatchObject({
      data: { kind: 'chat-read', reader: 'player', readMessageId: reply.body.model.id },
    });
    expect(await unread(player.token)).toBe(0);

    const supportRead = await operator('POST', `/conversations/${mine.id}/read`, {});
    expect(supportRead.body.model).toEqual({ unread: 0 });
    const afterRead = await operator('GET', `/conversations/${mine.id}/messages`);
    expect(afterRead.body.model).toMatchObject({ unread: 0, conversationId: mine.id });
    expect(afterRead.body.model.messages.map((message: { id: number }) => message.id)).toEqual([
      sent.body.model.id,
      reply.body.model.id,
    ]);
  });

  it('pages history newest first, each page in time order', async () => {
    const player = await registerPlayer(app);
    for (let index = 1; index <= 5; index += 1) await send(player.token, { text: `message ${index}` });
    const first = await history(player.token, '?pageSize=2');
    expect(first.body.model.messages.map((message: { text: string }) => message.text)).toEqual([
      'message 4',
      'message 5',
    ]);
    const second = await history(player.token, `?pageSize=2&beforeId=${first.body.model.nextBeforeId}`);
    expect(second.body.model.messages.map((message: { text: string }) => message.text)).toEqual([
      'message 2',
      'message 3',
    ]);
    const last = await history(player.token, `?pageSize=2&beforeId=${second.body.model.nextBeforeId}`);
    expect(last.body.model.messages.map((message: { text: string }) => message.text)).toEqual(['message 1']);
    expect(last.body.model.nextBeforeId).toBeNull();
  });

  it("sends an image the player uploaded, and refuses another player's file", async () => {
    const player = await registerPlayer(app);
    const imageId = await uploadTestImage(app, player.token);
    const sent = await send(player.token, { imageId });
    expect(sent.body.model).toMatchObject({
      kind: 'image',
      text: null,
      imageUrl: `/static/upload/${imageId}`,
    });

    const stranger = await registerPlayer(app);
    const foreign = await send(stranger.token, { imageId });
    expect(foreign.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'FILE_NOT_FOUND' });
  });

  it('validates messages: not empty, not too long, text or image but not both', async () => {
    const player = await registerPlayer(app);
    expect((await send(player.token, { text: '   ' })).body).toMatchObject({
      status: STATUS.INVALID_INPUT,
      message: 'CHAT_TEXT_EMPTY',
    });
    expect((await send(player.token, { text: 'x'.repeat(2_001) })).body).toMatchObject({
      status: STATUS.INVALID_INPUT,
      message: 'CHAT_TEXT_TOO_LONG',
    });
    expect((await send(player.token, {})).body.status).toBe(STATUS.INVALID_INPUT);
    expect(
      (await send(player.token, { text: 'hi', imageId: '0123456789abcdef0123456789abcdef.png' })).body.status,
    ).toBe(STATUS.INVALID_INPUT);
    expect((await history(player.token)).body.model.messages).toEqual([]);
  });

  it('rate-limits a player who floods the chat', async () => {
    const player = await registerPlayer(app);
    const results = [];
    for (let index = 0; index < 21; index += 1)
      results.push((await send(player.token, { text: `spam ${index}` })).body.status);
    expect(results.slice(0, 20).every((status) => status === 0)).toBe(true);
    expect(results[20]).toBe(STATUS.RATE_LIMITED);
  });

  it('needs a login, and a player only ever sees their own conversation', async () => {
    expect((await app.call({ method: 'GET', url: '/api/chat/history' })).body.status).toBe(
      STATUS.LOGIN_REQUIRED,
    );
    const alice = await registerPlayer(app);
    const bob = await registerPlayer(app);
    await send(alice.token, { text: 'alice private' });
    const bobSocket = await open(bob.token);
    const quiet = noEvent(bobSocket, CHAT_SOCKET_EVENT);
    const aliceConversation = (await history(alice.token)).body.model.conversationId;
    await operator('POST', `/conversations/${aliceConversation}/messages`, { text: 'for alice only' });
    expect(await quiet).toBe(true);
    const bobs = await history(bob.token);
    expect(bobs.body.model.conversationId).not.toBe(aliceConversation);
    expect(bobs.body.model.messages).toEqual([]);
    // The player API takes no conversation id, and the operator API refuses player tokens.
    const viaOperatorApi = await operator(
      'GET',
      `/conversations/${aliceConversation}/messages`,
      undefined,
      bob.token,
    );
    expect(viaOperatorApi.body.status).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
  });
});

describe('live chat, support side', () => {
  it('needs the support role (or admin)', async () => {
    const asDesigner = await operator('GET', '/conversations', undefined, designer);
    expect(asDesigner.body.status).toBe(STATUS.FORBIDDEN);
    expect((await operator('POST', '/join-token', undefined, designer)).body.status).toBe(STATUS.FORBIDDEN);
    expect((await operator('GET', '/conversations/999999/messages')).body.status).toBe(STATUS.NOT_FOUND);
  });

  it("opens a player's conversation by player id so support can write first", async () => {
    const player = await registerPlayer(app);
    const opened = await operator('GET', `/players/${player.user.userId}/conversation`);
    expect(opened.body.model).toMatchObject({ messages: [], nextBeforeId: null, unread: 0 });
    const playerSocket = await open(player.token);
    const live = nextEvent(playerSocket, CHAT_SOCKET_EVENT);
    await operator('POST', `/conversations/${opened.body.model.conversationId}/messages`, {
      text: 'Welcome!',
    });
    expect(await live).toMatchObject({ data: { unread: 1, message: { text: 'Welcome!' } } });
    expect((await history(player.token)).body.model.conversationId).toBe(opened.body.model.conversationId);
    expect((await operator('GET', '/players/99999999/conversation')).body.status).toBe(STATUS.NOT_FOUND);
  });

  it('keeps players out of the support room', async () => {
    const player = await registerPlayer(app);
    const playerSocket = await open(player.token);
    // The support room's name is secret; a player can only guess module names.
    const join = await app.call({
      url: '/api/sockmsg/join',
      token: player.token,
      body: ['support-chat', 'support'],
    });
    expect(join.body.status).toBe(STATUS.FORBIDDEN);
    // Support's join token is bound to a visitor socket, so a player's socket cannot use it either.
    const stolen = await operator('POST', '/join-token');
    const refused = await playerSocket
      .timeout(3_000)
      .emitWithAck(SOCKET_EVENTS.join, stolen.body.model.token);
    expect(refused).toEqual({ ok: false });

    const other = await registerPlayer(app);
    const quiet = noEvent(playerSocket, CHAT_SOCKET_EVENT);
    await send(other.token, { text: 'not for other players' });
    expect(await quiet).toBe(true);
  });
});

const open = (token?: string) => openSocket(app, base, sockets, { token });
