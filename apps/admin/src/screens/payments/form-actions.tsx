import { useTranslation } from 'react-i18next';

import styles from './payments.module.css';

/** Props of FormActions. */
export interface FormActionsProps {
  /** Whether the form is being sent: Save does nothing and Cancel is disabled meanwhile. */
  pending: boolean;
  onCancel: () => void;
}

/**
 * A dialog form's Cancel and Save buttons; Save submits the form. While sending, Save is only
 * aria-disabled: a disabled button drops the focus to the page behind the dialog, where Escape and Tab no
 * longer reach the dialog. The form's submit handler ignores a submit while pending.
 */
export function FormActions({ pending, onCancel }: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="dialog-actions">
      <button type="button" className="btn" onClick={onCancel} disabled={pending}>
        {t('actions.cancel')}
      </button>
      <button type="submit" className={`btn btn-primary ${styles.busy}`} aria-disabled={pending}>
        {t('actions.save')}
      </button>
    </div>
  );
}
