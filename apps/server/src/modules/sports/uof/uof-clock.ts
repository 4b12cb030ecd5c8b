import type { SportId } from '@casino/contracts';

/**
 * The score's clock between the book's text (`1H 23'`, `Q3 04:12`, `Set 2 · 3-4`, `FT · 6-4 3-6`) and UOF's
 * `<sport_event_status>`: its `match_status` code (UOF's match status descriptions: 6/7 halves, 31 halftime,
 * 13–16 quarters, 40 overtime, 30 pause, 8–12 sets, 100 ended), its `<clock>` (`match_time` elapsed,
 * `remaining_time_in_period` for a quarter) and its `<period_scores>` (games of each set). The sandbox writes it,
 * the book reads it from the sandbox and from a real feed alike.
 */
export interface UofClock {
  matchStatus?: number;
  clock?: { match_time?: string; remaining_time_in_period?: string };
  periodScores?: readonly { number: number; home: number; away: number }[];
}

const ENDED = 100;
const HALFTIME = 31;
const PAUSE = 30;
const HALVES: Record<string, number> = { '1H': 6, '2H': 7 };
const QUARTERS: Record<string, number> = { Q1: 13, Q2: 14, Q3: 15, Q4: 16, OT: 40 };
const FIRST_SET = 8;
const LAST_SET = 12;

const byCode = (table: Record<string, number>) =>
  new Map(Object.entries(table).map(([label, code]) => [code, label]));
const HALF_OF = byCode(HALVES);
const QUARTER_OF = byCode(QUARTERS);

/** "6-4" → the two numbers. */
function gamesOf(text: string): { home: number; away: number } | null {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text);
  return match ? { home: Number(match[1]), away: Number(match[2]) } : null;
}

/** The book's clock text as UOF states it; an unknown text gives nothing (the score is still sent). */
export function uofClockOf(sport: SportId, text: string): UofClock {
  if (text === 'HT') return { matchStatus: HALFTIME };
  if (text === 'Break') return { matchStatus: PAUSE };
  if (text === 'FT') return { matchStatus: ENDED };
  if (sport === 'football') {
    const match = /^(1H|2H) (\d{1,3})'$/.exec(text);
    // The book shows the minute being played (1 from kick-off); UOF's match_time is the time elapsed.
    if (match?.[1])
      return { matchStatus: HALVES[match[1]], clock: { match_time: `${Number(match[2]) - 1}:00` } };
  }
  if (sport === 'basketball') {
    const match = /^(Q[1-4]|OT) (\d{2}:\d{2})$/.exec(text);
    if (match?.[1]) return { matchStatus: QUARTERS[match[1]], clock: { remaining_time_in_period: match[2] } };
  }
  if (sport === 'tennis') {
    const live = /^Set (\d) · (\d{1,2}-\d{1,2})$/.exec(text);
    const games = live?.[2] ? gamesOf(live[2]) : null;
    if (live && games) {
      const number = Number(live[1]);
      return { matchStatus: FIRST_SET + number - 1, periodScores: [{ number, ...games }] };
    }
    const ended = /^FT · ((?:\d{1,2}-\d{1,2} ?)+)$/.exec(text);
    if (ended?.[1]) {
      const sets = ended[1].trim().split(' ').map(gamesOf);
      if (sets.every((set) => set !== null)) {
        return {
          matchStatus: ENDED,
          periodScores: sets.map((set, index) => ({ number: index + 1, ...set })),
        };
      }
    }
  }
  return {};
}

/** The book's clock text from UOF's status, clock and period scores; a status it cannot name gives the clock as sent. */
export function clockTextOf(sport: SportId | null, status: UofClock): string {
  const { matchStatus, clock, periodScores = [] } = status;
  const elapsed = clock?.match_time;
  if (matchStatus === HALFTIME) return 'HT';
  if (matchStatus === PAUSE) return 'Break';
  if (matchStatus === ENDED) {
    const sets = [...periodScores].sort((a, b) => a.number - b.number);
    return sport === 'tennis' && sets.length > 0
      ? `FT · ${sets.map((set) => `${set.home}-${set.away}`).join(' ')}`
      : 'FT';
  }
  const half = matchStatus === undefined ? undefined : HALF_OF.get(matchStatus);
  const minutes = elapsed === undefined ? undefined : /^(\d{1,3}):\d{2}/.exec(elapsed)?.[1];
  if (half && minutes !== undefined) return `${half} ${Number(minutes) + 1}'`;
  const quarter = matchStatus === undefined ? undefined : QUARTER_OF.get(matchStatus);
  const left = clock?.remaining_time_in_period;
  if (quarter && left !== undefined) return `${quarter} ${left}`;
  if (matchStatus !== undefined && matchStatus >= FIRST_SET && matchStatus <= LAST_SET) {
    const number = matchStatus - FIRST_SET + 1;
    const set = periodScores.find((each) => each.number === number);
    return `Set ${number} · ${set?.home ?? 0}-${set?.away ?? 0}`;
  }
  return elapsed ?? '';
}

/** The clock's part of `<sport_event_status>` for the XML builder (`@_` attributes): match_status, `<clock>`, `<period_scores>`. */
export function uofClockXml({ matchStatus, clock, periodScores }: UofClock): Record<string, unknown> {
  const elements: Record<string, unknown> = {};
  if (matchStatus !== undefined) elements['@_match_status'] = String(matchStatus);
  if (periodScores && periodScores.length > 0) {
    elements.period_scores = {
      period_score: periodScores.map((set) => ({
        '@_type': 'regular_period',
        '@_number': String(set.number),
        '@_home_score': String(set.home),
        '@_away_score': String(set.away),
      })),
    };
  }
  if (clock) {
    elements.clock = Object.fromEntries(Object.entries(clock).map(([name, value]) => [`@_${name}`, value]));
  }
  return elements;
}

/** The first element `name` of a node the parser kept raw (`{ $: attributes, child: [ … ] }`). */
function child(node: Record<string, unknown> | null, name: string): Record<string, unknown> | null {
  const nodes = node?.[name];
  const first: unknown = Array.isArray(nodes) ? nodes[0] : null;
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : null;
}

function attributes(node: Record<string, unknown> | null): Record<string, string> {
  const value = node?.$;
  return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
}

const whole = (text: string | undefined) =>
  text !== undefined && /^\d{1,3}$/.test(text) ? Number(text) : undefined;

/** The clock of a raw `<sport_event_status>` (as uof-messages.ts keeps it): match_status, `<clock>`, set scores. */
export function uofClockOfRaw(status: Record<string, unknown> | null): UofClock {
  const sets = child(status, 'period_scores')?.period_score;
  const periodScores = (Array.isArray(sets) ? (sets as Record<string, unknown>[]) : []).flatMap((set) => {
    const { number, home_score: home, away_score: away } = attributes(set);
    const [n, h, a] = [whole(number), whole(home), whole(away)];
    return n === undefined || h === undefined || a === undefined ? [] : [{ number: n, home: h, away: a }];
  });
  const matchStatus = whole(attributes(status).match_status);
  return {
    ...(matchStatus === undefined ? {} : { matchStatus }),
    clock: attributes(child(status, 'clock')),
    periodScores,
  };
}
