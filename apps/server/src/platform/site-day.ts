/**
 * Days as the site counts them: in its time zone (an IANA name from the operator's settings), whatever the
 * server's or the player's clock zone. A check-in day starts at local midnight there.
 */
export interface SiteDay {
  /** The local date, `YYYY-MM-DD`. */
  date: string;
  /** The local date before it. */
  previous: string;
  /** When the next local day starts, epoch ms. */
  nextStartsAt: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall-clock fields of an instant in a zone, as if they were UTC (ms). */
function wallClock(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

const isoDate = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/** Whether the zone name is one this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The site's day at `now` in `timeZone`. */
export function siteDay(now: number, timeZone: string): SiteDay {
  const wall = wallClock(now, timeZone);
  const midnight = Math.floor(wall / 86_400_000) * 86_400_000;
  const nextMidnightWall = midnight + 86_400_000;
  // The zone's offset near the next midnight (it may differ from now's across a DST change).
  const guess = nextMidnightWall - (wall - now);
  const offset = wallClock(guess, timeZone) - guess;
  return {
    date: isoDate(midnight),
    previous: isoDate(midnight - 86_400_000),
    nextStartsAt: nextMidnightWall - offset,
  };
}

/** The epoch ms at which a local date (`YYYY-MM-DD`) starts in the zone. */
export function siteMidnight(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let guess = wall;
  // Twice: the zone's offset at the first guess may differ from the one at the answer (DST).
  for (let pass = 0; pass < 2; pass++) guess = wall - (wallClock(guess, timeZone) - guess);
  return guess;
}

/** The site's week (Monday to Monday) holding `now`, and the one before it, as local dates and instants. */
export function siteWeek(now: number, timeZone: string) {
  const today = siteDay(now, timeZone).date;
  const todayUtc = Date.parse(`${today}T00:00:00Z`);
  const sinceMonday = (new Date(todayUtc).getUTCDay() + 6) % 7;
  const start = isoDate(todayUtc - sinceMonday * 86_400_000);
  const previous = isoDate(Date.parse(`${start}T00:00:00Z`) - 7 * 86_400_000);
  const next = isoDate(Date.parse(`${start}T00:00:00Z`) + 7 * 86_400_000);
  return {
    start,
    previous,
    startsAt: siteMidnight(start, timeZone),
    endsAt: siteMidnight(next, timeZone),
    previousStartsAt: siteMidnight(previous, timeZone),
  };
}

/** The site's day, week (from Monday) or month holding `now`, as instants (epoch ms) in the zone. */
export function sitePeriod(
  now: number,
  timeZone: string,
  period: 'day' | 'week' | 'month',
): { startsAt: number; endsAt: number } {
  if (period === 'week') {
    const week = siteWeek(now, timeZone);
    return { startsAt: week.startsAt, endsAt: week.endsAt };
  }
  const today = siteDay(now, timeZone);
  if (period === 'day') return { startsAt: siteMidnight(today.date, timeZone), endsAt: today.nextStartsAt };
  const [year, month] = today.date.split('-').map(Number) as [number, number];
  const first = isoDate(Date.UTC(year, month - 1, 1));
  const next = isoDate(Date.UTC(year, month, 1));
  return { startsAt: siteMidnight(first, timeZone), endsAt: siteMidnight(next, timeZone) };
}
