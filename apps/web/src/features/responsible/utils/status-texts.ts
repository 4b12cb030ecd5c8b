import { STATUS, statusName, type LimitReachedExtra } from '@casino/contracts';

import { activeLanguage, translate } from '../../../lib/i18n/i18n';
import { localeOf } from '../../../lib/i18n/language';
import { registerStatusText, type StatusText } from '../../../lib/i18n/server-message';
import { playerMoneyText } from '../../../lib/money/player-money';
import { durationText, LIMIT_NAME_KEYS } from './limit-names';

/** The error's extra as sent with the status (the server builds it with limitReachedExtraSchema). */
function limitReachedExtra(extra: unknown): LimitReachedExtra | null {
  if (typeof extra !== 'object' || extra === null) return null;
  const { kind, period, remaining, resetsAt } = extra as Partial<LimitReachedExtra>;
  const named = kind !== undefined && period !== undefined && LIMIT_NAME_KEYS[kind]?.[period] !== undefined;
  return named && typeof remaining === 'number' && typeof resetsAt === 'number'
    ? { kind, period, remaining, resetsAt }
    : null;
}

/** EXCLUDED's extra: when the exclusion ends (epoch ms), null for good; undefined when not sent. */
function exclusionEnd(extra: unknown): number | null | undefined {
  if (typeof extra !== 'object' || extra === null || !('endsAt' in extra)) return undefined;
  const { endsAt } = extra;
  return endsAt === null || typeof endsAt === 'number' ? endsAt : undefined;
}

/** An instant (ms) as a date and time of the active language. */
function dateTimeText(ms: number): string {
  return new Intl.DateTimeFormat(localeOf(activeLanguage()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(ms);
}

/** The server's own key, or the given one when the server sent only the status (its name is the key). */
function keyFor(status: number, key: string, own: string): string {
  return key === statusName(status) ? own : key;
}

/** LIMIT_REACHED: which limit (named in the language), what is left of it and when it starts again. */
export function limitReachedText(key: string, extra: unknown): StatusText {
  const limit = limitReachedExtra(extra);
  if (!limit) return { key: keyFor(STATUS.LIMIT_REACHED, key, 'RESPONSIBLE_LIMIT_REACHED_ANY'), values: {} };
  const { kind, period, remaining, resetsAt } = limit;
  return {
    key,
    values: {
      limit: translate(LIMIT_NAME_KEYS[kind][period]),
      remaining: kind === 'session' ? durationText(remaining) : playerMoneyText(remaining),
      resetsAt: dateTimeText(resetsAt),
    },
  };
}

/** EXCLUDED: until when, or for good (a permanent self-exclusion has no end to name). */
export function excludedText(key: string, extra: unknown): StatusText {
  const endsAt = exclusionEnd(extra);
  if (endsAt === undefined)
    return { key: keyFor(STATUS.EXCLUDED, key, 'RESPONSIBLE_EXCLUDED_ANY'), values: {} };
  if (endsAt === null)
    return { key: keyFor(STATUS.EXCLUDED, key, 'RESPONSIBLE_EXCLUDED_PERMANENT'), values: {} };
  return { key, values: { endsAt: dateTimeText(endsAt) } };
}

/** Lets the status messages of responsible gaming name the limit, the amount left and the dates. */
export function registerResponsibleStatusTexts(): void {
  registerStatusText(STATUS.LIMIT_REACHED, limitReachedText);
  registerStatusText(STATUS.EXCLUDED, excludedText);
}
