import {
  lotteryRoomViewSchema,
  safeStringSchema,
  type chatMuteRequestSchema,
  type LotteryRoomView,
  type lotteryRoomWriteSchema,
} from '@casino/contracts';
import { z } from 'zod';

import { api } from '../../lib/api';

/** What POST and PUT /api/operator/lottery/rooms take: the room's game, period, name and state. */
export type LotteryRoomWrite = z.input<typeof lotteryRoomWriteSchema>;
/** What POST /api/operator/chat/mute takes. */
export type ChatMuteRequest = z.input<typeof chatMuteRequestSchema>;

const roomsSchema = z.array(lotteryRoomViewSchema);
const wordsSchema = z.array(safeStringSchema);

/** Query keys of this screen. */
export const lotteryKeys = {
  rooms: ['lottery', 'rooms'] as const,
  bannedWords: ['lottery', 'banned-words'] as const,
};

/** GET /api/operator/lottery/rooms: every room, open or closed, with who is in it now (admins). */
export async function fetchLotteryRooms(): Promise<LotteryRoomView[]> {
  const { list } = await api('GET', '/lottery/rooms');
  return roomsSchema.parse(list ?? []);
}

/** POST /api/operator/lottery/rooms: opens a new room. */
export async function createLotteryRoom(room: LotteryRoomWrite): Promise<LotteryRoomView> {
  const { model } = await api('POST', '/lottery/rooms', { body: room });
  return lotteryRoomViewSchema.parse(model);
}

/** PUT /api/operator/lottery/rooms/:id: renames, reorders, closes or reopens a room. */
export async function updateLotteryRoom(id: number, room: LotteryRoomWrite): Promise<LotteryRoomView> {
  const { model } = await api('PUT', `/lottery/rooms/${id}`, { body: room });
  return lotteryRoomViewSchema.parse(model);
}

/** GET /api/operator/chat/banned_words: the words refused in the rooms' chats. */
export async function fetchBannedWords(): Promise<string[]> {
  const { list } = await api('GET', '/chat/banned_words');
  return wordsSchema.parse(list ?? []);
}

/** PUT /api/operator/chat/banned_words: replaces the whole list; answers the list as stored. */
export async function saveBannedWords(words: readonly string[]): Promise<string[]> {
  const { list } = await api('PUT', '/chat/banned_words', { body: { words } });
  return wordsSchema.parse(list ?? []);
}

/** POST /api/operator/chat/mute: silences a player in every room's chat for some minutes. */
export async function mutePlayer(request: ChatMuteRequest): Promise<void> {
  await api('POST', '/chat/mute', { body: request });
}
