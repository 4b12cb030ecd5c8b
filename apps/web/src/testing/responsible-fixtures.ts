import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitView,
  type RealityCheckSummary,
  type ResponsibleView,
} from '@casino/contracts';

/** A limit as GET /api/responsible answers it: none set, nothing used, resets an hour from `now`. */
export function testLimit(now: number, overrides: Partial<LimitView> = {}): LimitView {
  return {
    kind: 'deposit',
    period: 'day',
    value: null,
    used: 0,
    resetsAt: now + 60 * 60_000,
    pending: null,
    ...overrides,
  };
}

/** This session's summary: 61 minutes, R$ 12.50 lost on R$ 80 wagered. */
export function testSummary(overrides: Partial<RealityCheckSummary> = {}): RealityCheckSummary {
  return { sessionStartedAt: 0, minutesPlayed: 61, netResult: -12.5, wagered: 80, ...overrides };
}

/** A Brazilian player's view at `now`: every limit unset, a reality check every 60 minutes. */
export function testResponsibleView(now: number, overrides: Partial<ResponsibleView> = {}): ResponsibleView {
  return {
    currencyId: 'BRL',
    limits: LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => testLimit(now, { kind, period }))),
    limitIncreaseHours: 24,
    limitsAtRegistration: true,
    realityCheck: { intervalMinutes: 60, dueAt: now + 60 * 60_000, summary: testSummary() },
    exclusion: null,
    ...overrides,
  };
}
