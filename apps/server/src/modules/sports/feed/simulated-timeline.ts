import type { FeedMessage, SportId } from '@casino/contracts';

import { changedOrOpen } from './feed-recovery.ts';
import { planFixture, SETTLEMENT_TAIL_MAX_MS, SPORT_MODELS, type FixturePlan } from './fixture-plan.ts';
import {
  PREMATCH_LEAD_MS,
  SANDBOX_SPORTS,
  sandboxEventId,
  sandboxFixture,
  slotsStartingBetween,
  type SandboxOptions,
} from './sandbox-fixtures.ts';

/** Plans kept for reuse: a window needs about 40, a day-long recovery about 1 300. */
const PLAN_CACHE_SIZE = 512;

interface Placed {
  ts: number;
  eventId: string;
  /** Position in its fixture's plan: keeps a fixture's messages of equal time in order. */
  index: number;
  build: () => FeedMessage;
}

/**
 * The sandbox's messages over time, derived from the seed and epoch alone. A window plans only the fixtures
 * whose lives overlap it (those starting up to 30 minutes after it ends, or ended up to a match and its
 * settlement before it starts), and builds only the messages inside it; recent plans are kept for the next
 * window.
 */
export class SimulatedTimeline {
  private readonly plans = new Map<string, FixturePlan>();

  constructor(private readonly options: SandboxOptions) {}

  /** Every message with ts in [from, to), in delivery order: by time, then fixture, then the fixture's order. */
  between(from: number, to: number): FeedMessage[] {
    const placed: Placed[] = [];
    for (const plan of this.plansAround(from, to)) {
      plan.messages.forEach((message, index) => {
        if (message.ts >= from && message.ts < to) placed.push({ ...message, eventId: plan.eventId, index });
      });
    }
    placed.sort((a, b) => a.ts - b.ts || compareText(a.eventId, b.eventId) || a.index - b.index);
    return placed.map((message) => message.build());
  }

  /**
   * The history before `now` of every fixture a recovery covers: those visible and not yet closed at `now`,
   * and those that sent anything in [since, now).
   */
  histories(since: number, now: number): FeedMessage[][] {
    const histories: FeedMessage[][] = [];
    for (const plan of this.plansAround(Math.min(since, now), now)) {
      if (plan.visibleAt >= now) continue;
      // A fixture closed by now recovers as its fixture_change and results: its prices are not built.
      const closed = plan.lastTs < now;
      const history = plan.messages
        .filter((message) => message.ts < now && !(closed && message.priced))
        .map((message) => message.build());
      if (changedOrOpen(history, since)) histories.push(history);
    }
    return histories;
  }

  private plansAround(from: number, to: number): FixturePlan[] {
    const plans: FixturePlan[] = [];
    for (const sport of SANDBOX_SPORTS) {
      const earliest = from - SPORT_MODELS[sport].maxDurationMs - SETTLEMENT_TAIL_MAX_MS;
      for (const slot of slotsStartingBetween(this.options, sport, earliest, to + PREMATCH_LEAD_MS)) {
        const plan = this.plan(sport, slot);
        if (plan.visibleAt < to && plan.lastTs >= from) plans.push(plan);
      }
    }
    return plans;
  }

  private plan(sport: SportId, slot: number): FixturePlan {
    const eventId = sandboxEventId(sport, slot);
    const cached = this.plans.get(eventId);
    if (cached) {
      // Re-inserted: the map's order is least recently used first.
      this.plans.delete(eventId);
      this.plans.set(eventId, cached);
      return cached;
    }
    const plan = planFixture(this.options.seed, sandboxFixture(this.options, sport, slot));
    this.plans.set(eventId, plan);
    if (this.plans.size > PLAN_CACHE_SIZE) {
      const oldest = this.plans.keys().next().value;
      if (oldest !== undefined) this.plans.delete(oldest);
    }
    return plan;
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
