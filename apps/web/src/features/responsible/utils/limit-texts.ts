import type { LimitKind, LimitPeriod } from '@casino/contracts';

import { durationText } from './limit-names';

/** The heading of each kind of limit on the page. */
export const KIND_KEYS: Readonly<Record<LimitKind, string>> = {
  deposit: 'RESPONSIBLE_KIND_DEPOSIT',
  loss: 'RESPONSIBLE_KIND_LOSS',
  wager: 'RESPONSIBLE_KIND_WAGER',
  session: 'RESPONSIBLE_KIND_SESSION',
};

/** What each kind of limit counts, in one line under its heading. */
export const KIND_HINT_KEYS: Readonly<Record<LimitKind, string>> = {
  deposit: 'RESPONSIBLE_KIND_DEPOSIT_HINT',
  loss: 'RESPONSIBLE_KIND_LOSS_HINT',
  wager: 'RESPONSIBLE_KIND_WAGER_HINT',
  session: 'RESPONSIBLE_KIND_SESSION_HINT',
};

/** The name of each period ("Daily"). */
export const PERIOD_KEYS: Readonly<Record<LimitPeriod, string>> = {
  day: 'RESPONSIBLE_PERIOD_DAY',
  week: 'RESPONSIBLE_PERIOD_WEEK',
  month: 'RESPONSIBLE_PERIOD_MONTH',
};

/** A limit's amount as shown: money for deposit, loss and wager limits, a duration for session time. */
export function limitAmountText(
  kind: LimitKind,
  value: number,
  formatMoney: (value: number) => string,
): string {
  return kind === 'session' ? durationText(value) : formatMoney(value);
}
