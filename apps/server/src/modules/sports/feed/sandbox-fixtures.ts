import { SPORT_IDS, type Fixture, type SportId } from '@casino/contracts';

import { SANDBOX_COMPETITIONS, SANDBOX_SIDES } from './sandbox-rosters.ts';
import { SeededRandom } from './seeded-random.ts';

/** What the whole sandbox timeline is derived from. */
export interface SandboxOptions {
  /** Any string; the same seed always plays the same fixtures, scores and prices. */
  seed: string;
  /** When slot 0 of each sport starts (ms); no slot before it is played. A past date gives a full board at once. */
  epoch: number;
}

/** A new fixture of each sport every this many ms. Over matches of 6–10 minutes, 2–3 of each are live at a time. */
export const SLOT_INTERVAL_MS: Record<SportId, number> = {
  football: 4 * 60_000,
  basketball: 3 * 60_000,
  tennis: 3 * 60_000,
};

/** Where a sport's slots start after the epoch, so the sports do not all kick off in the same second. */
export const SLOT_OFFSET_MS: Record<SportId, number> = { football: 0, basketball: 40_000, tennis: 80_000 };

/** How long before its start a fixture appears with pre-match odds: 7–10 fixtures of each sport to bet on ahead. */
export const PREMATCH_LEAD_MS = 30 * 60_000;

/** About 1 fixture in 25 is cancelled before its start. */
export const CANCELLED_FIXTURE_RATE = 1 / 25;
/** About 1 played fixture in 12 has bets on one market cancelled for a window (bad odds). */
export const MARKET_CANCEL_RATE = 1 / 12;
/** Half of those market cancels are rolled back later. */
export const CANCEL_ROLLBACK_RATE = 1 / 2;
/** About 1 played fixture in 10 is first settled wrongly, then rolled back and settled again. */
export const WRONG_SETTLEMENT_RATE = 1 / 10;

/** The anomalies a fixture will show, fixed by the seed. */
export interface SandboxAnomalies {
  /** Cancelled before its start. */
  cancelled: boolean;
  /** Bets on one market cancelled for a window during play. */
  marketCancel: boolean;
  /** …and that cancel rolled back. */
  cancelRollback: boolean;
  /** First settled from a misread final score. */
  wrongSettlement: boolean;
}

/** One fixture of the sandbox, everything about it that is known before it is played. */
export interface SandboxFixture {
  /** e.g. `sb:football:123`. */
  eventId: string;
  /** Its sport. */
  sport: SportId;
  /** The slot number of its sport, from 0 at the epoch. */
  slot: number;
  /** e.g. `sb:football:liga`. */
  competitionId: string;
  /** e.g. "Liga Sandbox". */
  competition: string;
  /** The home side's name. */
  home: string;
  /** The away side's name. */
  away: string;
  /** Kick-off (ms). */
  startsAt: number;
  /** The home side's strength, −1 (weakest) to 1; a side keeps its strength in every fixture. */
  homeRating: number;
  /** The away side's strength, likewise. */
  awayRating: number;
  /** A per-fixture tempo, −1 to 1: goals or points above or below the usual. */
  tempo: number;
  anomalies: SandboxAnomalies;
}

/** A slot's event id: `sb:football:123`. */
export function sandboxEventId(sport: SportId, slot: number): string {
  return `sb:${sport}:${slot}`;
}

/** When a slot's fixture starts. */
export function slotStartsAt(options: SandboxOptions, sport: SportId, slot: number): number {
  return options.epoch + SLOT_OFFSET_MS[sport] + slot * SLOT_INTERVAL_MS[sport];
}

/** The slots of a sport starting in [from, to), none before slot 0. */
export function slotsStartingBetween(
  options: SandboxOptions,
  sport: SportId,
  from: number,
  to: number,
): number[] {
  const origin = options.epoch + SLOT_OFFSET_MS[sport];
  const interval = SLOT_INTERVAL_MS[sport];
  const first = Math.max(0, Math.ceil((from - origin) / interval));
  const slots: number[] = [];
  for (let slot = first; origin + slot * interval < to; slot += 1) slots.push(slot);
  return slots;
}

/** The fixture of one slot: competition, sides and anomalies drawn from (seed, sport, slot). */
export function sandboxFixture(options: SandboxOptions, sport: SportId, slot: number): SandboxFixture {
  const eventId = sandboxEventId(sport, slot);
  const random = new SeededRandom(options.seed, `${eventId}:fixture`);
  const competition = random.pick(SANDBOX_COMPETITIONS[sport]);
  const sides = SANDBOX_SIDES[sport];
  const homeIndex = random.integer(0, sides.length - 1);
  // Any other side: an offset of 1…n−1 never lands on the home side.
  const awayIndex = (homeIndex + random.integer(1, sides.length - 1)) % sides.length;
  const home = sides[homeIndex] ?? '';
  const away = sides[awayIndex] ?? '';
  const cancelled = random.chance(CANCELLED_FIXTURE_RATE);
  const marketCancel = !cancelled && random.chance(MARKET_CANCEL_RATE);
  const cancelRollback = marketCancel && random.chance(CANCEL_ROLLBACK_RATE);
  const wrongSettlement = !cancelled && random.chance(WRONG_SETTLEMENT_RATE);
  return {
    eventId,
    sport,
    slot,
    competitionId: competition.id,
    competition: competition.name,
    home,
    away,
    startsAt: slotStartsAt(options, sport, slot),
    homeRating: sideRating(options.seed, sport, home),
    awayRating: sideRating(options.seed, sport, away),
    tempo: random.between(-1, 1),
    anomalies: { cancelled, marketCancel, cancelRollback, wrongSettlement },
  };
}

/** The feed's view of a sandbox fixture in a given status. */
export function fixtureOf(fixture: SandboxFixture, status: Fixture['status']): Fixture {
  const { eventId, sport, competitionId, competition, home, away, startsAt } = fixture;
  return { eventId, sport, competitionId, competition, home, away, startsAt, status };
}

/** Every sport the sandbox plays. */
export const SANDBOX_SPORTS: readonly SportId[] = SPORT_IDS;

function sideRating(seed: string, sport: SportId, side: string): number {
  return new SeededRandom(seed, `side:${sport}:${side}`).between(-1, 1);
}
