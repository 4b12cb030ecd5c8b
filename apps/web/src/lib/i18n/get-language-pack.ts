import { unwrapModel } from '../api/api-error';
import { apiGet } from '../api/client';

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
  const pack: unknown = unwrapModel(envelope);
  // Every text the site shows comes from here: a pack with a non-text value is refused whole.
  if (
    typeof pack !== 'object' ||
    pack === null ||
    !Object.values(pack).every((text) => typeof text === 'string')
  )
    throw new Error(`The language pack ${language} is not a map of texts`);
  return pack as Record<string, string>;
}
