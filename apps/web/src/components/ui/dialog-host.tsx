import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useDialogStore } from '../../lib/dialog/dialog-store';
import { Button } from './button';
import styles from './dialog-host.module.css';
import { Modal } from './modal';

/** Shows the alert and confirm dialogs raised through showAlert/showConfirm, one at a time. */
export function DialogHost() {
  const { t } = useTranslation();
  const dialog = useDialogStore((state) => state.queue[0]);
  const settle = useDialogStore((state) => state.settle);
  const titleId = useId();
  const messageId = useId();
  if (!dialog) return null;

  const cancel = () => settle(dialog.id, false);
  const confirm = () => settle(dialog.id, true);
  return (
    <Modal
      key={dialog.id}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onClose={cancel}
      testId="dialog"
    >
      <h2 id={titleId} className={styles.title}>
        {dialog.title ?? t('NOTIFICATION')}
      </h2>
      <p id={messageId} className={styles.message}>
        {dialog.message}
      </p>
      <div className={styles.actions}>
        {dialog.kind === 'confirm' ? (
          <Button variant="secondary" onClick={cancel} data-testid="dialog-cancel">
            {dialog.cancelText ?? t('CANCEL')}
          </Button>
        ) : null}
        <Button data-autofocus onClick={confirm} data-testid="dialog-confirm">
          {dialog.confirmText ?? t('OK')}
        </Button>
      </div>
    </Modal>
  );
}
