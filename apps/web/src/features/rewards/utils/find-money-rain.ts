import type { RedPacket } from '@casino/contracts';

import { refusalText } from '../../../lib/api/refusal-text';
import { serverNow } from '../../../lib/api/server-clock';
import { showAlert } from '../../../lib/dialog/dialog-store';
import { translate } from '../../../lib/i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { currentToken } from '../../../lib/session/user-store';
import { getMoneyRain } from '../api/rain-api';
import { rewardsKeys } from '../hooks/use-rewards-queries';
import { closeRain, useRainStore } from '../stores/rain-store';

/**
 * Spec §4 "Money rain": the red-packet popup opens only while the event's end time is in the future (by
 * the server's clock); with no rain near, or one that is over, an alert says the event has ended. Answers
 * a `#moneyRain` once. The rain read here stays in the query cache, so the popup opens on it at once.
 */
export async function findMoneyRain(): Promise<void> {
  if (useRainStore.getState().view !== 'asked') return;
  useRainStore.setState({ view: 'reading' });
  let rain: RedPacket | null;
  try {
    rain = await queryClient.fetchQuery({
      queryKey: rewardsKeys.rain(currentToken()),
      queryFn: getMoneyRain,
      staleTime: 0,
    });
  } catch (error) {
    closeRain();
    await showAlert({ title: translate('RAIN_TITLE'), message: refusalText(error) ?? '' });
    return;
  }
  if (!rain || rain.siteConf.endTime <= serverNow()) {
    closeRain();
    await showAlert({ title: translate('RAIN_TITLE'), message: translate('RAIN_EVENT_ENDED') });
    return;
  }
  useRainStore.setState({ view: 'open' });
}
