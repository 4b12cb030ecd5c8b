import { selectionName } from '../../features/lottery/utils/bet-options';
import type { BetWording } from '../../features/records/components/bet-wording';
import { RecordPage } from '../../features/records/components/record-page';
import { betKindName } from '../../features/sports/utils/bet-names';
import { formatOdds } from '../../features/sports/utils/odds-format';

/** The lottery's and the sportsbook's words for their bets, as their own screens write them. */
const BET_WORDING: BetWording = {
  lotterySelection: (t, bet) => selectionName(t, bet.gameId, bet.selection),
  sportsBetKind: betKindName,
  // Sports names were kept with the bet, in the language it was placed in.
  sportsMarket: (_t, leg) => leg.marketName,
  sportsOutcome: (_t, leg) => leg.outcomeName,
  sportsOdds: formatOdds,
};

/** `/record/:type/:id`: the record page, composed here with the words of the products whose bets it shows. */
export function RecordRoute() {
  return <RecordPage wording={BET_WORDING} />;
}
