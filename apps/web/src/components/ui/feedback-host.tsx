import { SPEC } from '@casino/contracts';
import { useState } from 'react';

import { useFeedbackStore } from '../../lib/feedback/feedback-store';
import { nextPopupZIndex } from '../../lib/popup-layer';
import styles from './feedback-host.module.css';

/** Shows the toasts (centre) and notifications (top 65 px) of the feedback store. */
export function FeedbackHost() {
  const items = useFeedbackStore((state) => state.items);
  const [zIndex] = useState(nextPopupZIndex);
  const toasts = items.filter((item) => item.kind === 'toast');
  const notifications = items.filter((item) => item.kind === 'notification');
  return (
    <>
      {notifications.length > 0 ? (
        <div className={styles.notifications} style={{ zIndex, top: SPEC.notificationTopPx }} role="status">
          {notifications.map((item) => (
            <div key={item.id} className={styles.notification} data-testid="notification">
              <strong>{item.title}</strong>
              <span>{item.message}</span>
            </div>
          ))}
        </div>
      ) : null}
      {toasts.length > 0 ? (
        <div className={styles.toasts} style={{ zIndex }} role="status">
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
