import { selectionName } from '../../features/lottery/utils/bet-options';
import type { BetWording } from '../../features/records/components/bet-wording';
import { RecordPage } from '../../features/records/components/record-page';
import { betKindName, legOutcomeName } from '../../features/sports/utils/bet-names';
import { marketTitle } from '../../features/sports/utils/market-labels';
import { formatOdds } from '../../features/sports/utils/odds-format';

/** The lottery's and the sportsbook's words for their bets, as their own screens write them. */
const BET_WORDING: BetWording = {
  lotterySelection: (t, bet) => selectionName(t, bet.gameId, bet.selection),
  sportsBetKind: betKindName,
  sportsMarket: (t, leg) => marketTitle(t, { type: leg.marketType, line: leg.line }),
  sportsOutcome: legOutcomeName,
  sportsOdds: formatOdds,
};

/** `/record/:type/:id`: the record page, composed here with the words of the products whose bets it shows. */
export function RecordRoute() {
  return <RecordPage wording={BET_WORDING} />;
}
