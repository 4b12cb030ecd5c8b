import type { EventStatus, FeedMessage, MarketOdds, Score } from '@casino/contracts';

type OddsChange = Extract<FeedMessage, { type: 'odds_change' }>;
type FixtureChange = Extract<FeedMessage, { type: 'fixture_change' }>;

/** The messages that decide bets: replayed in recovery when they fall in the window asked for. */
const RESULT_TYPES = new Set<FeedMessage['type']>([
  'bet_settlement',
  'bet_cancel',
  'rollback_bet_settlement',
  'rollback_bet_cancel',
]);

const FINAL_STATUSES = new Set<EventStatus>(['closed', 'cancelled']);

/**
 * One fixture's part of a recovery, from everything it sent before `now`: its latest fixture_change, then its
 * prices and score as they stand (one odds_change at `now`, markets a bet_stop suspended shown suspended,
 * settled ones left out) unless it is closed or cancelled, then every settlement, cancel and rollback sent in
 * [since, now), in order.
 */
export function fixtureRecovery(history: readonly FeedMessage[], since: number, now: number): FeedMessage[] {
  const eventId = eventIdOf(history);
  if (eventId === undefined) return [];
  let fixture: FixtureChange | undefined;
  let status: EventStatus | undefined;
  let score: Score | undefined;
  const markets = new Map<string, MarketOdds>();
  for (const message of history) {
    switch (message.type) {
      case 'fixture_change':
        fixture = message;
        break;
      case 'odds_change':
        status = message.status ?? status;
        score = message.score ?? score;
        for (const market of message.markets) markets.set(market.id, market);
        break;
      case 'bet_stop':
        for (const id of message.markets ?? markets.keys()) {
          const market = markets.get(id);
          if (market) markets.set(id, suspendedMarket(market));
        }
        break;
      case 'bet_settlement':
        for (const market of message.markets) markets.delete(market.id);
        break;
      default:
        break;
    }
  }
  const recovered: FeedMessage[] = fixture ? [fixture] : [];
  const open = !fixture || !FINAL_STATUSES.has(fixture.fixture.status);
  if (open && (markets.size > 0 || score)) recovered.push(currentOdds(eventId, now, status, score, markets));
  for (const message of history) {
    if (RESULT_TYPES.has(message.type) && message.ts >= since) recovered.push(message);
  }
  return recovered;
}

/** Whether a fixture still matters to a recovery: open at `now`, or sent anything in [since, now). */
export function changedOrOpen(history: readonly FeedMessage[], since: number): boolean {
  const fixture = history.findLast((message): message is FixtureChange => message.type === 'fixture_change');
  const open = !fixture || !FINAL_STATUSES.has(fixture.fixture.status);
  return open || history.some((message) => message.ts >= since);
}

function eventIdOf(history: readonly FeedMessage[]): string | undefined {
  for (const message of history) if ('eventId' in message) return message.eventId;
  return undefined;
}

function suspendedMarket(market: MarketOdds): MarketOdds {
  return {
    ...market,
    status: market.status === 'deactivated' ? 'deactivated' : 'suspended',
    outcomes: market.outcomes.map((outcome) => ({ ...outcome, active: false })),
  };
}

function currentOdds(
  eventId: string,
  now: number,
  status: EventStatus | undefined,
  score: Score | undefined,
  markets: ReadonlyMap<string, MarketOdds>,
): OddsChange {
  const message: OddsChange = { type: 'odds_change', ts: now, eventId, markets: [...markets.values()] };
  if (status) message.status = status;
  if (score) message.score = score;
  return message;
}
