import { PUSH_EVENTS, pushEventSchema, type PushEvent, type SocketMessage } from '@casino/contracts';

import { forSomeoneElse, type BalancePushActions } from '../../../lib/session/balance-push';
import type { NoticePopupData } from '../../../lib/ui-store';

/** Title of a push notification that names none (a language-pack key, spec §4). */
export const DEFAULT_NOTIFICATION_TITLE = 'NOTIFICATION';

/** A money rain that started, as its push announces it: the rain's id and when it ends (epoch ms, server clock). */
export interface MoneyRainAnnouncement {
  id: number;
  endTime: number;
}

/** What the push rules may do; the hook wires these to the session, the UI store and the feedback layer. */
export interface PushActions extends BalancePushActions {
  /** Rechecks tracked purchases and opens the recharge app-download popup. */
  rechargeSucceeded(orderId: string | undefined): void;
  /** Shows a notice popup. */
  showNoticePopup(popup: NoticePopupData): void;
  /** Shows a notification at the top; title and text are language-pack keys or text, with values. */
  notify(title: string, description: string, values: Record<string, unknown>): void;
  /** Announces a money rain that started: a small banner invites the player to catch a packet. */
  moneyRainStarted(rain: MoneyRainAnnouncement): void;
}

/**
 * A money rain is announced to every player at once (extra.id, extra.endTime): it changes nothing in the
 * account, so the user is not reloaded (every client at once would), and it must not block the page, so
 * it is a banner, not the notice popup. One without its id and end time is ignored.
 */
function announceMoneyRain(push: PushEvent, actions: PushActions): void {
  const { id, endTime } = push.extra ?? {};
  if (typeof id === 'number' && typeof endTime === 'number') actions.moneyRainStarted({ id, endTime });
}

/**
 * Spec §4 "Session": an event push is ignored when logged out, else it reloads the user; RECHARGE_SUCCESS
 * rechecks purchases and opens the recharge app-download popup, a money rain shows its banner, any other
 * event shows a notice popup; with extra.pop a notification shows the translated title (default
 * Notification) and description.
 */
export function handleEventPush(message: SocketMessage, actions: PushActions): void {
  if (actions.currentUserId() === null || forSomeoneElse(message, actions)) return;
  const parsed = pushEventSchema.safeParse(message.data);
  if (!parsed.success) return;
  const push: PushEvent = parsed.data;
  if (push.event === PUSH_EVENTS.moneyRain) {
    announceMoneyRain(push, actions);
    return;
  }
  const extra = push.extra ?? {};
  actions.reloadUser();
  if (push.event === PUSH_EVENTS.rechargeSuccess) {
    actions.rechargeSucceeded(typeof extra.orderId === 'string' ? extra.orderId : undefined);
  } else {
    actions.showNoticePopup({
      type: push.event,
      title: extra.title || DEFAULT_NOTIFICATION_TITLE,
      content: extra.description ?? '',
      values: extra,
      ...(typeof extra.noticeId === 'number' ? { noticeId: extra.noticeId } : {}),
    });
  }
  if (extra.pop) actions.notify(extra.title || DEFAULT_NOTIFICATION_TITLE, extra.description ?? '', extra);
}
