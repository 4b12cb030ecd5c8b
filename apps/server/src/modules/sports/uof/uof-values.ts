import {
  type EventStatus,
  type MarketOdds,
  type OutcomeResult,
  type SportId,
  type UofFraction,
  type UofMarketStatus,
  type UofSpecifiers,
} from '@casino/contracts';

/**
 * UOF's values as the book's and back (statuses, results, factors, void reasons, sport ids, the sandbox's event
 * URNs): what uof-to-book.ts (UOF → book) and uof-writer.ts (book → UOF, the sandbox) share. Markets and outcomes
 * need no table: the book's are UOF's.
 */

/** UOF's sport ids (`sr:sport:1`) of the book's sports. */
export const UOF_SPORT_IDS: Readonly<Record<SportId, number>> = { football: 1, basketball: 2, tennis: 5 };

/** The book's sport of a UOF sport id (a routing key's), or null. */
export function sportOfUofSportId(id: number | null): SportId | null {
  const entry = Object.entries(UOF_SPORT_IDS).find(([, uofId]) => uofId === id);
  return entry ? (entry[0] as SportId) : null;
}

/** UOF's event status codes (sport_event_status `status`, the SDKs' EventStatus) as the book's. */
export const BOOK_EVENT_STATUS_BY_UOF: Readonly<Record<number, EventStatus>> = {
  0: 'not_started',
  1: 'live',
  2: 'suspended',
  3: 'ended',
  4: 'closed',
  5: 'cancelled',
  6: 'not_started', // delayed
  7: 'suspended', // interrupted
  8: 'not_started', // postponed
  9: 'cancelled', // abandoned
  11: 'not_started', // match about to start
};

/** The UOF code of each book status. */
const EVENT_STATUS_CODES = {
  not_started: 0,
  live: 1,
  suspended: 2,
  ended: 3,
  closed: 4,
  cancelled: 5,
} as const;
export const UOF_EVENT_STATUS: Readonly<Record<EventStatus, number>> = EVENT_STATUS_CODES;

/** UOF's void reasons (its void_reasons descriptions) the book names its cancels by. */
export const UOF_VOID_REASONS: Readonly<Record<number, string>> = {
  0: 'other',
  5: 'cancelled event',
  12: 'incorrect odds',
};

/**
 * Why a UOF market did not reach the book: its key or an outcome id is not one the book's schemas take; a void
 * factor other than none, 1/2 or 1, or a dead-heat factor of 0; more outcomes than a book market holds; a
 * settlement without outcomes; beyond the markets a book message carries.
 */
export type LeftOutReason =
  | 'key_not_in_book'
  | 'outcome_not_in_book'
  | 'void_factor_not_in_book'
  | 'dead_heat_factor_not_in_book'
  | 'too_many_outcomes'
  | 'no_outcomes'
  | 'over_message_limit';

export interface MarketRef {
  id: number;
  specifiers: UofSpecifiers;
}

/** Settled, cancelled and handed over markets are gone from the book; a status left out is active. */
export function bookMarketStatus(status: UofMarketStatus | null): MarketOdds['status'] {
  if (status === null || status === 'active') return 'active';
  if (status === 'suspended') return 'suspended';
  return 'deactivated';
}

/** UOF's result and void factor as one book result; undefined for a void factor the book has no result for. */
export function bookResult(
  result: 'won' | 'lost' | 'undecided',
  voidFactor: UofFraction | null,
): OutcomeResult | null | undefined {
  if (result === 'undecided') return null;
  if (voidFactor === null || voidFactor.numerator === 0) return result;
  if (voidFactor.numerator === voidFactor.denominator) return 'void';
  if (voidFactor.numerator * 2 === voidFactor.denominator) return result === 'won' ? 'half_won' : 'half_lost';
  return undefined;
}

/** Thousandths as UOF writes odds: `1.85`, `3.1`, `15.0` (exact: the parser reads the same thousandths back). */
export function decimalOdds(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${whole}.${fraction === '' ? '0' : fraction}`;
}

/** UOF's result and void factor (its documented combinations) of a book result. */
export function uofResultAttributes(result: OutcomeResult | null): Record<string, string> {
  switch (result) {
    case null:
      return { '@_result': '-1' };
    case 'won':
      return { '@_result': '1' };
    case 'lost':
      return { '@_result': '0' };
    case 'void':
      return { '@_result': '0', '@_void_factor': '1' };
    case 'half_won':
      return { '@_result': '1', '@_void_factor': '0.5' };
    case 'half_lost':
      return { '@_result': '0', '@_void_factor': '0.5' };
  }
}

/**
 * A fraction as UOF's decimal factor: exact when its denominator divides 10^9 (1/2 → 0.5, 1/4 → 0.25), else cut
 * to nine decimals (1/3 → 0.333333333), which the parser reads as 333333333/10^9.
 */
export function decimalOfFraction(numerator: number, denominator: number): string {
  if (numerator >= denominator) return '1';
  const digits = String(Math.floor((numerator * 1e9) / denominator))
    .padStart(9, '0')
    .replace(/0+$/, '');
  return `0.${digits === '' ? '0' : digits}`;
}

export function voidReasonOf(reason: string): string {
  if (reason === 'incorrect odds') return '12';
  if (reason === 'fixture cancelled' || reason === 'cancelled event') return '5';
  return '0';
}

/** A FeedMessage cannot be said in UOF (a market type without a UOF market for the sport, a bad id). */
export class UofWriteError extends Error {}

/**
 * A sandbox event id (`sb:football:123`) as a UOF URN: `sr:match:<slot × 10 + the sport's UOF id>` (1 football,
 * 2 basketball, 5 tennis: `sb:football:123` → `sr:match:1231`, `sb:tennis:0` → `sr:match:5`), so every slot of
 * every sport has its own number and the URN reads back (`sandboxEventIdOf`). Throws for an id not the sandbox's.
 */
export function sandboxEventUrn(eventId: string): string {
  const match = /^sb:([a-z]+):(\d{1,12})$/.exec(eventId);
  const sport = match?.[1] as SportId | undefined;
  if (!match?.[2] || sport === undefined || !Object.hasOwn(UOF_SPORT_IDS, sport)) {
    throw new UofWriteError(`not a sandbox event id: ${eventId}`);
  }
  return `sr:match:${Number(match[2]) * 10 + UOF_SPORT_IDS[sport]}`;
}

/** The sandbox event id of a URN `sandboxEventUrn` wrote, or null. */
export function sandboxEventIdOf(urn: string): string | null {
  const match = /^sr:match:([1-9]\d{0,12})$/.exec(urn);
  if (!match?.[1]) return null;
  const number = Number(match[1]);
  const entry = Object.entries(UOF_SPORT_IDS).find(([, id]) => id === number % 10);
  return entry ? `sb:${entry[0]}:${Math.floor(number / 10)}` : null;
}
