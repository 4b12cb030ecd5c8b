import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SMS_LOGIN_SWITCH } from '@casino/contracts';

import { Modal } from '../../../components/ui/modal';
import { useStartupSettings } from '../../../lib/site/use-startup-settings';
import { useUiStore } from '../../../lib/ui-store';
import type { AuthMode } from '../../../lib/ui-store';
import { AuthForm } from './auth-form';
import { SmsLoginForm } from './sms-login-form';

/** Which form the modal opens with. */
export interface AuthModalProps {
  /** Which form to show. */
  mode: AuthMode;
}

/**
 * The login / register modal. The dialog stays open across a switch between the forms (password login,
 * SMS-code login, register); the form itself is new each time, so no value or error carries over.
 * Escape, × and the backdrop close it. SMS login is offered only while the site has it switched on.
 */
export function AuthModal({ mode }: AuthModalProps) {
  const { t } = useTranslation();
  const closeLogin = useUiStore((state) => state.closeLogin);
  const titleId = useId();
  const startup = useStartupSettings();
  const [bySmsCode, setBySmsCode] = useState(false);
  const smsLoginEnabled = startup.data?.enabledSmsConfigs?.includes(SMS_LOGIN_SWITCH) ?? false;
  return (
    <Modal onClose={closeLogin} labelledBy={titleId} closeLabel={t('CLOSE')} testId="auth-modal">
      {mode === 'login' && smsLoginEnabled && bySmsCode ? (
        <SmsLoginForm titleId={titleId} onUsePassword={() => setBySmsCode(false)} />
      ) : (
        <AuthForm
          key={mode}
          mode={mode}
          titleId={titleId}
          onUseSmsCode={smsLoginEnabled ? () => setBySmsCode(true) : undefined}
        />
      )}
    </Modal>
  );
}
