import type { LimitKind, LimitPeriod } from '@casino/contracts';

import { translate } from '../../../lib/i18n/i18n';

/**
 * The text keys that name the responsible-gaming limits, declared once for the status messages (a limit
 * reached) and the responsible-gaming page. One key per kind and period, not a sentence built from two
 * words: "limite diário de depósito" puts its words in another order than "daily deposit limit".
 */
export const LIMIT_NAME_KEYS: Readonly<Record<LimitKind, Readonly<Record<LimitPeriod, string>>>> = {
  deposit: {
    day: 'RESPONSIBLE_LIMIT_DEPOSIT_DAY',
    week: 'RESPONSIBLE_LIMIT_DEPOSIT_WEEK',
    month: 'RESPONSIBLE_LIMIT_DEPOSIT_MONTH',
  },
  loss: {
    day: 'RESPONSIBLE_LIMIT_LOSS_DAY',
    week: 'RESPONSIBLE_LIMIT_LOSS_WEEK',
    month: 'RESPONSIBLE_LIMIT_LOSS_MONTH',
  },
  wager: {
    day: 'RESPONSIBLE_LIMIT_WAGER_DAY',
    week: 'RESPONSIBLE_LIMIT_WAGER_WEEK',
    month: 'RESPONSIBLE_LIMIT_WAGER_MONTH',
  },
  session: {
    day: 'RESPONSIBLE_LIMIT_SESSION_DAY',
    week: 'RESPONSIBLE_LIMIT_SESSION_WEEK',
    month: 'RESPONSIBLE_LIMIT_SESSION_MONTH',
  },
};

/** A number of minutes as the player reads it: "45 min", "2 h 05 min". */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return translate('RESPONSIBLE_MINUTES', { minutes: whole });
  return translate('RESPONSIBLE_HOURS_MINUTES', {
    hours: Math.floor(whole / 60),
    minutes: String(whole % 60).padStart(2, '0'),
  });
}
