import { MARKET_TYPES, type MarketType, type SportsMarketView } from '@casino/contracts';

/** A translate function (react-i18next's `t`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The sides of an event, for outcome names. */
export interface EventSides {
  home: string;
  away: string;
}

/** A line as bettors write it: a handicap signed (+1.5, −0.75, 0), a total plain (2.5). */
export function formatLine(type: MarketType, line: number | null): string {
  if (line === null) return '';
  if (type !== 'handicap' || line === 0) return String(line);
  return line > 0 ? `+${line}` : `−${Math.abs(line)}`;
}

/** A market type's name: "Match result", "Double chance"… */
export const marketTypeName = (t: Translate, type: MarketType): string =>
  t(`SPORTS_MARKET_${type.toUpperCase()}`);

/** A market's title with its line: "Total 2.5", "Handicap −0.5". */
export function marketTitle(t: Translate, market: Pick<SportsMarketView, 'type' | 'line'>): string {
  const name = marketTypeName(t, market.type);
  return market.line === null
    ? name
    : t('SPORTS_MARKET_WITH_LINE', { market: name, line: formatLine(market.type, market.line) });
}

/** An outcome's name, with the teams' names where bettors use them ("Arsenal", "Draw or Chelsea", "Over 2.5"). */
export function outcomeName(
  t: Translate,
  sides: EventSides,
  market: Pick<SportsMarketView, 'type' | 'line'>,
  outcomeId: string,
): string {
  const { home, away } = sides;
  const line = market.line ?? 0;
  switch (`${market.type}/${outcomeId}`) {
    case '1x2/home':
    case 'winner/home':
      return home;
    case '1x2/away':
    case 'winner/away':
      return away;
    case '1x2/draw':
      return t('SPORTS_OUTCOME_DRAW');
    case 'double_chance/home_draw':
      return t('SPORTS_OUTCOME_HOME_OR_DRAW', { home });
    case 'double_chance/home_away':
      return t('SPORTS_OUTCOME_HOME_OR_AWAY', { home, away });
    case 'double_chance/draw_away':
      return t('SPORTS_OUTCOME_DRAW_OR_AWAY', { away });
    case 'total/over':
      return t('SPORTS_OUTCOME_OVER', { line: formatLine('total', line) });
    case 'total/under':
      return t('SPORTS_OUTCOME_UNDER', { line: formatLine('total', line) });
    case 'handicap/home':
      return t('SPORTS_OUTCOME_TEAM_LINE', { team: home, line: formatLine('handicap', line) });
    case 'handicap/away':
      return t('SPORTS_OUTCOME_TEAM_LINE', { team: away, line: formatLine('handicap', -line) });
    case 'btts/yes':
      return t('SPORTS_OUTCOME_YES');
    case 'btts/no':
      return t('SPORTS_OUTCOME_NO');
    default:
      return outcomeId;
  }
}

/** The short column labels of a list's main market: 1 X 2, or 1 2 for a winner. */
export function shortOutcomeLabel(market: Pick<SportsMarketView, 'type'>, outcomeId: string): string | null {
  if (market.type !== '1x2' && market.type !== 'winner') return null;
  return outcomeId === 'home' ? '1' : outcomeId === 'away' ? '2' : outcomeId === 'draw' ? 'X' : null;
}

/** One market type of the event page and its markets (totals and handicaps have one per line). */
export interface MarketGroup {
  type: MarketType;
  markets: SportsMarketView[];
}

/** The event's markets grouped by type, in the book's order, lines ascending. */
export function groupMarkets(markets: readonly SportsMarketView[]): MarketGroup[] {
  return MARKET_TYPES.map((type) => ({
    type,
    markets: markets.filter((market) => market.type === type).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
  })).filter((group) => group.markets.length > 0);
}
