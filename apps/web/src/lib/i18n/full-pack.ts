import { getLanguagePack } from './get-language-pack';
import { addLanguagePack } from './i18n';

/**
 * A page the server painted carries only the texts it shows (issue 39). The whole pack of its language is
 * fetched once the page is taken over; the parts that start later wait for it (see use-deferred-start).
 */
let ready = true;
let loading: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

/** Fetches the whole pack of `language` and adds it; a failed fetch leaves the texts at hand (keys elsewhere). */
export function loadFullPack(langItemsCacheKey: string, language: string): Promise<void> {
  ready = false;
  loading = getLanguagePack(langItemsCacheKey, language)
    .then((pack) => addLanguagePack(language, pack))
    .catch(() => undefined)
    .finally(() => {
      ready = true;
      for (const listener of listeners) listener();
    });
  return loading;
}

/** Whether the whole pack is in (always, on a page the server did not paint). */
export function fullPackReady(): boolean {
  return ready;
}

/** Settles once the whole pack is in. */
export function whenFullPack(): Promise<void> {
  return loading;
}

/** Calls `listener` when the whole pack comes in. */
export function subscribeFullPack(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
