import { localeOf } from '../../../lib/i18n/language';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of a time in this browser's zone, as a comparable number. */
function dayOf(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
}

/** When an event starts, as a list shows it. */
export interface Kickoff {
  /** `today`, `tomorrow` or `later` (the date is then in `date`). */
  day: 'today' | 'tomorrow' | 'later';
  /** "Sat 12 Jul" for a later day, else ''. */
  date: string;
  /** "19:45". */
  time: string;
}

/** When an event starting at `startsAt` starts, seen at `now`, in `language`'s words. */
export function kickoffOf(startsAt: number, now: number, language: string): Kickoff {
  const locale = localeOf(language);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(startsAt);
  const days = dayOf(startsAt) - dayOf(now);
  if (days <= 0) return { day: 'today', date: '', time };
  if (days === 1) return { day: 'tomorrow', date: '', time };
  const date = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    startsAt,
  );
  return { day: 'later', date, time };
}
