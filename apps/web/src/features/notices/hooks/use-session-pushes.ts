import { SOCKET_EVENTS } from '@casino/contracts';

import { showNotification } from '../../../lib/feedback/feedback-store';
import { playerMoneyText } from '../../../lib/money/player-money';
import { handleBalancePush, sessionBalanceActions } from '../../../lib/session/balance-push';
import { useSocketEvent } from '../../../lib/socket/socket-hooks';
import { useUiStore } from '../../../lib/ui-store';
import { handleEventPush, type MoneyRainAnnouncement, type PushActions } from '../utils/push-rules';
import { pushText } from '../utils/text-values';

/**
 * The push rules' actions on the real session, UI store and feedback layer; a money rain goes to
 * `onMoneyRain` (the rewards' banner, which the app hands in).
 */
function sessionPushActions(onMoneyRain: (rain: MoneyRainAnnouncement) => void): PushActions {
  return {
    ...sessionBalanceActions,
    rechargeSucceeded: (orderId) =>
      useUiStore.getState().setUi({
        rechargeAppDownloadPopupData: { requestedAt: Date.now(), ...(orderId ? { orderId } : {}) },
      }),
    showNoticePopup: (popup) => useUiStore.getState().setUi({ noticePopupData: popup }),
    notify: (title, description, values) =>
      void showNotification({
        title: pushText(title, values, playerMoneyText),
        message: pushText(description, values, playerMoneyText),
      }),
    moneyRainStarted: onMoneyRain,
  };
}

/** Spec §4 "Session": the balance and event pushes of the player's own channel. */
export function useSessionPushes(onMoneyRain: (rain: MoneyRainAnnouncement) => void): void {
  useSocketEvent(SOCKET_EVENTS.balance, (message) => handleBalancePush(message, sessionBalanceActions));
  useSocketEvent(SOCKET_EVENTS.event, (message) => handleEventPush(message, sessionPushActions(onMoneyRain)));
}
