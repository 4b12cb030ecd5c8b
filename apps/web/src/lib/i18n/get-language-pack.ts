import { z } from 'zod';

import { unwrapModel } from '../api/api-error';
import { apiGet } from '../api/client';

const languagePackSchema = z.record(z.string(), z.string());

/** GET /static/lang/{langItemsCacheKey}?lang=…: the merged map of text keys to strings for one language. */
export async function getLanguagePack(
  langItemsCacheKey: string,
  language: string,
): Promise<Record<string, string>> {
  const envelope = await apiGet(`/static/lang/${encodeURIComponent(langItemsCacheKey)}`, {
    query: { lang: language },
    noAlert: true,
    cache: true,
  });
  return languagePackSchema.parse(unwrapModel(envelope));
}
