import { limitReachedExtraSchema, STATUS, statusName } from '@casino/contracts';
import { z } from 'zod';

import { activeLanguage, translate } from '../../../lib/i18n/i18n';
import { localeOf } from '../../../lib/i18n/language';
import { registerStatusText, type StatusText } from '../../../lib/i18n/server-message';
import { playerMoneyText } from '../../../lib/money/player-money';
import { durationText, LIMIT_NAME_KEYS } from './limit-names';

const excludedExtraSchema = z.object({ endsAt: z.number().int().nullable() });

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
  const parsed = limitReachedExtraSchema.safeParse(extra);
  if (!parsed.success)
    return { key: keyFor(STATUS.LIMIT_REACHED, key, 'RESPONSIBLE_LIMIT_REACHED_ANY'), values: {} };
  const { kind, period, remaining, resetsAt } = parsed.data;
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
  const parsed = excludedExtraSchema.safeParse(extra);
  if (!parsed.success) return { key: keyFor(STATUS.EXCLUDED, key, 'RESPONSIBLE_EXCLUDED_ANY'), values: {} };
  const { endsAt } = parsed.data;
  if (endsAt === null)
    return { key: keyFor(STATUS.EXCLUDED, key, 'RESPONSIBLE_EXCLUDED_PERMANENT'), values: {} };
  return { key, values: { endsAt: dateTimeText(endsAt) } };
}

/** Lets the status messages of responsible gaming name the limit, the amount left and the dates. */
export function registerResponsibleStatusTexts(): void {
  registerStatusText(STATUS.LIMIT_REACHED, limitReachedText);
  registerStatusText(STATUS.EXCLUDED, excludedText);
}
