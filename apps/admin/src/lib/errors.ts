import { STATUS } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { ApiFailure, api } from './api';
import { i18n } from './i18n';

/**
 * The status texts are the server's: the player language pack (GET /static/lang/:key?lang=) holds a text
 * for every status name and refusal reason. It is added to i18next as this namespace.
 */
const SERVER_NAMESPACE = 'server';
/** Any key but the content hash is answered too, just not cached forever. */
const PACK_PATH = '/static/lang/admin';
const packSchema = z.record(z.string(), z.string());
/** The pack writes its placeholders `${name}`, not i18next's `{{name}}`. */
const PACK_INTERPOLATION = { prefix: '${', suffix: '}', escapeValue: false };

/** Loads the server's texts for the active language once per language, for useErrorText. */
export function useServerTexts(): void {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? 'en';
  useQuery({
    queryKey: ['server-texts', language],
    queryFn: async () => {
      const { model } = await api('GET', PACK_PATH, { query: { lang: language } });
      instance.addResourceBundle(language, SERVER_NAMESPACE, packSchema.parse(model), true, true);
      return language;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
  });
}

/** Plain values of `extra` are what the pack's placeholders name (e.g. `${minutes}`). */
function valuesOf(extra: unknown): Record<string, string | number> {
  if (extra === null || typeof extra !== 'object' || Array.isArray(extra)) return {};
  return Object.fromEntries(
    Object.entries(extra).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/** The pack keys that may explain a failure, most specific first: a refusal reason, the message, the name. */
function candidateKeys(failure: ApiFailure): string[] {
  const keys: string[] = [];
  const reason = (failure.extra as { reason?: unknown } | null | undefined)?.reason;
  if (failure.statusName === 'INVALID_INPUT' && typeof reason === 'string') keys.push(reason);
  keys.push(failure.message);
  if (failure.statusName) keys.push(failure.statusName);
  return keys.filter((key) => /^[A-Z][A-Z0-9_]*$/.test(key));
}

/** Translates an ApiFailure by its status name (or refusal reason) through the server's texts. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['common', SERVER_NAMESPACE]);
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiFailure)) return t('common:errors.generic');
      if (error.status === STATUS.NETWORK_ERROR) return t('common:errors.network');
      const key = candidateKeys(error).find((candidate) => i18n.exists(candidate, { ns: SERVER_NAMESPACE }));
      if (!key) return t('common:errors.generic');
      return t(key, { ns: SERVER_NAMESPACE, interpolation: PACK_INTERPOLATION, ...valuesOf(error.extra) });
    },
    [t],
  );
}
