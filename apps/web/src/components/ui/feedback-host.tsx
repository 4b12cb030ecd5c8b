import { SPEC } from '@casino/contracts';

import { useFeedbackStore, type FeedbackItem } from '../../lib/feedback/feedback-store';
import styles from './feedback-host.module.css';

/** The layer of a group of messages: that of its newest, which was above every popup when shown. */
const layerOf = (items: readonly FeedbackItem[]) => Math.max(...items.map((item) => item.zIndex));

/**
 * Shows the toasts (centre) and notifications (top 65 px) of the feedback store. Each message takes its
 * place in the popup layer when it is shown, so a toast raised while a modal is open is not hidden under
 * that modal's backdrop (the host used to take one place at start-up, below every later popup).
 */
export function FeedbackHost() {
  const items = useFeedbackStore((state) => state.items);
  const toasts = items.filter((item) => item.kind === 'toast');
  const notifications = items.filter((item) => item.kind === 'notification');
  return (
    <>
      {notifications.length > 0 ? (
        <div
          className={styles.notifications}
          style={{ zIndex: layerOf(notifications), top: SPEC.notificationTopPx }}
          role="status"
        >
          {notifications.map((item) => (
            <div key={item.id} className={styles.notification} data-testid="notification">
              <strong>{item.title}</strong>
              <span>{item.message}</span>
            </div>
          ))}
        </div>
      ) : null}
      {toasts.length > 0 ? (
        <div className={styles.toasts} style={{ zIndex: layerOf(toasts) }} role="status">
          {toasts.map((item) => (
            <div key={item.id} className={styles.toast} data-testid="toast">
              {item.message}
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}
