import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { useUiStore } from '../../../lib/ui-store';
import type { AuthMode } from '../../../lib/ui-store';
import { AuthForm } from './auth-form';

/** Which form the modal opens with. */
export interface AuthModalProps {
  /** Which form to show. */
  mode: AuthMode;
}

/**
 * The login / register modal. The dialog stays open across a switch between the two forms; the form
 * itself is new each time, so no value or error carries over. Escape, × and the backdrop close it.
 */
export function AuthModal({ mode }: AuthModalProps) {
  const { t } = useTranslation();
  const closeLogin = useUiStore((state) => state.closeLogin);
  const titleId = useId();
  return (
    <Modal onClose={closeLogin} labelledBy={titleId} closeLabel={t('CLOSE')} testId="auth-modal">
      <AuthForm key={mode} mode={mode} titleId={titleId} />
    </Modal>
  );
}
