import { marketKeyOf, parseMarketKey, type SportId } from '@casino/contracts';
import type { GradedOutcome, SportsMarketType } from '@casino/game-math';

/**
 * The sandbox bookmaker's markets in UOF's terms: the simulation prices and grades six kinds of market from its
 * score model (game-math's `SportsMarketType`), and offers each as the UOF market a real provider sends for it,
 * so the book sees the sandbox exactly as it sees a real feed. Every id was checked against Sportradar's market
 * descriptions (markets 1, 10, 16, 18, 29, 186, 188, 219, 223, 225). UOF's `hcp` is competitor1's (home's)
 * handicap, which is the simulation's line (added to the home score). Basketball's markets include overtime (the
 * sandbox plays it); tennis's handicap is in sets (its score is sets).
 */
export interface SandboxMarket {
  sport: SportId;
  type: SportsMarketType;
  /** UOF market id. */
  uofMarketId: number;
  /** The specifier carrying the line (`total=2.5`, `hcp=-0.75`), for the kinds with a line. */
  lineSpecifier: 'total' | 'hcp' | null;
  /** The simulation's outcome → UOF's outcome id, in the order the simulation prices them. */
  outcomes: Readonly<Record<string, string>>;
}

const WINNER = { home: '4', away: '5' };
const OVER_UNDER = { over: '12', under: '13' };
const HANDICAP = { home: '1714', away: '1715' };

export const SANDBOX_MARKETS: readonly SandboxMarket[] = [
  {
    sport: 'football',
    type: '1x2',
    uofMarketId: 1,
    lineSpecifier: null,
    outcomes: { home: '1', draw: '2', away: '3' },
  },
  {
    sport: 'football',
    type: 'double_chance',
    uofMarketId: 10,
    lineSpecifier: null,
    outcomes: { home_draw: '9', home_away: '10', draw_away: '11' },
  },
  { sport: 'football', type: 'total', uofMarketId: 18, lineSpecifier: 'total', outcomes: OVER_UNDER },
  { sport: 'football', type: 'handicap', uofMarketId: 16, lineSpecifier: 'hcp', outcomes: HANDICAP },
  {
    sport: 'football',
    type: 'btts',
    uofMarketId: 29,
    lineSpecifier: null,
    outcomes: { yes: '74', no: '76' },
  },
  { sport: 'basketball', type: 'winner', uofMarketId: 219, lineSpecifier: null, outcomes: WINNER },
  { sport: 'basketball', type: 'handicap', uofMarketId: 223, lineSpecifier: 'hcp', outcomes: HANDICAP },
  { sport: 'basketball', type: 'total', uofMarketId: 225, lineSpecifier: 'total', outcomes: OVER_UNDER },
  { sport: 'tennis', type: 'winner', uofMarketId: 186, lineSpecifier: null, outcomes: WINNER },
  { sport: 'tennis', type: 'handicap', uofMarketId: 188, lineSpecifier: 'hcp', outcomes: HANDICAP },
];

/** A market the simulation offers on a fixture: fixed from its first price to its settlement. */
export interface MarketSpec {
  /** The UOF market key (`18|total=2.5`). */
  id: string;
  type: SportsMarketType;
  line: number | null;
  /** UOF's outcome ids in the order the simulation prices and grades them. */
  outcomeIds: readonly string[];
  /** The simulation's outcome (`home`, `over`…) → UOF's outcome id. */
  outcomeOf: Readonly<Record<string, string>>;
}

/** The market of a kind and line for a sport; throws for a kind the sport does not offer. */
export function marketSpec(sport: SportId, type: SportsMarketType, line: number | null = null): MarketSpec {
  const market = SANDBOX_MARKETS.find((entry) => entry.sport === sport && entry.type === type);
  if (market === undefined) throw new Error(`the sandbox offers no ${type} market in ${sport}`);
  const specifiers = market.lineSpecifier === null ? {} : { [market.lineSpecifier]: uofLine(market, line) };
  return {
    id: marketKeyOf(market.uofMarketId, specifiers),
    type,
    line,
    outcomeIds: Object.values(market.outcomes),
    outcomeOf: market.outcomes,
  };
}

/** The simulation's graded outcomes under UOF's outcome ids. */
export function uofGraded(spec: MarketSpec, graded: readonly GradedOutcome[]): GradedOutcome[] {
  return graded.map((outcome) => ({ ...outcome, id: spec.outcomeOf[outcome.id] ?? outcome.id }));
}

/** A line as UOF writes it: `2.5`, `-0.75`, `0.25`, `0` (no plus sign, and never `-0`). */
function uofLine(market: SandboxMarket, line: number | null): string {
  if (line === null) throw new Error(`a ${market.type} market needs a line`);
  return String(line === 0 ? 0 : line);
}

/** The sandbox's market of a key (`18|total=2.5` in football), or null when the sandbox offers no such market. */
export function marketSpecOfKey(sport: SportId, key: string): MarketSpec | null {
  const { marketId, specifiers } = parseMarketKey(key);
  const market = SANDBOX_MARKETS.find((entry) => entry.sport === sport && entry.uofMarketId === marketId);
  if (market === undefined) return null;
  const text = market.lineSpecifier === null ? undefined : specifiers[market.lineSpecifier];
  return marketSpec(sport, market.type, text === undefined ? null : Number(text));
}
