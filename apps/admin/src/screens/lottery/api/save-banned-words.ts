import { api } from '../../../lib/api';
import { bannedWordsSchema } from './get-banned-words';

/** PUT /api/operator/chat/banned_words: replaces the whole list; answers the list as stored. */
export async function saveBannedWords(words: readonly string[]): Promise<string[]> {
  const { list } = await api('PUT', '/chat/banned_words', { body: { words } });
  return bannedWordsSchema.parse(list ?? []);
}
