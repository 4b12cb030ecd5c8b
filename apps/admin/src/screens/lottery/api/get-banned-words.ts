import { safeStringSchema } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

/** The banned words as the server answers them, on a read and on a save. */
export const bannedWordsSchema = z.array(safeStringSchema);

/** Query key of the banned words, written in place with the list a save answers. */
export const BANNED_WORDS_KEY = ['lottery', 'banned-words'] as const;

/** GET /api/operator/chat/banned_words: the words refused in the rooms' chats. */
export async function getBannedWords(): Promise<string[]> {
  const { list } = await api('GET', '/chat/banned_words');
  return bannedWordsSchema.parse(list ?? []);
}

/** The banned words. */
export function useBannedWords() {
  return useQuery({ queryKey: BANNED_WORDS_KEY, queryFn: getBannedWords });
}
