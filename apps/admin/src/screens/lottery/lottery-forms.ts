import {
  lotteryGameIdSchema,
  lotteryPeriodSecondsSchema,
  type LotteryGameId,
  type LotteryRoomView,
} from '@casino/contracts';

import type { LotteryRoomWrite } from './api/create-lottery-room';
import type { ChatMuteRequest } from './api/mute-player';

/** The lottery games a room can draw, as the contracts list them. */
export const LOTTERY_GAMES = lotteryGameIdSchema.options;

/**
 * The period lengths a room can have. The contracts export only their schema (the list lives in
 * @casino/game-math, which the back office does not depend on), so the whole minutes up to an hour are
 * run through it: the schema stays the one source of truth.
 */
export const LOTTERY_PERIODS: readonly number[] = Array.from(
  { length: 60 },
  (_, index) => (index + 1) * 60,
).filter((seconds) => lotteryPeriodSecondsSchema.safeParse(seconds).success);

/** Bounds the server holds the banned words to (chatBannedWordsSchema). */
export const BANNED_WORD_LENGTH = { min: 2, max: 40 } as const;
export const MAX_BANNED_WORDS = 500;
/** Bounds of a mute (chatMuteRequestSchema): one minute to a year, and a reason of 3 to 200 characters. */
export const MUTE_MINUTES = { min: 1, max: 60 * 24 * 365 } as const;
export const MUTE_REASON_LENGTH = { min: 3, max: 200 } as const;
/** Bounds of a room (lotteryRoomWriteSchema). */
export const ROOM_NAME_MAX_LENGTH = 60;
export const ROOM_POSITION_MAX = 10_000;

/** Why the banned words cannot be saved; each has a text in the screen's pack (`words.errors.*`). */
export type BannedWordsError = 'tooShort' | 'tooLong' | 'tooMany';

/**
 * The words typed one per line: trimmed, blank lines dropped, repeats (in any case) kept once. The first
 * word out of bounds is named with its error, as the server would refuse the whole list for it.
 */
export function parseBannedWords(
  text: string,
): { words: string[]; error?: undefined } | { error: BannedWordsError; word?: string } {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const word = line.trim();
    if (word === '' || seen.has(word.toLowerCase())) continue;
    if (word.length < BANNED_WORD_LENGTH.min) return { error: 'tooShort', word };
    if (word.length > BANNED_WORD_LENGTH.max) return { error: 'tooLong', word };
    seen.add(word.toLowerCase());
    words.push(word);
  }
  if (words.length > MAX_BANNED_WORDS) return { error: 'tooMany' };
  return { words };
}

/** The editor's text for a list of words: one a line. */
export const bannedWordsText = (words: readonly string[]): string => words.join('\n');

/** The mute form as typed. */
export interface MuteDraft {
  userId: string;
  minutes: string;
  reason: string;
}
export type MuteField = keyof MuteDraft;
/** Why a mute field cannot be sent; each has a text in the screen's pack (`mute.errors.*`). */
export type MuteError = 'playerId' | 'minutes' | 'reason';

const WHOLE_NUMBER = /^\d{1,10}$/;

/** A whole number typed in a field, or undefined for anything else (signs, decimals, words). */
export function parseWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

/** The mute request the draft makes, or the errors of the fields that keep it from being sent. */
export function muteRequestOf(
  draft: MuteDraft,
): { request: ChatMuteRequest; errors?: undefined } | { errors: Partial<Record<MuteField, MuteError>> } {
  const errors: Partial<Record<MuteField, MuteError>> = {};
  const userId = parseWholeNumber(draft.userId);
  const minutes = parseWholeNumber(draft.minutes);
  const reason = draft.reason.trim();
  if (userId === undefined || userId < 1) errors.userId = 'playerId';
  if (minutes === undefined || minutes < MUTE_MINUTES.min || minutes > MUTE_MINUTES.max) {
    errors.minutes = 'minutes';
  }
  if (reason.length < MUTE_REASON_LENGTH.min || reason.length > MUTE_REASON_LENGTH.max) {
    errors.reason = 'reason';
  }
  if (userId === undefined || minutes === undefined || Object.keys(errors).length > 0) return { errors };
  return { request: { userId, minutes, reason } };
}

/** A room as its dialog edits it. */
export interface RoomDraft {
  gameId: LotteryGameId;
  periodSeconds: number;
  name: string;
  enabled: boolean;
  /** The room's place in the players' list, from 0, as typed. */
  position: string;
}
/** Why a room field cannot be sent; each has a text in the screen's pack (`rooms.errors.*`). */
export type RoomError = 'name' | 'position';

/** The draft of a room: an existing one's values, or a new room's defaults (placed after `index` rooms). */
export function roomDraftOf(room: LotteryRoomView | undefined, index: number): RoomDraft {
  return {
    gameId: room?.gameId ?? lotteryGameIdSchema.parse(LOTTERY_GAMES[0]),
    periodSeconds: room?.periodSeconds ?? LOTTERY_PERIODS[0] ?? 60,
    name: room?.name ?? '',
    enabled: room?.enabled ?? true,
    position: String(room?.sortOrder ?? index),
  };
}

/** The room write the draft makes, or the errors that keep it from being sent. */
export function roomRequestOf(
  draft: RoomDraft,
): { request: LotteryRoomWrite; errors?: undefined } | { errors: Partial<Record<RoomError, RoomError>> } {
  const errors: Partial<Record<RoomError, RoomError>> = {};
  const name = draft.name.trim();
  const sortOrder = parseWholeNumber(draft.position);
  if (name.length < 1 || name.length > ROOM_NAME_MAX_LENGTH) errors.name = 'name';
  if (sortOrder === undefined || sortOrder > ROOM_POSITION_MAX) errors.position = 'position';
  if (sortOrder === undefined || Object.keys(errors).length > 0) return { errors };
  const { gameId, periodSeconds, enabled } = draft;
  return { request: { gameId, periodSeconds, name, enabled, sortOrder } };
}
